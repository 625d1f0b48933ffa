import { randomUUID } from 'node:crypto';
import type { CampaignRow, CouponView } from '@sprout/contract';
import { addClinicDays, type BillLine, type Checkout, clinicToday } from '@sprout/domain';
import { inTransaction } from '../src/db/database.ts';
import { quoteCheckout, takeCheckout } from '../src/modules/checkout/checkout.service.ts';
import { createOrder } from '../src/modules/orders/orders.repository.ts';
import type { TestApp } from './harness.ts';

/** Fixtures for the coupon suites: campaigns made through the console API, claims and checkouts. */
export const W = '/opordering/wechatapp';
export const C = '/api/console/coupons';
export const today = () => clinicToday();
export const key = () => randomUUID();

export const campaignBody = (over: Record<string, unknown> = {}) => ({
  name: '检查费满100减20',
  kind: 'amount',
  valueFen: 2000,
  thresholdFen: 10_000,
  serviceCodes: ['EXAM', 'LAB'],
  scopeText: '仅限检查费、检验费',
  stacksWithMemberDiscount: false,
  validMode: 'days',
  validDays: 30,
  claimFrom: today(),
  claimTo: addClinicDays(today(), 10),
  perPersonLimit: 1,
  totalQuantity: 100,
  ...over,
});

/** A live campaign made by the manager; its row as the console sees it. */
export const liveCampaign = async (t: TestApp, manager: string, over: Record<string, unknown> = {}) => {
  const saved = await t.call<CampaignRow>('POST', `${C}/campaign/save`, {
    token: manager,
    body: campaignBody(over),
  });
  if (!saved.body.success) throw new Error(`campaign/save: ${saved.raw}`);
  const live = await t.call<CampaignRow>('POST', `${C}/campaign/state`, {
    token: manager,
    body: { campaignId: saved.body.data.campaignId, action: 'goLive' },
  });
  if (!live.body.success) throw new Error(`campaign/state: ${live.raw}`);
  return live.body.data;
};

export const claim = (t: TestApp, token: string, campaignId: number, requestKey = key()) =>
  t.call<CouponView>('POST', `${W}/couponClaim`, {
    token,
    body: { distributionCouponsId: campaignId, requestKey },
  });

export const claimed = async (t: TestApp, token: string, campaignId: number) => {
  const res = await claim(t, token, campaignId);
  if (!res.body.success) throw new Error(`couponClaim: ${res.raw}`);
  return res.body.data;
};

export const couponIdOf = async (t: TestApp, code: string) =>
  (
    await t.ctx.db.kysely
      .selectFrom('coupons')
      .select('id')
      .where('code', '=', code)
      .executeTakeFirstOrThrow()
  ).id;

export const couponRow = (t: TestApp, code: string) =>
  t.ctx.db.kysely.selectFrom('coupons').selectAll().where('code', '=', code).executeTakeFirstOrThrow();

export const examLine = (amountFen: number, lineId = 'exam'): BillLine => ({
  lineId,
  serviceCode: 'EXAM',
  category: 'exam',
  amountFen,
  babyId: null,
});

/** An order kind with no effects of its own, so the checkout observer alone acts on close and refund. */
export const TEST_KIND = 'coupon-test';
export const registerTestKind = (t: TestApp) => {
  const none = async () => {};
  t.ctx.orderKinds.register(TEST_KIND, { onPaid: none, onClosed: none, onRefunded: none });
};

/**
 * What a billing module does: quote, then in one transaction quote again, create the order at the
 * quoted price and have every source take its part. Returns the order and the checkout taken.
 */
export const orderWithCheckout = async (
  t: TestApp,
  userId: number,
  lines: BillLine[],
  coupon: 'best' | number | null = 'best',
) =>
  inTransaction(t.ctx.db, async (trx) => {
    const wishes = { usePackageCards: false, usePoints: false, coupon };
    const checkout: Checkout = await quoteCheckout(t.ctx, trx, { userId }, lines, wishes);
    const order = await createOrder(trx, {
      userId,
      kind: TEST_KIND,
      subjectId: 0,
      title: '检查费',
      amountFen: checkout.payFen,
      expiresAt: new Date(Date.now() + 15 * 60_000),
    });
    await takeCheckout(t.ctx, trx, { userId }, order, checkout);
    return { order, checkout };
  });
