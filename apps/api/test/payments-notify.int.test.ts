import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRow } from '../src/db/schema.ts';
import { cancelJob } from '../src/modules/jobs/jobs.repository.ts';
import type { SandboxPayments, SignedNotify } from '../src/providers/payments/sandbox-payments.ts';
import { notifySignMessage, rsaSign } from '../src/providers/payments/wechatpay-v3-crypto.ts';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';
import {
  count,
  drainJobs,
  hookCalls,
  newOrder,
  orderRow,
  pressCashier,
  registerTestKind,
  sandboxOf,
} from './payments-helpers.ts';
import { inTransaction } from '../src/db/database.ts';

/** Quality bar R2: forged, stale, wrong-amount and unknown-order notifies change nothing; replays pay once. */
let t: TestApp;
let parent: { token: string; userId: number };
let sandbox: SandboxPayments;
beforeAll(async () => {
  t = await startTestApp();
  registerTestKind(t);
  parent = await loginParentFresh(t);
  sandbox = sandboxOf(t);
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

const post = (n: SignedNotify) =>
  t.app.inject({ method: 'POST', url: '/api/pay/v1/notify/wechat', headers: n.headers, payload: n.body });

const paidResource = (orderNo: string, amountFen: number, txn = `4200${Date.now()}`) => ({
  out_trade_no: orderNo,
  transaction_id: txn,
  trade_state: 'SUCCESS',
  payer: { openid: 'o-test' },
  amount: { total: amountFen, payer_total: amountFen },
});

/** An order the sandbox has been asked to collect (so paying it is genuine), still paying. */
const payingOrder = async (amountFen = 2500): Promise<OrderRow> => {
  const order = await newOrder(t, parent.userId, amountFen);
  const sign = await t.call<{ cashierUrl: string }>('GET', '/api/pay/v1/pay_sign_wx', {
    token: parent.token,
    query: { orderNo: order.order_no },
  });
  expect(sign.body.success).toBe(true);
  return orderRow(t, order.order_no);
};

const snapshot = async (orderNo: string) => ({
  order: await orderRow(t, orderNo),
  events: await t.ctx.db.kysely
    .selectFrom('payment_events')
    .selectAll()
    .where('order_no', '=', orderNo)
    .execute(),
  paidHooks: count(hookCalls.paid, orderNo),
});

describe('R2: notifies that must change nothing', () => {
  it('a forged signature is refused with 401 and { code, message }', async () => {
    const order = await payingOrder();
    const before = await snapshot(order.order_no);
    const genuine = sandbox.signEnvelope('TRANSACTION.SUCCESS', paidResource(order.order_no, 2500));
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const h = genuine.headers;
    const forged = {
      body: genuine.body,
      headers: {
        ...h,
        'wechatpay-signature': rsaSign(
          notifySignMessage(h['wechatpay-timestamp'] ?? '', h['wechatpay-nonce'] ?? '', genuine.body),
          privateKey,
        ),
      },
    };
    const res = await post(forged);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'FAIL' });
    // A genuine signature over a different body is refused too.
    const tampered = await post({ headers: h, body: genuine.body.replace('"id":"', '"id":"x') });
    expect(tampered.statusCode).toBe(401);
    expect(await snapshot(order.order_no)).toEqual(before);
  });

  it('a stale timestamp (6 minutes old) is refused', async () => {
    const order = await payingOrder();
    const before = await snapshot(order.order_no);
    const stale = sandbox.signEnvelope(
      'TRANSACTION.SUCCESS',
      paidResource(order.order_no, 2500),
      new Date(Date.now() - 6 * 60_000),
    );
    expect((await post(stale)).statusCode).toBe(401);
    expect(await snapshot(order.order_no)).toEqual(before);
  });

  it('a wrong amount is refused and nothing changes', async () => {
    const order = await payingOrder(2500);
    const before = await snapshot(order.order_no);
    const res = await post(sandbox.signEnvelope('TRANSACTION.SUCCESS', paidResource(order.order_no, 1)));
    expect(res.statusCode).toBe(400);
    expect(await snapshot(order.order_no)).toEqual(before);
    expect(before.order.status).toBe('paying');
  });

  it('an unknown order is refused and nothing is stored', async () => {
    const res = await post(
      sandbox.signEnvelope('TRANSACTION.SUCCESS', paidResource('SP20990101000000000001', 100)),
    );
    expect(res.statusCode).toBe(400);
    const events = await t.ctx.db.kysely
      .selectFrom('payment_events')
      .selectAll()
      .where('order_no', '=', 'SP20990101000000000001')
      .execute();
    expect(events).toEqual([]);
  });
});

describe('R2: a genuine notify delivered many times pays once', () => {
  it('5 at once + 3 later → one transition, one hook call, one applied event', async () => {
    const order = await payingOrder(4200);
    const sign = await t.call<{ cashierUrl: string }>('GET', '/api/pay/v1/pay_sign_wx', {
      token: parent.token,
      query: { orderNo: order.order_no },
    });
    await pressCashier(t, sign.body.data.cashierUrl, 'pay');
    await cancelJob(t.ctx.db, `sandbox-notify:pay:${order.order_no}`); // we deliver it ourselves
    const notify = await sandbox.signedNotify({ type: 'pay', tradeNo: order.order_no });
    if (!notify) throw new Error('no notify');
    const burst = await Promise.all(Array.from({ length: 5 }, () => post(notify)));
    expect(burst.map((r) => r.statusCode)).toEqual([204, 204, 204, 204, 204]);
    for (let i = 0; i < 3; i++) expect((await post(notify)).statusCode).toBe(204);
    // The poll and a status read ask the provider too: still one transition.
    await drainJobs(t, new Date(Date.now() + 61_000));
    await t.call('GET', '/api/pay/v1/order_status', {
      token: parent.token,
      query: { orderNo: order.order_no },
    });

    const after = await snapshot(order.order_no);
    expect(after.order.status).toBe('paid');
    expect(after.paidHooks).toBe(1);
    expect(after.events.filter((e) => e.outcome === 'applied')).toHaveLength(1);
    expect(after.events.filter((e) => e.event_id === JSON.parse(notify.body).id)).toHaveLength(1);
  });

  it('a refund notify replayed refunds once', async () => {
    const order = await payingOrder(1000);
    const sign = await t.call<{ cashierUrl: string }>('GET', '/api/pay/v1/pay_sign_wx', {
      token: parent.token,
      query: { orderNo: order.order_no },
    });
    await pressCashier(t, sign.body.data.cashierUrl, 'pay');
    await drainJobs(t);
    const { requestRefund } = await import('../src/modules/payments/refunds.service.ts');
    const paid = await orderRow(t, order.order_no);
    const refundNo = String(await inTransaction(t.ctx.db, (trx) => requestRefund(trx, paid, 1000, '测试')));
    await t.runJobs(); // submit
    await cancelJob(t.ctx.db, `sandbox-notify:refund:${refundNo}`);
    const notify = await sandbox.signedNotify({ type: 'refund', tradeNo: refundNo });
    if (!notify) throw new Error('no refund notify');
    const burst = await Promise.all(Array.from({ length: 5 }, () => post(notify)));
    expect(burst.every((r) => r.statusCode === 204)).toBe(true);
    expect((await orderRow(t, order.order_no)).status).toBe('refunded');
    expect(count(hookCalls.refunded, order.order_no)).toBe(1);
  });
});
