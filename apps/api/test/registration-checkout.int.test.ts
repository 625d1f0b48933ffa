import type { Appointment, CheckoutQuote } from '@sprout/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../src/modules/reconciliation/reconciliation.service.ts';
import { insertSlot, setFacility, slotBooked } from './booking-fixtures.ts';
import { claimed, couponIdOf, couponRow, liveCampaign } from './coupons-support.ts';
import { family, managerOf, payInSandbox } from './fees-support.ts';
import { leaksInRun, startTestApp, type TestApp } from './harness.ts';
import { seedPoints } from './mall-support.ts';
import { buy, ok, saveProduct, servicesLeft, setSelling } from './package-cards-support.ts';
import { drainJobs, orderRow } from './payments-helpers.ts';

/**
 * 预约挂号 through checkout (issue 22): the registration fee is one checkout line (service code
 * REGISTRATION, category 挂号费), so a member discount on 挂号费, a coupon or package card naming the
 * service and points pay it as they pay a clinic bill; the booking quotes again in its transaction,
 * the order costs what is left, and a cancel gives every part back.
 */
const W = '/opordering/wechatapp';
const FEE = 5_000;
let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  manager = await managerOf(t);
  await t.ctx.db.kysely
    .updateTable('doctors')
    .set({ registration_fee_fen: FEE })
    .where('id', '=', 1)
    .execute();
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

const quote = (token: string, body: Record<string, unknown>) =>
  t.call<CheckoutQuote>('POST', `${W}/registrationQuote`, { token, body });
const book = (token: string, body: Record<string, unknown>) =>
  t.call<Appointment>('POST', `${W}/addAppointment`, { token, body: { visitReason: '复诊', ...body } });
const cancel = (token: string, weId: number) =>
  t.call<Appointment>('POST', `${W}/cancelAppointment`, { token, body: { weId } });
const pointsOf = async (userId: number) =>
  (
    await t.ctx.db.kysely
      .selectFrom('points_entries')
      .select((eb) => eb.fn.sum<number>('points').as('total'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).total;
const appointmentRow = (weId: number) =>
  t.ctx.db.kysely.selectFrom('appointments').selectAll().where('id', '=', weId).executeTakeFirstOrThrow();
/** 挂号费 at `payPercent` % for members of the default card. */
const registrationDiscount = async (payPercent: number) => {
  const card = await t.ctx.db.kysely
    .selectFrom('member_card_types')
    .select('id')
    .where('is_default', '=', 1)
    .executeTakeFirstOrThrow();
  await t.ctx.db.kysely
    .deleteFrom('member_card_discounts')
    .where('card_type_id', '=', card.id)
    .where('category', '=', 'registration')
    .execute();
  await t.ctx.db.kysely
    .insertInto('member_card_discounts')
    .values({
      card_type_id: card.id,
      category: 'registration',
      category_name: '挂号费',
      pay_percent: payPercent,
    })
    .execute();
};

describe('预约挂号 through checkout', () => {
  it('quotes the member discount, a 挂号 coupon and points with reasons; the booking costs exactly that; a cancel gives it all back', async () => {
    const f = await family(t);
    await seedPoints(t, f.userId, 1_000); // a member, 1,000 points (1 fen each, at most half of what is left)
    await registrationDiscount(80);
    const campaign = await liveCampaign(t, manager, {
      name: '挂号立减10元',
      valueFen: 1_000,
      thresholdFen: 0,
      serviceCodes: ['REGISTRATION'],
      scopeText: '仅限预约挂号',
      stacksWithMemberDiscount: true,
    });
    const coupon = await claimed(t, f.token, campaign.campaignId);
    const slotId = await insertSlot(t);

    const q = ok(await quote(f.token, { babyId: f.babyId, slotId }));
    expect(q.lines).toEqual([
      expect.objectContaining({ name: '预约挂号', categoryLabel: '挂号费', amountFen: FEE }),
    ]);
    const byKind = Object.fromEntries(q.adjustments.map((a) => [a.kind, a.amountFen]));
    // 80 % of 50.00 is 40.00; the coupon takes 10.00; points pay at most half of the 30.00 left.
    expect(byKind).toEqual({ member: 1_000, coupon: 1_000, points: 1_000 });
    expect(q.payFen).toBe(2_000);
    expect(q.coupons.find((c) => c.chosen)?.name).toBe('挂号立减10元');
    for (const a of q.adjustments) expect(a.reason.length).toBeGreaterThan(3);

    const booked = ok(await book(f.token, { babyId: f.babyId, slotId, coupon: 'best', usePoints: true }));
    expect(booked.status).toBe('pending_payment');
    const order = await orderRow(t, booked.orderNo ?? '');
    expect(order.amount_fen).toBe(q.payFen);
    expect((await couponRow(t, coupon.couponCode)).used_order_id).toBe(order.id);
    expect(await pointsOf(f.userId)).toBe(0);

    await payInSandbox(t, f.token, order.order_no);
    expect((await appointmentRow(booked.weId)).status).toBe('booked');
    const pointsAfterPay = await pointsOf(f.userId); // paying 20.00 earned points as a member

    const cancelled = await cancel(f.token, booked.weId);
    expect(cancelled.body.success, cancelled.raw).toBe(true);
    await drainJobs(t);
    expect((await orderRow(t, order.order_no)).status).toBe('refunded');
    expect((await couponRow(t, coupon.couponCode)).used_order_id).toBeNull();
    // The 1,000 points spent come back; what the payment earned goes with the refund.
    expect(pointsAfterPay).toBeGreaterThan(0);
    expect(await pointsOf(f.userId)).toBe(1_000);
    expect(await slotBooked(t, slotId)).toBe(0);
    expect((await reconcile(t.ctx, 'nightly')).differences).toEqual([]);
  });

  it('a package card with 预约挂号 covers the fee: booked at once with no money, and a cancel gives the use back', async () => {
    const f = await family(t);
    expect((await setSelling(t, manager, true)).body.success).toBe(true);
    const productId = await saveProduct(t, manager, {
      name: '复诊挂号卡',
      services: [{ serviceCode: 'REGISTRATION', serviceName: '预约挂号', uses: 2 }],
    });
    const card = ok(await buy(t, f.token, productId, f.babyId));
    await payInSandbox(t, f.token, card.orderNo);
    const slotId = await insertSlot(t);

    const q = ok(await quote(f.token, { babyId: f.babyId, slotId, usePoints: false }));
    expect(q.adjustments.map((a) => a.kind)).toEqual(['package']);
    expect(q.payFen).toBe(0);

    const booked = ok(await book(f.token, { babyId: f.babyId, slotId, usePackageCards: true }));
    expect(booked.status).toBe('booked');
    const order = await orderRow(t, booked.orderNo ?? '');
    expect(order).toMatchObject({ status: 'paid', amount_fen: 0, channel: 'checkout' });
    expect(await servicesLeft(t, card.cardId)).toEqual({ REGISTRATION: 1 });
    const jobs = await t.ctx.db.kysely
      .selectFrom('jobs')
      .select('kind')
      .where('dedupe_key', '=', `appointment-hold:${booked.weId}`)
      .execute();
    expect(jobs).toEqual([]); // nothing to expire: nothing is owed

    ok(await cancel(f.token, booked.weId));
    await drainJobs(t);
    expect((await orderRow(t, order.order_no)).status).toBe('refunded');
    expect(await servicesLeft(t, card.cardId)).toEqual({ REGISTRATION: 2 });
    const messages = await t.ctx.db.kysely
      .selectFrom('system_messages')
      .select(['title', 'content'])
      .where('user_id', '=', f.userId)
      .where('title', 'in', ['预约已取消', '退款成功'])
      .execute();
    expect(messages).toEqual([{ title: '预约已取消', content: expect.stringContaining('套餐卡次数已退回') }]);
    expect((await reconcile(t.ctx, 'nightly')).differences).toEqual([]);
  });

  it('a booking that names no wishes spends no coupon, points or card the parent did not see (the member discount still applies)', async () => {
    const f = await family(t);
    await seedPoints(t, f.userId, 5_000);
    await registrationDiscount(90);
    const campaign = await liveCampaign(t, manager, {
      name: '挂号券',
      valueFen: 500,
      thresholdFen: 0,
      serviceCodes: ['REGISTRATION'],
      stacksWithMemberDiscount: true,
    });
    const coupon = await claimed(t, f.token, campaign.campaignId);
    const booked = ok(await book(f.token, { babyId: f.babyId, slotId: await insertSlot(t) }));
    const order = await orderRow(t, booked.orderNo ?? '');
    expect(order.amount_fen).toBe(4_500);
    expect((await couponRow(t, coupon.couponCode)).used_order_id).toBeNull();
    expect(await pointsOf(f.userId)).toBe(5_000);
  });

  it('eight bookings racing for one coupon and one points balance: the coupon and points are spent once, every loser is refused whole (4009, its seat back)', async () => {
    const f = await family(t);
    await seedPoints(t, f.userId, 400);
    const campaign = await liveCampaign(t, manager, {
      name: '挂号立减5元',
      valueFen: 500,
      thresholdFen: 0,
      serviceCodes: ['REGISTRATION'],
      stacksWithMemberDiscount: true,
    });
    const coupon = await claimed(t, f.token, campaign.campaignId);
    const couponId = await couponIdOf(t, coupon.couponCode);
    await setFacility(t, { one_booking_per_half_day: 0 }); // one child, eight slots of one half-day
    const slots: number[] = [];
    for (let i = 0; i < 8; i++) slots.push(await insertSlot(t));
    const answers = await Promise.all(
      slots.map((slotId) => book(f.token, { babyId: f.babyId, slotId, coupon: couponId, usePoints: true })),
    );
    const won = answers.filter((a) => a.body.success);
    const lost = answers.filter((a) => !a.body.success);
    // The parent named the coupon: a booking that cannot have it is refused whole, never charged
    // more than the page showed, whether its quote saw the coupon used or it lost the race to it.
    expect(won).toHaveLength(1);
    for (const a of lost) {
      expect(a.body.code, a.raw).toBe(4009);
      expect(a.body.msg).toMatch(/优惠券/);
    }
    const withCoupon = await t.ctx.db.kysely
      .selectFrom('coupons')
      .select('used_order_id')
      .where('id', '=', couponId)
      .executeTakeFirstOrThrow();
    expect(withCoupon.used_order_id).not.toBeNull();
    const booked = await Promise.all(slots.map((s) => slotBooked(t, s)));
    expect(booked.reduce((a, b) => a + b, 0)).toBe(won.length);
    // The balance never goes below zero, and what the orders say they took is what left it.
    const taken = await t.ctx.db.kysely
      .selectFrom('order_checkouts')
      .innerJoin('orders', 'orders.id', 'order_checkouts.order_id')
      .select('order_checkouts.settlement')
      .where('orders.user_id', '=', f.userId)
      .execute();
    const pointsUsed = taken.reduce(
      (sum, r) => sum + (JSON.parse(r.settlement) as { pointsUsed: number }).pointsUsed,
      0,
    );
    expect(await pointsOf(f.userId)).toBe(400 - pointsUsed);
    expect(await pointsOf(f.userId)).toBeGreaterThanOrEqual(0);
    await setFacility(t, { one_booking_per_half_day: 1 });
    expect((await reconcile(t.ctx, 'nightly')).differences).toEqual([]);
  });

  it('quotes only for the parent’s own child and a slot that exists; a 收费项目 may not take the service code', async () => {
    const a = await family(t);
    const b = await family(t, '别家宝宝');
    const slotId = await insertSlot(t);
    expect((await quote(a.token, { babyId: b.babyId, slotId })).body.code).toBe(4004);
    expect((await quote(a.token, { babyId: a.babyId, slotId: 999_999 })).body.code).toBe(4004);
    const clash = await t.call('POST', '/api/console/fees/items/save', {
      token: manager,
      body: {
        code: 'registration',
        name: '挂号',
        category: 'registration',
        unitPriceFen: 100,
        enabled: true,
      },
    });
    expect(clash.body.success).toBe(false);
    expect(clash.body.msg).toContain('系统服务');
  });
});
