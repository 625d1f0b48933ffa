import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/database.ts';
import { cancelJob } from '../src/modules/jobs/jobs.repository.ts';
import { closeUnpaidOrder } from '../src/modules/orders/orders.service.ts';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';
import { drainJobs, newOrder, orderRow, pressCashier, registerTestKind } from './payments-helpers.ts';

/**
 * A payment that arrives after its order closed is refunded (as before) and the parent now sees it:
 * order_status says the order is closed with the money on its way back, at once on the page the
 * cashier returns to, and a system message follows when the refund settles.
 */
let t: TestApp;
let parent: { token: string; userId: number };
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  registerTestKind(t);
  parent = await loginParentFresh(t);
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

type View = { status: string; lateRefund: { amountFen: number; status: string } | null };
const status = (orderNo: string) =>
  t.call<View>('GET', '/api/pay/v1/order_status', { token: parent.token, query: { orderNo } });
const messages = (title: string) =>
  t.ctx.db.kysely
    .selectFrom('system_messages')
    .selectAll()
    .where('user_id', '=', parent.userId)
    .where('title', '=', title)
    .execute();

describe('a payment after the order closed', () => {
  it('order_status shows the closed order and the refund under way at once, then settled; the parent is told twice', async () => {
    const order = await newOrder(t, parent.userId, 2200);
    const sign = await t.call<{ cashierUrl: string }>('GET', '/api/pay/v1/pay_sign_wx', {
      token: parent.token,
      query: { orderNo: order.order_no },
    });
    // The booking is cancelled (the order closes) while the cashier is still open in another tab.
    await inTransaction(t.ctx.db, (trx) => closeUnpaidOrder(t.ctx, trx, order.id));
    expect((await status(order.order_no)).body.data).toMatchObject({ status: 'closed', lateRefund: null });

    const before = (await messages('订单已关闭，款项将原路退回')).length;
    await pressCashier(t, sign.body.data.cashierUrl, 'pay');
    // The notify has not been delivered: 确认支付 asks order_status, which asks the provider.
    await cancelJob(t.ctx.db, `sandbox-notify:pay:${order.order_no}`);
    const seen = await status(order.order_no);
    expect(seen.body.data).toMatchObject({
      status: 'closed',
      lateRefund: { amountFen: 2200, status: 'pending' },
    });
    expect((await messages('订单已关闭，款项将原路退回')).length).toBe(before + 1);

    await drainJobs(t);
    await drainJobs(t);
    expect((await status(order.order_no)).body.data).toMatchObject({
      status: 'closed',
      lateRefund: { amountFen: 2200, status: 'succeeded' },
    });
    const done = await messages('退款已完成');
    expect(done.some((m) => m.content.includes('￥22.00') && m.content.includes('已原路退回'))).toBe(true);
    expect((await orderRow(t, order.order_no)).status).toBe('closed');
  });

  it('a closed order that was never paid stays plain closed, and asking again does not refund anything', async () => {
    const order = await newOrder(t, parent.userId, 1500);
    await t.call('GET', '/api/pay/v1/pay_sign_wx', {
      token: parent.token,
      query: { orderNo: order.order_no },
    });
    await inTransaction(t.ctx.db, (trx) => closeUnpaidOrder(t.ctx, trx, order.id));
    for (let i = 0; i < 2; i++)
      expect((await status(order.order_no)).body.data).toMatchObject({ status: 'closed', lateRefund: null });
    const refunds = await t.ctx.db.kysely
      .selectFrom('refunds')
      .select('id')
      .where('order_id', '=', order.id)
      .execute();
    expect(refunds).toHaveLength(0);
  });
});
