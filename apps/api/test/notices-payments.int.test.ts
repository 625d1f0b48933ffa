import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/database.ts';
import { settleWithoutMoney } from '../src/modules/payments/settle-without-money.service.ts';
import { addBaby, book, insertSlot } from './booking-fixtures.ts';
import { askPaid, saveService } from './consultation-support.ts';
import { billByHand, family, managerOf, payInSandbox, saveItems, startPay } from './fees-support.ts';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';
import { drainAt, messagesTitled, minutesFromNow, noticesOf, smsOf } from './notices-support.ts';
import { buy, payOrder, saveProduct, setSelling } from './package-cards-support.ts';
import { newOrder, orderRow, registerTestKind } from './payments-helpers.ts';

/**
 * 支付成功 (issue 22): an order of any kind paid is one notice; the in-app message is the notice's only
 * where the kind posts none of its own (预约成功 and 问诊已提交 stay the only messages of theirs).
 */
let t: TestApp;
let manager: string;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  registerTestKind(t);
  manager = await managerOf(t);
  await saveItems(t, manager);
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

const db = () => t.ctx.db.kysely;
const paidNotices = async (orderNo: string) =>
  noticesOf(t, 'payment-succeeded', (await orderRow(t, orderNo)).id);

describe('an order is paid', () => {
  it('a registration: one notice by SMS beside 预约成功, no second message, however often the notify comes', async () => {
    const parent = await loginParentFresh(t);
    const babyId = await addBaby(t, parent.token, '小禾');
    const booked = await book(t, parent.token, babyId, await insertSlot(t, 2));
    const orderNo = booked.body.data.orderNo ?? '';
    expect(orderNo).not.toBe('');
    await payInSandbox(t, parent.token, orderNo);
    const order = await orderRow(t, orderNo);
    expect(order.status).toBe('paid');
    expect(await paidNotices(orderNo)).toMatchObject([
      { notice_key: `payment-succeeded:${order.id}`, message_id: null, channels: 'sms' },
    ]);
    expect(await messagesTitled(t, parent.userId, '预约成功')).toHaveLength(1);
    expect(await messagesTitled(t, parent.userId, '支付成功')).toEqual([]);

    // The provider delivers the payment notify again: settled already, nothing more.
    await db()
      .updateTable('jobs')
      .set({ status: 'pending', run_at: new Date().toISOString() })
      .where('dedupe_key', 'like', `sandbox-notify:%${orderNo.slice(2)}%`)
      .execute();
    await drainAt(t, minutesFromNow(1));
    expect(await paidNotices(orderNo)).toHaveLength(1);
    expect(await smsOf(t, parent.mobile, 'payment-succeeded')).toEqual([
      `【小芽儿童健康】您的订单「${order.title}」已支付成功，金额${(order.amount_fen / 100).toFixed(2)}元。`,
    ]);
  });

  it('a consultation: one notice beside 问诊已提交, no second message', async () => {
    await saveService(t, manager, { doctorId: 1, priceFen: 3990 });
    const parent = await loginParentFresh(t);
    const inquiryId = await askPaid(t, parent.token, await addBaby(t, parent.token, '小苗'), 1);
    const inquiry = await db()
      .selectFrom('inquiries')
      .selectAll()
      .where('id', '=', inquiryId)
      .executeTakeFirstOrThrow();
    expect(await noticesOf(t, 'payment-succeeded', inquiry.order_id ?? 0)).toMatchObject([
      { message_id: null },
    ]);
    expect(await messagesTitled(t, parent.userId, '问诊已提交')).toHaveLength(1);
    expect(await messagesTitled(t, parent.userId, '支付成功')).toEqual([]);
    await drainAt(t, minutesFromNow(1));
    expect(await smsOf(t, parent.mobile, 'payment-succeeded')).toHaveLength(1);
  });

  it('a package card: the notice brings the message, opening the card', async () => {
    expect((await setSelling(t, manager, true)).body.success).toBe(true);
    const productId = await saveProduct(t, manager);
    const parent = await loginParentFresh(t);
    const bought = await buy(t, parent.token, productId, await addBaby(t, parent.token, '小卡'));
    expect(bought.body.success, bought.raw).toBe(true);
    await payOrder(t, bought.body.data.orderNo);
    await payOrder(t, bought.body.data.orderNo);
    const notices = await paidNotices(bought.body.data.orderNo);
    expect(notices).toHaveLength(1);
    expect(await messagesTitled(t, parent.userId, '支付成功')).toEqual([
      {
        id: notices[0]?.message_id,
        category: 'payment',
        title: '支付成功',
        content: '订单「套餐卡·儿保套餐」已支付成功，金额 400.00 元。',
        link: `/pages/newFun/setMealDetail?cardId=${bought.body.data.cardId}`,
      },
    ]);
  });

  it('a clinic bill paid online: the notice brings the message, opening 已缴费', async () => {
    const f = await family(t);
    const bill = await billByHand(t, manager, f.pid);
    const started = await startPay(t, f.token, [bill.billId]);
    expect(started.body.success, started.raw).toBe(true);
    await payInSandbox(t, f.token, started.body.data.orderNo);
    const notices = await paidNotices(started.body.data.orderNo);
    expect(notices).toHaveLength(1);
    expect(await messagesTitled(t, f.userId, '支付成功')).toMatchObject([
      { id: notices[0]?.message_id, link: '/pages/htmlFee/feeIndex?tab=paid' },
    ]);
    expect(await smsOf(t, f.mobile, 'payment-succeeded')).toHaveLength(1);
  });

  it('an order checkout covered entirely: the message only, no text about 0.00 元', async () => {
    const parent = await loginParentFresh(t);
    const order = await newOrder(t, parent.userId, 0);
    await inTransaction(t.ctx.db, (trx) => settleWithoutMoney(t.ctx, trx, order));
    expect(await paidNotices(order.order_no)).toEqual([]);
    expect(await messagesTitled(t, parent.userId, '支付成功')).toMatchObject([
      {
        content: `订单「${order.title}」已用积分、套餐卡等抵扣付清。`,
        link: `/pages/newFun/consumeDetail?orderNo=${order.order_no}`,
      },
    ]);
    await drainAt(t, minutesFromNow(1));
    expect(await smsOf(t, parent.mobile, 'payment-succeeded')).toEqual([]);
  });
});
