import type { FeeQuote } from '@sprout/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../src/modules/reconciliation/reconciliation.service.ts';
import { claimed, couponRow, liveCampaign } from './coupons-support.ts';
import { billByHand, billRow, family, freshKey, managerOf, payInSandbox, startPay } from './fees-support.ts';
import { leaksInRun, startTestApp, type TestApp } from './harness.ts';
import { seedPoints } from './mall-support.ts';
import { buy, ok, saveProduct, servicesLeft, setSelling } from './package-cards-support.ts';
import { drainJobs, orderRow } from './payments-helpers.ts';

/**
 * Issue 15's checkout with every real value source at once (member discount, coupons, points,
 * package cards): a member family pays two clinic bills together; the quote explains each discount,
 * the order takes exactly what it showed, a whole refund gives all of it back, and reconciliation
 * finds the books in order. The sources' own suites test each alone.
 */
let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  manager = await managerOf(t);
  for (const item of [
    { code: 'EXAM', name: '儿保体检', category: 'exam', unitPriceFen: 15_000 },
    { code: 'LAB', name: '血常规', category: 'lab', unitPriceFen: 8_000 },
    { code: 'TREAT', name: '雾化治疗', category: 'treatment', unitPriceFen: 20_000 },
  ]) {
    const res = await t.call('POST', '/api/console/fees/items/save', {
      token: manager,
      body: { ...item, enabled: true },
    });
    expect(res.body.success, res.raw).toBe(true);
  }
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

const pointsOf = async (userId: number) =>
  await t.ctx.db.kysely
    .selectFrom('points_entries')
    .select(['points', 'kind', 'ref'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
const sum = (rows: { points: number }[]) => rows.reduce((a, r) => a + r.points, 0);

describe('checkout with the real member discount, coupon, points and package card', () => {
  it('quotes each discount with its reason, takes exactly that, and a whole refund gives all of it back', async () => {
    const f = await family(t);
    await seedPoints(t, f.userId, 3_000); // activates membership (普通会员卡: 检查/检验 95 %, 治疗 90 %)
    // A package card with 3 儿保体检, bought and paid through the sandbox like any order.
    expect((await setSelling(t, manager, true)).body.success).toBe(true);
    const productId = await saveProduct(t, manager, {
      services: [{ serviceCode: 'EXAM', serviceName: '儿保体检', uses: 3 }],
    });
    const bought = ok(await buy(t, f.token, productId, f.babyId));
    await payInSandbox(t, f.token, bought.orderNo);
    // 检查费、检验费满100减20, not with the member discount.
    const campaign = await liveCampaign(t, manager);
    const coupon = await claimed(t, f.token, campaign.campaignId);

    const first = await billByHand(t, manager, f.pid, [
      { itemCode: 'EXAM', quantity: 1 },
      { itemCode: 'TREAT', quantity: 1 },
    ]);
    const second = await billByHand(t, manager, f.pid, [{ itemCode: 'LAB', quantity: 2 }]);
    const billIds = [first.billId, second.billId];
    // 3,000 seeded and what the card's payment earned (the parent was a member when paying it).
    const balance = sum(await pointsOf(f.userId));
    expect(balance).toBeGreaterThan(3_000);

    const quoted = await t.call<FeeQuote>('POST', '/opordering/wechatapp/feeOpenPay', {
      token: f.token,
      body: { billIds },
    });
    expect(quoted.body.success, quoted.raw).toBe(true);
    const q = quoted.body.data;
    expect(q.totalFen).toBe(15_000 + 20_000 + 16_000);
    const byKind = Object.fromEntries(q.adjustments.map((a) => [a.kind, a]));
    // The card covers the check-up; 治疗 gets the member's 10 % off; the coupon's 20 yuan beats the
    // member's 5 % (8 yuan) on the two blood tests; points pay at most half of what is left.
    expect(byKind.package?.amountFen).toBe(15_000);
    expect(byKind.member?.amountFen).toBe(2_000);
    expect(byKind.coupon?.amountFen).toBe(2_000);
    const left = 51_000 - 15_000 - 2_000 - 2_000;
    expect(byKind.points?.amountFen).toBe(Math.min(balance, Math.floor(left / 2)));
    for (const a of q.adjustments) expect(a.reason.length).toBeGreaterThan(3);
    expect(q.coupons.find((c) => c.chosen)?.blocker).toBeNull();
    expect(q.payFen).toBe(q.totalFen - q.adjustments.reduce((s, a) => s + a.amountFen, 0));
    expect(q.lines.reduce((s, l) => s + l.payFen, 0)).toBe(q.payFen);

    // A client-sent price would be ignored: the body takes none (strict), the server's quote is paid.
    const started = await startPay(t, f.token, billIds);
    expect(started.body.success, started.raw).toBe(true);
    expect(started.body.data.payFen).toBe(q.payFen);
    const order = await orderRow(t, started.body.data.orderNo);
    expect(order.amount_fen).toBe(q.payFen);
    expect((await couponRow(t, coupon.couponCode)).used_order_id).toBe(order.id);
    expect(await servicesLeft(t, bought.cardId)).toEqual({ EXAM: 2 });
    const afterStart = await pointsOf(f.userId);
    expect(sum(afterStart)).toBe(balance - q.pointsUsed);

    await payInSandbox(t, f.token, order.order_no);
    expect((await orderRow(t, order.order_no)).status).toBe('paid');
    expect((await billRow(t, first.billId)).status).toBe('paid');
    const afterPay = await pointsOf(f.userId);
    const earned = afterPay.filter((e) => e.kind === 'earn' && e.ref.includes(`:${order.id}:`));
    expect(earned).toHaveLength(1);

    // 退费 of the whole order: money back, and the coupon, the points and the card's use with it.
    const refunded = await t.call('POST', '/api/console/fees/orders/refund', {
      token: manager,
      body: { orderNo: order.order_no, reason: '家长要求退费', requestKey: freshKey() },
    });
    expect(refunded.body.success, refunded.raw).toBe(true);
    await drainJobs(t);
    expect((await orderRow(t, order.order_no)).status).toBe('refunded');
    expect((await billRow(t, second.billId)).status).toBe('refunded');
    expect(await servicesLeft(t, bought.cardId)).toEqual({ EXAM: 3 });
    expect((await couponRow(t, coupon.couponCode)).used_order_id).toBeNull();
    // Every point spent on the order came back and every point it earned was taken back.
    const afterRefund = await pointsOf(f.userId);
    const ofOrder = (id: number) => afterRefund.filter((e) => e.ref.startsWith(`order:${id}:`));
    expect(ofOrder(order.id).length).toBeGreaterThanOrEqual(4); // spend, earn, and their reversals
    expect(sum(ofOrder(order.id))).toBe(0);
    const cardOrderId = (await orderRow(t, bought.orderNo)).id;
    expect(sum(afterRefund)).toBe(balance);
    expect(balance).toBe(3_000 + sum(ofOrder(cardOrderId)));

    const run = await reconcile(t.ctx, 'nightly');
    expect(run.differences).toEqual([]);
  });
});
