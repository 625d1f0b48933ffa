import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBaby, book, insertSlot } from './booking-fixtures.ts';
import { askPaid, K, saveService } from './consultation-support.ts';
import {
  billByHand,
  billRow,
  F,
  family,
  managerOf,
  payInSandbox,
  saveItems,
  startPay,
} from './fees-support.ts';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';
import { drainAt, messagesTitled, minutesFromNow, noticesOf, smsOf } from './notices-support.ts';
import { paidCard, PC, saveProduct, setSelling } from './package-cards-support.ts';

/**
 * 退款已到账 (issue 22): every refund that settles is one refundSettled notice (SMS) and one in-app
 * message, for each kind: a registration, a consultation, a package card (退卡, part of the order) and a
 * clinic fee (退费); the late payment's refund is payments-late.int.test.ts's.
 */
let t: TestApp;
let manager: string;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  manager = await managerOf(t);
  await saveItems(t, manager);
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

/** Submits the refund, delivers its notify, and once more: a settled refund tells nothing twice. */
const settleRefunds = async () => {
  await drainAt(t, minutesFromNow(0.1));
  await drainAt(t, minutesFromNow(0.1));
};

const refundsOfUser = (userId: number) =>
  t.ctx.db.kysely
    .selectFrom('refunds as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .select(['r.id', 'r.status', 'r.amount_fen', 'o.title'])
    .where('o.user_id', '=', userId)
    .execute();

/** The one settled refund of the parent: one notice, one SMS naming its amount. */
const toldOnce = async (parent: { userId: number; mobile: string }) => {
  const [refund, ...more] = await refundsOfUser(parent.userId);
  expect(more).toEqual([]);
  expect(refund?.status).toBe('succeeded');
  expect(await noticesOf(t, 'refund-settled', refund?.id)).toHaveLength(1);
  expect(await smsOf(t, parent.mobile, 'refund-settled')).toEqual([
    `【小芽儿童健康】您的订单「${refund?.title}」退款${((refund?.amount_fen ?? 0) / 100).toFixed(2)}元已原路退回，请留意支付账户的到账通知。`,
  ]);
};

describe('a refund settles', () => {
  it('a registration cancelled after paying', async () => {
    const parent = await loginParentFresh(t);
    const babyId = await addBaby(t, parent.token, '小禾');
    const booked = await book(t, parent.token, babyId, await insertSlot(t, 2));
    await payInSandbox(t, parent.token, booked.body.data.orderNo ?? '');
    const cancelled = await t.call('POST', '/opordering/wechatapp/cancelAppointment', {
      token: parent.token,
      body: { weId: booked.body.data.weId },
    });
    expect(cancelled.body.success, cancelled.raw).toBe(true);
    await settleRefunds();
    await toldOnce(parent);
    expect(await messagesTitled(t, parent.userId, '退款成功')).toHaveLength(1);
  });

  it('a consultation refunded by a manager', async () => {
    await saveService(t, manager, { doctorId: 1, priceFen: 3990 });
    const parent = await loginParentFresh(t);
    const inquiryId = await askPaid(t, parent.token, await addBaby(t, parent.token, '小苗'), 1);
    const refunded = await t.call('POST', `${K}/inquiry/refund`, {
      token: manager,
      body: { inquiryId, reason: '家长要求退款' },
    });
    expect(refunded.body.success, refunded.raw).toBe(true);
    await settleRefunds();
    await toldOnce(parent);
    expect(await messagesTitled(t, parent.userId, '退款成功')).toHaveLength(1);
  });

  it('a package card refunded (退卡): part of the order, told in the app with the card', async () => {
    expect((await setSelling(t, manager, true)).body.success).toBe(true);
    const productId = await saveProduct(t, manager);
    const parent = await loginParentFresh(t);
    const cardId = await paidCard(t, parent.token, productId, await addBaby(t, parent.token, '小卡'));
    const refunded = await t.call<{ refundFen: number }>('POST', `${PC}/card/refund`, {
      token: manager,
      body: { cardId, reason: '家长搬家', requestKey: randomUUID() },
    });
    expect(refunded.body.success, refunded.raw).toBe(true);
    await settleRefunds();
    await toldOnce(parent);
    expect(await messagesTitled(t, parent.userId, '退款成功')).toEqual([
      {
        id: expect.any(Number),
        category: 'payment',
        title: '退款成功',
        content: `「套餐卡·儿保套餐」退卡退款 ${(refunded.body.data.refundFen / 100).toFixed(2)} 元已原路退回，请注意查收。`,
        link: `/pages/newFun/setMealDetail?cardId=${cardId}`,
      },
    ]);
  });

  it('a clinic fee refunded (退费): told in the app, opening 已缴费', async () => {
    const f = await family(t);
    const bill = await billByHand(t, manager, f.pid);
    const started = await startPay(t, f.token, [bill.billId]);
    await payInSandbox(t, f.token, started.body.data.orderNo);
    const refunded = await t.call('POST', `${F}/orders/refund`, {
      token: manager,
      body: { orderNo: started.body.data.orderNo, reason: '重复缴费', requestKey: randomUUID() },
    });
    expect(refunded.body.success, refunded.raw).toBe(true);
    await settleRefunds();
    expect((await billRow(t, bill.billId)).status).toBe('refunded');
    await toldOnce({ userId: f.userId, mobile: f.mobile });
    expect(await messagesTitled(t, f.userId, '退费成功')).toMatchObject([
      { link: '/pages/htmlFee/feeIndex?tab=paid', content: expect.stringContaining('35.00 元已原路退回') },
    ]);
  });
});
