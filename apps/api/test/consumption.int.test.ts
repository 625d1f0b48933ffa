import type { ConsumptionDetail, ConsumptionRecord, Page } from '@sprout/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/database.ts';
import { quoteCheckout, takeCheckout } from '../src/modules/checkout/checkout.service.ts';
import { createOrder } from '../src/modules/orders/orders.repository.ts';
import { requestRefund } from '../src/modules/payments/refunds.service.ts';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';
import { drainJobs, KIND, orderRow, pressCashier, registerTestKind } from './payments-helpers.ts';

// 消费记录 (issue 15): every payment and refund of the family, read from the orders and refunds.
let t: TestApp;
let parent: Awaited<ReturnType<typeof loginParentFresh>>;
let other: Awaited<ReturnType<typeof loginParentFresh>>;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  registerTestKind(t);
  parent = await loginParentFresh(t);
  other = await loginParentFresh(t);
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

const C = '/api/opordering/wechatapp/consume';

/** An order of the test kind made through checkout (so it has a settlement), paid on the sandbox cashier. */
const paidThroughCheckout = async (title: string, amountFen: number) => {
  const family = { userId: parent.userId };
  const lines = [{ lineId: 'l1', serviceCode: 'test', category: 'exam', amountFen, babyId: null }];
  const order = await inTransaction(t.ctx.db, async (trx) => {
    const checkout = await quoteCheckout(t.ctx, trx, family, lines, {
      usePackageCards: false,
      usePoints: false,
      coupon: null,
    });
    const created = await createOrder(trx, {
      userId: parent.userId,
      kind: KIND,
      subjectId: 1,
      title,
      amountFen: checkout.payFen,
      expiresAt: new Date(Date.now() + 15 * 60_000),
    });
    await takeCheckout(t.ctx, trx, family, created, checkout);
    return created;
  });
  const sign = await t.call<{ cashierUrl: string }>('GET', '/api/pay/v1/pay_sign_wx', {
    token: parent.token,
    query: { orderNo: order.order_no },
  });
  await pressCashier(t, sign.body.data.cashierUrl, 'pay');
  await drainJobs(t);
  return orderRow(t, order.order_no);
};

const history = (query: Record<string, number> = {}, token = parent.token) =>
  t.call<Page<ConsumptionRecord>>('GET', `${C}/consumeHistory`, { token, query });

describe('consumption records', () => {
  it('lists each payment and each refund as its own row, newest first, with the order’s own title and kind', async () => {
    const visit = await paidThroughCheckout('儿科专家门诊挂号', 5000);
    const lab = await paidThroughCheckout('血常规检验费', 3800);
    await inTransaction(t.ctx.db, (trx) => requestRefund(trx, lab, 1800, '部分项目未做'));
    await drainJobs(t);
    await drainJobs(t);

    const page = (await history()).body.data;
    expect(page.total).toBe(3);
    expect(page.list.map((r) => [r.direction, r.title, r.amountFen, r.stateText])).toEqual([
      ['refund', '血常规检验费', 1800, '已退款'],
      // A partial refund leaves the order paid, with what was refunded on it.
      ['payment', '血常规检验费', 3800, '已支付'],
      ['payment', '儿科专家门诊挂号', 5000, '已支付'],
    ]);
    expect(page.list[2]).toMatchObject({ orderNo: visit.order_no, orderKind: KIND, channel: 'wxpay' });
    // Paged.
    const second = (await history({ pageNum: 2, pageSize: 2 })).body.data;
    expect(second.list.map((r) => r.recordId)).toEqual([`pay:${visit.order_no}`]);

    const d = await t.call<ConsumptionDetail>('GET', `${C}/consumeDetail`, {
      token: parent.token,
      query: { orderNo: lab.order_no },
    });
    expect(d.body.data).toMatchObject({
      title: '血常规检验费',
      status: 'paid',
      amountFen: 3800,
      refundedFen: 1800,
      refunds: [{ amountFen: 1800, state: 'succeeded', stateText: '已退款', reason: '部分项目未做' }],
      settlement: { totalFen: 3800, payFen: 3800, adjustments: [] },
    });
  }, 60_000);

  it('shows an unpaid order nowhere, another family nothing, and refuses bad input', async () => {
    const unpaid = await createOrder(t.ctx.db, {
      userId: parent.userId,
      kind: KIND,
      subjectId: 1,
      title: '未支付的挂号',
      amountFen: 1000,
      expiresAt: new Date(Date.now() + 15 * 60_000),
    });
    expect((await history()).body.data.list.map((r) => r.orderNo)).not.toContain(unpaid.order_no);
    const detail = (orderNo: string, token = parent.token) =>
      t.call('GET', `${C}/consumeDetail`, { token, query: { orderNo } });
    expect((await detail(unpaid.order_no)).body.code).toBe(4004);
    expect((await history({}, other.token)).body.data).toMatchObject({ list: [], total: 0 });
    const mine = (await history()).body.data.list[0]?.orderNo ?? '';
    expect((await detail(mine, other.token)).body.code).toBe(4004);
    expect((await detail('SP123')).body.code).toBe(4000);
    expect((await history({ pageSize: 0 })).body.code).toBe(4000);
  });
});
