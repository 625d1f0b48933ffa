import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/database.ts';
import { requestRefund } from '../src/modules/payments/refunds.service.ts';
import { reconcile } from '../src/modules/reconciliation/reconciliation.service.ts';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';
import { drainJobs, newOrder, orderRow, pressCashier, registerTestKind } from './payments-helpers.ts';

// Issue 15's nightly reconciliation: clean books report 0, and each kind of difference is found.
let t: TestApp;
let parent: { token: string; userId: number };
let manager: string;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  registerTestKind(t);
  parent = await loginParentFresh(t);
  manager = await t.loginStaff('manager', 'Sprout-manager-2026');
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

type Run = {
  runId: number;
  differenceCount: number;
  differences: { check: string; subject: string; detail: string }[];
  checks: string[];
};

const payThroughSandbox = async (amountFen: number) => {
  const order = await newOrder(t, parent.userId, amountFen);
  const sign = await t.call<{ cashierUrl: string }>('GET', '/api/pay/v1/pay_sign_wx', {
    token: parent.token,
    query: { orderNo: order.order_no },
  });
  await pressCashier(t, sign.body.data.cashierUrl, 'pay');
  await drainJobs(t);
  expect((await orderRow(t, order.order_no)).status).toBe('paid');
  return order;
};

describe('reconciliation', () => {
  it('finds nothing when every paid and refunded order has its payment and refunds', async () => {
    await payThroughSandbox(2500);
    const refunded = await payThroughSandbox(4000);
    await inTransaction(t.ctx.db, (trx) => requestRefund(trx, refunded, 1500, '部分退款'));
    await drainJobs(t);
    expect((await orderRow(t, refunded.order_no)).refunded_fen).toBe(1500);

    const run = await reconcile(t.ctx, 'nightly');
    expect(run.checks).toEqual(expect.arrayContaining(['orders-payments', 'order-checkouts']));
    expect(run.differences).toEqual([]);
    expect(run.differenceCount).toBe(0);
  });

  it('reports a paid order whose amount no longer matches its payment, and a refund total that differs', async () => {
    const order = await payThroughSandbox(3300);
    // Someone changed the books behind the application's back.
    await t.ctx.db.kysely
      .updateTable('orders')
      .set({ amount_fen: 3000 })
      .where('id', '=', order.id)
      .execute();
    const other = await payThroughSandbox(1200);
    await t.ctx.db.kysely
      .updateTable('orders')
      .set({ refunded_fen: 200 })
      .where('id', '=', other.id)
      .execute();

    const run = await reconcile(t.ctx, 'nightly');
    expect(run.differenceCount).toBe(2);
    expect(run.differences).toEqual(
      expect.arrayContaining([
        {
          check: 'orders-payments',
          subject: `订单 ${order.order_no}`,
          detail: '应收 3000 分，到账通知 1 笔共 3300 分',
        },
        {
          check: 'orders-payments',
          subject: `订单 ${other.order_no}`,
          detail: '记为已退 200 分，退款成功共 0 分',
        },
      ]),
    );
    await t.ctx.db.kysely
      .updateTable('orders')
      .set({ amount_fen: 3300 })
      .where('id', '=', order.id)
      .execute();
    await t.ctx.db.kysely.updateTable('orders').set({ refunded_fen: 0 }).where('id', '=', other.id).execute();
  });

  it('reports a payment applied to an order that is not paid', async () => {
    const order = await payThroughSandbox(900);
    await t.ctx.db.kysely
      .updateTable('orders')
      .set({ status: 'closed' })
      .where('id', '=', order.id)
      .execute();
    const run = await reconcile(t.ctx, 'nightly');
    expect(run.differences).toContainEqual({
      check: 'orders-payments',
      subject: `订单 ${order.order_no}`,
      detail: '到账 900 分，但订单状态为 closed',
    });
    await t.ctx.db.kysely.updateTable('orders').set({ status: 'paid' }).where('id', '=', order.id).execute();
  });

  it('lets a manager run it now (audited) and read every run; a parent cannot', async () => {
    const now = await t.call<Run>('POST', '/api/console/reconciliation/runNow', { token: manager, body: {} });
    expect(now.body.success).toBe(true);
    expect(now.body.data.differenceCount).toBe(0);
    const runs = await t.call<{ list: Run[]; total: number }>('GET', '/api/console/reconciliation/runs', {
      token: manager,
      query: { pageNum: 1, pageSize: 10 },
    });
    expect(runs.body.data.list[0]?.runId).toBe(now.body.data.runId);
    expect(runs.body.data.total).toBeGreaterThanOrEqual(4);
    const audit = await t.ctx.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'reconciliation.run')
      .where('subject_id', '=', String(now.body.data.runId))
      .execute();
    expect(audit).toHaveLength(1);
    const one = await t.call<Run>('GET', '/api/console/reconciliation/run', {
      token: manager,
      query: { runId: 999_999 },
    });
    expect(one.body.code).toBe(4004);
    const byParent = await t.call('GET', '/api/console/reconciliation/runs', {
      token: parent.token,
      query: {},
    });
    expect(byParent.body.success).toBe(false);
  });

  it('the nightly job is queued once for the next night, at 02:30 clinic time', async () => {
    const jobs = await t.ctx.db.kysely
      .selectFrom('jobs')
      .select(['run_at', 'dedupe_key'])
      .where('kind', '=', 'reconciliation-nightly')
      .where('status', '=', 'pending')
      .execute();
    expect(jobs).toHaveLength(1);
    expect(new Date(jobs[0]?.run_at ?? '').toISOString()).toMatch(/T18:30:00\.000Z$/);
  });
});
