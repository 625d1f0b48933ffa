import { ADJUSTMENT_KINDS } from '@sprout/domain';
import { z } from 'zod';
import { idField } from './fields.ts';

/**
 * What every order kind that goes through checkout shares (clinic bills, 预约挂号): the parent's wishes
 * and the quote the checkout page draws. The server decides every amount; the wishes only ask.
 */

/** What the parent wishes; the server decides what is allowed. */
export const checkoutWishFields = {
  /** 'best' lets the server choose, 'none' uses no coupon, a number names one. */
  coupon: z.union([z.literal('best'), z.literal('none'), idField]).default('best'),
  usePoints: z.boolean({ error: '积分抵扣应为是或否' }).default(true),
  usePackageCards: z.boolean({ error: '套餐卡抵扣应为是或否' }).default(true),
};

/**
 * The same wishes for a call that spends: left out, nothing but the member discount is used, so a
 * client that showed no checkout never spends a coupon, points or a card use the parent did not see.
 */
export const spendWishFields = {
  coupon: checkoutWishFields.coupon.unwrap().default('none'),
  usePoints: checkoutWishFields.usePoints.unwrap().default(false),
  usePackageCards: checkoutWishFields.usePackageCards.unwrap().default(false),
};

export const checkoutAdjustment = z.object({
  kind: z.enum(ADJUSTMENT_KINDS),
  amountFen: z.number().int(),
  reason: z.string(),
});

export const checkoutCoupon = z.object({
  couponId: z.number().int(),
  name: z.string(),
  rule: z.string(),
  /** Used in this quote. */
  chosen: z.boolean(),
  /** Why it is not used here; null when it is used. */
  blocker: z.string().nullable(),
  /** Whether the parent may pick it on this bill (true for the chosen one and one a better plan left out). */
  usable: z.boolean(),
});

export const checkoutQuoteLine = z.object({
  lineId: z.string(),
  name: z.string(),
  categoryLabel: z.string(),
  amountFen: z.number().int(),
  payFen: z.number().int(),
});

/** A checkout quote as the parent sees it before paying: every number from the server. */
export const checkoutQuote = z.object({
  totalFen: z.number().int(),
  discountFen: z.number().int(),
  payFen: z.number().int(),
  lines: z.array(checkoutQuoteLine),
  adjustments: z.array(checkoutAdjustment),
  /** Why a member discount the family has is not given in full on this bill (empty when it is). */
  memberDiscountNotes: z.array(z.string()),
  coupons: z.array(checkoutCoupon),
  couponId: z.number().int().nullable(),
  pointsUsed: z.number().int(),
  /** Whether the family has points or package cards to switch on at all. */
  hasPoints: z.boolean(),
  hasPackageCards: z.boolean(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuote>;
