import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestRefund } from '../src/modules/payments/refunds.service.ts';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';
import { drainJobs, KIND, newOrder, orderRow, pressCashier, registerTestKind } from './payments-helpers.ts';
import { inTransaction } from '../src/db/database.ts';

/**
 * order_status tells the pay pages what the order is for (kind and subject, so a paid registration
 * links to its appointment), which channel took the money and what has been refunded.
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

interface StatusView {
  status: string;
  kind: string;
  subjectId: number;
  channel: string | null;
  refundedFen: number;
  amountFen: number;
}

const status = (orderNo: string) =>
  t.call<StatusView>('GET', '/api/pay/v1/order_status', { token: parent.token, query: { orderNo } });

describe('order_status view', () => {
  it('names kind, subject, channel and the refunded amount through pay, refund and settle', async () => {
    const order = await newOrder(t, parent.userId, 1800);
    const fresh = await status(order.order_no);
    expect(fresh.body.data).toMatchObject({
      status: 'created',
      kind: KIND,
      subjectId: 1,
      channel: null,
      refundedFen: 0,
      amountFen: 1800,
    });

    const sign = await t.call<{ cashierUrl: string }>('GET', '/api/pay/v1/pay_sign_ali', {
      token: parent.token,
      query: { orderNo: order.order_no },
    });
    await pressCashier(t, sign.body.data.cashierUrl, 'pay');
    await drainJobs(t);
    expect((await status(order.order_no)).body.data).toMatchObject({ status: 'paid', channel: 'alipay' });

    const paid = await orderRow(t, order.order_no);
    await inTransaction(t.ctx.db, (trx) => requestRefund(trx, paid, 1800, '测试退款'));
    expect((await status(order.order_no)).body.data).toMatchObject({ status: 'refunding', refundedFen: 0 });
    await drainJobs(t);
    expect((await status(order.order_no)).body.data).toMatchObject({ status: 'refunded', refundedFen: 1800 });
  });

  it('cancel_pay answers with the same view', async () => {
    const order = await newOrder(t, parent.userId);
    const sign = await t.call<{ cashierUrl: string }>('GET', '/api/pay/v1/pay_sign_wx', {
      token: parent.token,
      query: { orderNo: order.order_no },
    });
    await pressCashier(t, sign.body.data.cashierUrl, 'cancel');
    const cancelled = await t.call<StatusView>('POST', '/api/pay/v1/cancel_pay', {
      token: parent.token,
      body: { orderNo: order.order_no },
    });
    expect(cancelled.body.data).toMatchObject({ status: 'created', kind: KIND, channel: 'wxpay' });
  });
});
