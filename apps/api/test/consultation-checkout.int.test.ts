import type { CheckoutQuote } from '@sprout/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/database.ts';
import { settleDifference } from '../src/modules/consultation/inquiry-moves.ts';
import { reconcile } from '../src/modules/reconciliation/reconciliation.service.ts';
import {
  C,
  type Created,
  askBody,
  inquiryRow,
  orderOf,
  refundsOf,
  saveService,
} from './consultation-support.ts';
import { claimed, couponRow, liveCampaign } from './coupons-support.ts';
import { family, managerOf, payInSandbox } from './fees-support.ts';
import { leaksInRun, startTestApp, type TestApp } from './harness.ts';
import { seedPoints } from './mall-support.ts';
import { buy, ok, saveProduct, servicesLeft, setSelling } from './package-cards-support.ts';
import { drainJobs } from './payments-helpers.ts';

/**
 * 图文问诊 through checkout (issue 22): the doctor's price is one checkout line (service code
 * CONSULTATION, category 问诊费), so a member discount on 问诊费, a coupon or package card naming the
 * service and points pay it; the inquiry quotes again when it is created, its order costs what is
 * left, and a refund gives every part back.
 */
const PRICE = 10_000;
let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  manager = await managerOf(t);
  expect((await saveService(t, manager, { doctorId: 1, priceFen: PRICE })).body.success).toBe(true);
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

const quote = (token: string, body: Record<string, unknown>) =>
  t.call<CheckoutQuote>('POST', `${C}/inquiryQuote`, { token, body });
const create = (token: string, babyId: number, wishes: Record<string, unknown> = {}) =>
  t.call<Created>('POST', `${C}/inquiryCreate`, { token, body: askBody(babyId, 1, wishes) });
const cancel = (token: string, inquiryId: number) =>
  t.call('POST', `${C}/inquiryCancel`, { token, body: { inquiryId } });
const pointsOf = async (userId: number) =>
  Number(
    (
      await t.ctx.db.kysely
        .selectFrom('points_entries')
        .select((eb) => eb.fn.sum<number>('points').as('total'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).total,
  );
const messages = (userId: number, title: string) =>
  t.ctx.db.kysely
    .selectFrom('system_messages')
    .select('content')
    .where('user_id', '=', userId)
    .where('title', '=', title)
    .execute();
/** 问诊费 at `payPercent` % for members of the default card. */
const consultationDiscount = async (payPercent: number) => {
  const card = await t.ctx.db.kysely
    .selectFrom('member_card_types')
    .select('id')
    .where('is_default', '=', 1)
    .executeTakeFirstOrThrow();
  await t.ctx.db.kysely
    .deleteFrom('member_card_discounts')
    .where('card_type_id', '=', card.id)
    .where('category', '=', 'consultation')
    .execute();
  await t.ctx.db.kysely
    .insertInto('member_card_discounts')
    .values({
      card_type_id: card.id,
      category: 'consultation',
      category_name: '问诊费',
      pay_percent: payPercent,
    })
    .execute();
};
const consultationCoupon = async (token: string, valueFen: number) => {
  const campaign = await liveCampaign(t, manager, {
    name: `问诊立减${valueFen / 100}元`,
    valueFen,
    thresholdFen: 0,
    serviceCodes: ['CONSULTATION'],
    scopeText: '仅限图文问诊',
    stacksWithMemberDiscount: true,
  });
  return claimed(t, token, campaign.campaignId);
};

describe('图文问诊 through checkout', () => {
  it('quotes the member discount, a 问诊 coupon and points; the order costs that; a cancel before accept gives all of it back', async () => {
    const f = await family(t);
    await seedPoints(t, f.userId, 2_000);
    await consultationDiscount(90);
    const coupon = await consultationCoupon(f.token, 2_000);

    const q = ok(await quote(f.token, { babyId: f.babyId, doctorId: 1 }));
    expect(q.lines).toEqual([
      expect.objectContaining({ name: '图文问诊', categoryLabel: '问诊费', amountFen: PRICE }),
    ]);
    // 90 % of 100.00 is 90.00; the coupon takes 20.00; points pay at most half of the 70.00 left.
    expect(Object.fromEntries(q.adjustments.map((a) => [a.kind, a.amountFen]))).toEqual({
      member: 1_000,
      coupon: 2_000,
      points: 2_000,
    });
    expect(q.payFen).toBe(5_000);

    const created = ok(await create(f.token, f.babyId, { coupon: 'best', usePoints: true }));
    expect(created.amountFen).toBe(5_000);
    const order = await orderOf(t, created.inquiryId);
    expect(order.amount_fen).toBe(5_000);
    expect((await couponRow(t, coupon.couponCode)).used_order_id).toBe(order.id);
    expect(await pointsOf(f.userId)).toBe(0);

    await payInSandbox(t, f.token, order.order_no);
    expect((await inquiryRow(t, created.inquiryId)).status).toBe('waiting');
    ok(await cancel(f.token, created.inquiryId));
    await drainJobs(t);
    expect((await orderOf(t, created.inquiryId)).status).toBe('refunded');
    expect((await refundsOf(t, created.inquiryId)).map((r) => r.amount_fen)).toEqual([5_000]);
    expect((await couponRow(t, coupon.couponCode)).used_order_id).toBeNull();
    expect(await pointsOf(f.userId)).toBe(2_000);
    // The messages name the money that goes back, not the doctor's listed price.
    expect(await messages(f.userId, '问诊已退款')).toEqual([
      { content: expect.stringContaining('50.00 元') },
    ]);
    expect(await messages(f.userId, '退款成功')).toEqual([{ content: expect.stringContaining('50.00 元') }]);
    expect((await reconcile(t.ctx, 'nightly')).differences).toEqual([]);
  });

  it('a package card with 图文问诊 pays it all: the inquiry waits for the doctor at once, and a cancel gives the use back', async () => {
    const f = await family(t);
    expect((await setSelling(t, manager, true)).body.success).toBe(true);
    const productId = await saveProduct(t, manager, {
      name: '问诊卡',
      services: [{ serviceCode: 'CONSULTATION', serviceName: '图文问诊', uses: 3 }],
    });
    const card = ok(await buy(t, f.token, productId, f.babyId));
    await payInSandbox(t, f.token, card.orderNo);

    const created = ok(await create(f.token, f.babyId, { usePackageCards: true }));
    expect(created.amountFen).toBe(0);
    expect((await inquiryRow(t, created.inquiryId)).status).toBe('waiting');
    expect(await orderOf(t, created.inquiryId)).toMatchObject({
      status: 'paid',
      amount_fen: 0,
      channel: 'checkout',
    });
    expect(await servicesLeft(t, card.cardId)).toEqual({ CONSULTATION: 2 });

    ok(await cancel(f.token, created.inquiryId));
    await drainJobs(t);
    expect((await orderOf(t, created.inquiryId)).status).toBe('refunded');
    expect(await servicesLeft(t, card.cardId)).toEqual({ CONSULTATION: 3 });
    expect(await messages(f.userId, '问诊已退款')).toEqual([
      { content: expect.stringContaining('没有需要退回的现金') },
    ]);
    expect(await messages(f.userId, '退款成功')).toEqual([]);
  });

  it('moved to a cheaper doctor, the money back keeps the discounts’ share (80 paid of 100, now 60: 32 back)', async () => {
    const f = await family(t);
    const coupon = await consultationCoupon(f.token, 2_000);
    const created = ok(await create(f.token, f.babyId, { coupon: 'best' }));
    const order = await orderOf(t, created.inquiryId);
    expect(order.amount_fen).toBe(8_000);
    expect((await couponRow(t, coupon.couponCode)).used_order_id).toBe(order.id);
    await payInSandbox(t, f.token, order.order_no);
    await t.ctx.db.kysely
      .updateTable('inquiries')
      .set({ price_fen: 6_000 })
      .where('id', '=', created.inquiryId)
      .execute();
    const moved = await inquiryRow(t, created.inquiryId);
    await inTransaction(t.ctx.db, (trx) => settleDifference(trx, moved));
    expect((await refundsOf(t, created.inquiryId)).map((r) => r.amount_fen)).toEqual([3_200]);
  });

  it('a named coupon gone since the page was drawn is refused whole; quotes only for the parent’s own child', async () => {
    const f = await family(t);
    const other = await family(t, '别家宝宝');
    const coupon = await consultationCoupon(f.token, 1_000);
    const couponId = (
      await t.ctx.db.kysely
        .selectFrom('coupons')
        .select('id')
        .where('code', '=', coupon.couponCode)
        .executeTakeFirstOrThrow()
    ).id;
    ok(await create(f.token, f.babyId, { coupon: couponId }));
    const again = await create(f.token, f.babyId, { coupon: couponId });
    expect(again.body.code, again.raw).toBe(4009);
    expect(again.body.msg).toContain('优惠券');
    expect((await quote(f.token, { babyId: other.babyId, doctorId: 1 })).body.code).toBe(4004);
  });
});
