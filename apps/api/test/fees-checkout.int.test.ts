import type { FeeQuote, FeeReceipt } from '@sprout/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';
import { inTransaction } from '../src/db/database.ts';
import { settleWithoutMoney } from '../src/modules/payments/settle-without-money.service.ts';
import { count, drainJobs, hookCalls, newOrder, orderRow, registerTestKind } from './payments-helpers.ts';
import {
  billByHand,
  billRow,
  family,
  managerOf,
  payInSandbox,
  saveItems,
  startPay,
  W,
} from './fees-support.ts';
import { offered, TEST_COUPON, testValueSource } from './fees-test-source.ts';
import { seedPoints } from './mall-support.ts';

// Checkout on clinic fees with a value source registered by this test only: the discount is shown with
// its reason before paying, taken in the order's transaction, and given back when the order closes.
let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  t.ctx.valueSources.register('fees-test', testValueSource);
  registerTestKind(t);
  manager = await managerOf(t);
  await saveItems(t, manager);
});
afterAll(async () => {
  await t.close();
});

const auditsOf = (orderNo: string) =>
  t.ctx.db.kysely
    .selectFrom('audit_log')
    .select('action')
    .where('subject_type', '=', 'order')
    .where('subject_id', '=', orderNo)
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((r) => r.action));

describe('fee checkout with a value source', () => {
  it('shows each discount with its reason and why a coupon does not apply; the order costs the quote', async () => {
    offered.coupons = [TEST_COUPON];
    offered.points = null;
    const f = await family(t);
    const bill = await billByHand(t, manager, f.pid, [{ itemCode: 'EX-BLOOD', quantity: 2 }]);
    const q = await t.call<FeeQuote>('POST', `${W}/feeOpenPay`, {
      token: f.token,
      body: { billIds: [bill.billId] },
    });
    expect(q.body.data).toMatchObject({ totalFen: 7000, payFen: 6300, discountFen: 700 });
    expect(q.body.data.adjustments).toEqual([
      { kind: 'member', amountFen: 700, reason: '会员折扣：检验费9折' },
    ]);
    const [coupon] = q.body.data.coupons;
    expect(coupon).toMatchObject({ couponId: 7001, name: '检查满减券', chosen: false });
    expect(coupon?.blocker).toBeTruthy();
    // A coupon for another item cannot be picked here; the page greys it out with its reason.
    expect(coupon?.usable).toBe(false);
    expect(q.body.data.memberDiscountNotes).toEqual([]);
    const started = await startPay(t, f.token, [bill.billId]);
    expect(started.body.data.payFen).toBe(6300);
    expect((await orderRow(t, started.body.data.orderNo)).amount_fen).toBe(6300);
    expect(await auditsOf(started.body.data.orderNo)).toEqual(['test.source.take']);
    await payInSandbox(t, f.token, started.body.data.orderNo);
    const receipt = await t.call<FeeReceipt>('GET', `${W}/feeReceipt`, {
      token: f.token,
      query: { orderNo: started.body.data.orderNo },
    });
    expect(receipt.body.data).toMatchObject({ totalFen: 7000, payFen: 6300 });
    expect(receipt.body.data.adjustments.map((a) => a.kind)).toEqual(['member']);
  });

  it('uses the coupon on the item it names, and the coupon choice "none" drops it', async () => {
    offered.coupons = [TEST_COUPON];
    const f = await family(t);
    const bill = await billByHand(t, manager, f.pid, [{ itemCode: 'EX-XRAY', quantity: 1 }]);
    const best = await t.call<FeeQuote>('POST', `${W}/feeOpenPay`, {
      token: f.token,
      body: { billIds: [bill.billId] },
    });
    expect(best.body.data).toMatchObject({ payFen: 10000, couponId: 7001 });
    expect(best.body.data.coupons[0]).toMatchObject({ chosen: true, blocker: null, usable: true });
    const none = await t.call<FeeQuote>('POST', `${W}/feeOpenPay`, {
      token: f.token,
      body: { billIds: [bill.billId], coupon: 'none' },
    });
    expect(none.body.data).toMatchObject({ payFen: 12000, couponId: null });
    // Left out by the parent's own choice, the coupon stays one the parent may pick again.
    expect(none.body.data.coupons[0]).toMatchObject({
      chosen: false,
      usable: true,
      blocker: '本次未选择使用优惠券',
    });
  });

  it('a take that fails rolls the order back: no order, the bill stays 待缴费', async () => {
    const f = await family(t);
    const bill = await billByHand(t, manager, f.pid);
    offered.failTake = true;
    try {
      const res = await startPay(t, f.token, [bill.billId]);
      expect(res.body.success).toBe(false);
    } finally {
      offered.failTake = false;
    }
    expect(await billRow(t, bill.billId)).toMatchObject({ status: 'unpaid', order_id: null });
    const orders = await t.ctx.db.kysely
      .selectFrom('orders')
      .select('id')
      .where('kind', '=', 'clinic_fee')
      .where('subject_id', '=', bill.billId)
      .execute();
    expect(orders).toEqual([]);
  });

  it('member pay: points cover everything, the order is paid at once without a channel; closing gives back', async () => {
    offered.coupons = [];
    offered.points = { balance: 100_000, fenPerPoint: 1, maxPayPercent: 100 };
    try {
      const f = await family(t);
      // The real points source takes what checkout chose from the parent's own ledger: a member with
      // enough points (the test source's offer stands in for the clinic's 100 % rule).
      await seedPoints(t, f.userId, 100_000);
      const bill = await billByHand(t, manager, f.pid);
      const started = await startPay(t, f.token, [bill.billId]);
      expect(started.body.data).toMatchObject({ payFen: 0, settled: true });
      const order = await orderRow(t, started.body.data.orderNo);
      expect(order).toMatchObject({ status: 'paid', amount_fen: 0, channel: 'checkout' });
      expect((await billRow(t, bill.billId)).status).toBe('paid');

      const unpaid = await billByHand(t, manager, f.pid);
      offered.points = { balance: 100, fenPerPoint: 1, maxPayPercent: 100 };
      const partly = await startPay(t, f.token, [unpaid.billId]);
      expect(partly.body.data.settled).toBe(false);
      await drainJobs(t, new Date(Date.now() + 16 * 60_000));
      expect((await billRow(t, unpaid.billId)).status).toBe('unpaid');
      expect(await auditsOf(partly.body.data.orderNo)).toEqual(['test.source.take', 'test.source.giveBack']);
    } finally {
      offered.points = null;
    }
  });
});

describe('settleWithoutMoney', () => {
  it("settles an order of 0 fen once (the kind's onPaid once) and refuses one that costs money", async () => {
    const parent = await family(t);
    const free = await newOrder(t, parent.userId, 0);
    const settle = () => inTransaction(t.ctx.db, async (trx) => settleWithoutMoney(t.ctx, trx, free));
    expect((await settle())?.status).toBe('paid');
    expect(await settle()).toBeUndefined();
    expect(count(hookCalls.paid, free.order_no)).toBe(1);
    const priced = await newOrder(t, parent.userId, 2500);
    await expect(inTransaction(t.ctx.db, (trx) => settleWithoutMoney(t.ctx, trx, priced))).rejects.toThrow(
      /costs 2500/,
    );
    expect((await orderRow(t, priced.order_no)).status).toBe('created');
  });
});
