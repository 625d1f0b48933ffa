import type { CheckoutQuote } from '@sprout/contract';
import {
  type BillLine,
  type Checkout,
  type CheckoutInput,
  type CheckoutWishes,
  clinicToday,
  couponRuleText,
  settleCheckout,
} from '@sprout/domain';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { conflict } from '../../http/app-error.ts';
import type { OrderRow } from '../../db/schema.ts';
import * as repo from './order-checkouts.repository.ts';
import type { Family } from './value-sources.ts';

export type { Family, SourceOffers, ValueSource } from './value-sources.ts';

/**
 * What the family would pay for these lines, with every discount and its reason, decided on the
 * server from what each registered source offers (never from amounts the client sent). Read it again
 * inside the order's transaction: what was offered a moment ago may have been spent since.
 */
export const quoteCheckout = async (
  ctx: AppContext,
  db: Db,
  family: Family,
  lines: readonly BillLine[],
  wishes: CheckoutWishes,
  now: Date = new Date(),
): Promise<Checkout> => (await quoteCheckoutWithOffers(ctx, db, family, lines, wishes, now)).checkout;

/**
 * The quote and what the sources offered (the coupons' names and rules, whether there are points or
 * cards at all), for a checkout page that lists every coupon with why it is or is not used.
 */
export const quoteCheckoutWithOffers = async (
  ctx: AppContext,
  db: Db,
  family: Family,
  lines: readonly BillLine[],
  wishes: CheckoutWishes,
  now: Date = new Date(),
): Promise<{ checkout: Checkout; offers: CheckoutInput }> => {
  const today = clinicToday(now);
  const input: CheckoutInput = {
    today,
    lines,
    memberDiscounts: [],
    coupons: [],
    packageCards: [],
    points: null,
    wishes,
  };
  for (const source of ctx.valueSources.all()) {
    const o = await source.offers(db, family, today, lines);
    input.memberDiscounts = [...input.memberDiscounts, ...(o.memberDiscounts ?? [])];
    input.coupons = [...input.coupons, ...(o.coupons ?? [])];
    input.packageCards = [...input.packageCards, ...(o.packageCards ?? [])];
    if (o.points) input.points = o.points;
  }
  return { checkout: settleCheckout(input), offers: input };
};

/** The parent's wishes as checkout reads them: 'none' is no coupon. */
export const checkoutWishesOf = (w: {
  coupon: 'best' | 'none' | number;
  usePoints: boolean;
  usePackageCards: boolean;
}): CheckoutWishes => ({
  coupon: w.coupon === 'none' ? null : w.coupon,
  usePoints: w.usePoints,
  usePackageCards: w.usePackageCards,
});

/**
 * Refuses an order whose parent named a coupon the checkout no longer uses (spent by another order a
 * moment ago, expired at midnight): the parent chose it on the page, so paying without it would charge
 * more than they agreed to. 'best' and 'none' never refuse: the page showed what the server picks.
 */
export const requireNamedCoupon = (checkout: Checkout, wishes: CheckoutWishes): void => {
  if (typeof wishes.coupon !== 'number' || checkout.couponId === wishes.coupon) return;
  const refusal = checkout.couponsNotUsed.find((r) => r.couponId === wishes.coupon);
  throw conflict(`所选优惠券已不可用${refusal ? `：${refusal.reason}` : ''}，请重新选择`);
};

/** What a checkout page names a line by. */
export interface LineLabel {
  name: string;
  categoryLabel: string;
}

/**
 * The quote as a checkout page draws it: each line with its name and what is left to pay on it, every
 * discount with its reason, and every coupon of the family with why it is or is not used.
 */
export const checkoutQuoteView = (
  lines: readonly (BillLine & LineLabel)[],
  checkout: Checkout,
  offers: CheckoutInput,
): CheckoutQuote => ({
  totalFen: checkout.totalFen,
  discountFen: checkout.totalFen - checkout.payFen,
  payFen: checkout.payFen,
  lines: lines.map((l) => ({
    lineId: l.lineId,
    name: l.name,
    categoryLabel: l.categoryLabel,
    amountFen: l.amountFen,
    payFen: checkout.lines.find((s) => s.lineId === l.lineId)?.payFen ?? l.amountFen,
  })),
  adjustments: checkout.adjustments,
  memberDiscountNotes: checkout.memberDiscountNotes,
  coupons: offers.coupons.map((c) => {
    const chosen = checkout.couponId === c.couponId;
    const refusal = checkout.couponsNotUsed.find((r) => r.couponId === c.couponId);
    return {
      couponId: c.couponId,
      name: c.name,
      rule: couponRuleText(c),
      chosen,
      blocker: chosen ? null : (refusal?.reason ?? '本次未使用'),
      usable: chosen || (refusal?.usable ?? false),
    };
  }),
  couponId: checkout.couponId,
  pointsUsed: checkout.pointsUsed,
  hasPoints: offers.points !== null && offers.points.balance > 0,
  hasPackageCards: offers.packageCards.length > 0,
});

/**
 * Has every source take what `checkout` chose for `order` and keeps the settlement with the order,
 * inside the transaction that created the order (a source that finds its part gone throws 4009 and
 * the order goes with it). `order.amount_fen` must be `checkout.payFen`.
 */
export const takeCheckout = async (
  ctx: AppContext,
  trx: Db,
  family: Family,
  order: OrderRow,
  checkout: Checkout,
): Promise<void> => {
  if (order.amount_fen !== checkout.payFen)
    throw new Error(`order ${order.order_no} costs ${order.amount_fen}, its checkout ${checkout.payFen}`);
  for (const source of ctx.valueSources.all()) await source.take(trx, family, order, checkout);
  await repo.insertOrderCheckout(trx, {
    order_id: order.id,
    user_id: family.userId,
    total_fen: checkout.totalFen,
    pay_fen: checkout.payFen,
    settlement: JSON.stringify(checkout),
  });
};

/** Gives back the coupon, points and package uses of an order's checkout, once. */
export const giveBackCheckout = async (ctx: AppContext, trx: Db, order: OrderRow): Promise<void> => {
  if (!(await repo.markGivenBack(trx, order.id))) return;
  for (const source of ctx.valueSources.all()) await source.giveBack(trx, order);
};

const storedAdjustment = z.object({
  kind: z.enum(['package', 'member', 'coupon', 'points']),
  amountFen: z.number().int(),
  reason: z.string(),
});
const storedSettlement = z.object({
  totalFen: z.number().int(),
  payFen: z.number().int(),
  adjustments: z.array(storedAdjustment),
  couponId: z.number().int().nullable(),
  pointsUsed: z.number().int(),
});

/** The discounts an order was settled with (receipt, consumption detail, invoice), or null without checkout. */
export const orderSettlement = async (db: Db, orderId: number) => {
  const row = await repo.findOrderCheckout(db, orderId);
  if (!row) return null;
  return { ...storedSettlement.parse(JSON.parse(row.settlement)), givenBack: row.given_back_at !== null };
};
