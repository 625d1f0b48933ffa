import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelJob } from '../src/modules/jobs/jobs.repository.ts';
import { closeUnpaidOrder } from '../src/modules/orders/orders.service.ts';
import { requestRefund } from '../src/modules/payments/refunds.service.ts';
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

const paySign = (orderNo: string, path = 'pay_sign_wx', token = parent.token) =>
  t.call<{ cashierUrl: string; package: string; appId: string; sign: string }>('GET', `/api/pay/v1/${path}`, {
    token,
    query: { orderNo },
  });
const status = (orderNo: string, token = parent.token) =>
  t.call<{ status: string; statusLabel: string; amountFen: number }>('GET', '/api/pay/v1/order_status', {
    token,
    query: { orderNo },
  });

describe('paying on the sandbox cashier', () => {
  it('pay_sign_wx → cashier → pay → notify job → paid, the hook ran once', async () => {
    const order = await newOrder(t, parent.userId, 2500);
    const sign = await paySign(order.order_no);
    expect(sign.body.success).toBe(true);
    expect(sign.body.data.package).toMatch(/^prepay_id=/);
    expect(sign.body.data.cashierUrl).toMatch(/^\/dev\/pay\/cashier\?/);
    expect((await orderRow(t, order.order_no)).status).toBe('paying');

    const pressed = await pressCashier(t, sign.body.data.cashierUrl, 'pay');
    expect(pressed.page.statusCode).toBe(200);
    expect(pressed.page.body).toContain('￥25.00');
    expect(pressed.page.body).toContain('挂号费 林晓岚 儿科');
    expect(pressed.page.body).toContain('data-testid="cashier-pay"');
    expect(pressed.page.body).not.toContain('<script');
    expect(pressed.status).toBe(302);
    expect(pressed.location).toBe(
      `/appointment/#/pages/newFun/completePay?orderNo=${order.order_no}&result=ok`,
    );
    // The notify is asynchronous: not paid until the sandbox's job delivers it.
    expect((await orderRow(t, order.order_no)).status).toBe('paying');
    await drainJobs(t);
    const paid = await orderRow(t, order.order_no);
    expect(paid.status).toBe('paid');
    expect(paid.provider_txn_id).toMatch(/^4200/);
    expect(count(hookCalls.paid, order.order_no)).toBe(1);
    const st = await status(order.order_no);
    expect(st.body.data).toMatchObject({ status: 'paid', statusLabel: '已支付', amountFen: 2500 });
    // Paying again: 4009.
    expect((await paySign(order.order_no)).body).toMatchObject({
      success: false,
      code: 4009,
      msg: '订单状态已变更',
    });
  });

  it('the other channels answer their shapes and move created → paying', async () => {
    const a = await newOrder(t, parent.userId);
    const ali = await t.call<{ orderStr: string | null; cashierUrl: string }>(
      'GET',
      '/api/pay/v1/pay_sign_ali',
      {
        token: parent.token,
        query: { orderNo: a.order_no },
      },
    );
    expect(ali.body.data.cashierUrl).toContain('channel=alipay');
    const b = await newOrder(t, parent.userId);
    const small = await paySign(b.order_no, 'small_pay_sign_wx');
    expect(Object.keys(small.body.data).sort()).toEqual([
      'cashierUrl',
      'nonceStr',
      'package',
      'sign',
      'timeStamp',
    ]);
    const c = await newOrder(t, parent.userId);
    const pub = await paySign(c.order_no, 'pay_public_wx');
    expect(pub.body.data.appId).toBeTruthy();
    expect((await orderRow(t, c.order_no)).status).toBe('paying');
  });

  it('cancel on the cashier goes back with result=cancel; cancel_pay leaves the order payable', async () => {
    const order = await newOrder(t, parent.userId);
    const sign = await paySign(order.order_no);
    const pressed = await pressCashier(t, sign.body.data.cashierUrl, 'cancel');
    expect(pressed.location).toContain('result=cancel');
    const cancelled = await t.call<{ status: string }>('POST', '/api/pay/v1/cancel_pay', {
      token: parent.token,
      body: { orderNo: order.order_no },
    });
    expect(cancelled.body.data.status).toBe('created');
    await drainJobs(t);
    expect((await orderRow(t, order.order_no)).status).toBe('created');
    // Still payable: pay it now.
    const again = await paySign(order.order_no);
    await pressCashier(t, again.body.data.cashierUrl, 'pay');
    await drainJobs(t);
    expect((await orderRow(t, order.order_no)).status).toBe('paid');
  });

  it('refuses a return URL outside the patient app', async () => {
    const order = await newOrder(t, parent.userId);
    const res = await t.call('GET', '/api/pay/v1/pay_sign_wx', {
      token: parent.token,
      query: { orderNo: order.order_no, returnUrl: 'https://evil.example/' },
    });
    expect(res.body.code).toBe(4000);
    const page = await t.app.inject({
      method: 'GET',
      url: `/dev/pay/cashier?orderNo=${order.order_no}&channel=wxpay&returnUrl=${encodeURIComponent('//evil.example/x')}`,
    });
    expect(page.json()).toMatchObject({ success: false, code: 4000 });
  });

  it('another parent’s orderNo is 4004 and changes nothing', async () => {
    const order = await newOrder(t, parent.userId);
    const other = await loginParentFresh(t);
    expect((await paySign(order.order_no, 'pay_sign_wx', other.token)).body.code).toBe(4004);
    expect((await status(order.order_no, other.token)).body.code).toBe(4004);
    expect((await orderRow(t, order.order_no)).status).toBe('created');
  });
});

describe('settling without a notify, refunds and late payments', () => {
  it('polling settles an order whose notify was lost; order_status sees it at once too', async () => {
    const order = await newOrder(t, parent.userId);
    const sign = await paySign(order.order_no);
    await pressCashier(t, sign.body.data.cashierUrl, 'pay');
    await cancelJob(t.ctx.db, `sandbox-notify:pay:${order.order_no}`); // the notify is lost
    await drainJobs(t, new Date(Date.now() + 61_000));
    expect((await orderRow(t, order.order_no)).status).toBe('paid');
    expect(count(hookCalls.paid, order.order_no)).toBe(1);

    const second = await newOrder(t, parent.userId);
    const s2 = await paySign(second.order_no);
    await pressCashier(t, s2.body.data.cashierUrl, 'pay');
    await cancelJob(t.ctx.db, `sandbox-notify:pay:${second.order_no}`);
    expect((await status(second.order_no)).body.data.status).toBe('paid');
    expect((await status(second.order_no)).body.data.status).toBe('paid');
    expect(count(hookCalls.paid, second.order_no)).toBe(1);
  });

  const paidOrder = async () => {
    const order = await newOrder(t, parent.userId, 3000);
    const sign = await paySign(order.order_no);
    await pressCashier(t, sign.body.data.cashierUrl, 'pay');
    await drainJobs(t);
    return orderRow(t, order.order_no);
  };

  it('refund submit → refund notify → refunded, onRefunded once', async () => {
    const order = await paidOrder();
    const refundNo = await inTransaction(t.ctx.db, (trx) => requestRefund(trx, order, 3000, '取消预约'));
    expect((await orderRow(t, order.order_no)).status).toBe('refunding');
    await drainJobs(t);
    await drainJobs(t);
    const after = await orderRow(t, order.order_no);
    expect(after).toMatchObject({ status: 'refunded', refunded_fen: 3000 });
    const refund = await t.ctx.db.kysely
      .selectFrom('refunds')
      .selectAll()
      .where('refund_no', '=', String(refundNo))
      .executeTakeFirstOrThrow();
    expect(refund.status).toBe('succeeded');
    expect(count(hookCalls.refunded, order.order_no)).toBe(1);
    // The refund number is the order's own number and its refund count: unique by construction.
    expect(refundNo).toBe(`RF${order.order_no.slice(2)}01`);
  });

  it('a refund that fails puts the order back to paid and tells the parent', async () => {
    const order = await paidOrder();
    const refundNo = String(
      await inTransaction(t.ctx.db, (trx) => requestRefund(trx, order, 3000, '取消预约')),
    );
    await t.runJobs(); // refund-submit: the sandbox accepts it
    await sandboxOf(t).failRefund(refundNo);
    await drainJobs(t);
    expect((await orderRow(t, order.order_no)).status).toBe('paid');
    const refund = await t.ctx.db.kysely
      .selectFrom('refunds')
      .selectAll()
      .where('refund_no', '=', refundNo)
      .executeTakeFirstOrThrow();
    expect(refund.status).toBe('failed');
    const msg = await t.ctx.db.kysely
      .selectFrom('system_messages')
      .selectAll()
      .where('user_id', '=', parent.userId)
      .where('title', '=', '退款失败')
      .execute();
    expect(msg.length).toBe(1);
    expect(count(hookCalls.refunded, order.order_no)).toBe(0);
  });

  it('a payment that arrives after the order closed confirms nothing and is refunded in full', async () => {
    const order = await newOrder(t, parent.userId, 1800);
    const sign = await paySign(order.order_no);
    await inTransaction(t.ctx.db, (trx) => closeUnpaidOrder(t.ctx, trx, order.id));
    await pressCashier(t, sign.body.data.cashierUrl, 'pay');
    await drainJobs(t);
    await drainJobs(t, new Date(Date.now() + 61_000));
    expect((await orderRow(t, order.order_no)).status).toBe('closed');
    expect(count(hookCalls.paid, order.order_no)).toBe(0);
    const refunds = await t.ctx.db.kysely
      .selectFrom('refunds')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount_fen: 1800, status: 'succeeded' });
    expect(count(hookCalls.refunded, order.order_no)).toBe(0);
  });
});
