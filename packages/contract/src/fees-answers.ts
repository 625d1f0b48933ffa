import { ADJUSTMENT_KINDS, BILL_PAYMENT_WAYS, BILL_STATUSES, FEE_CATEGORIES } from '@sprout/domain';
import { z } from 'zod';

/** The answers of the clinic-fee calls (issue 15), shared by the parent's, the console's and the HIS's. */

export const feeCategory = z.enum(FEE_CATEGORIES);
export const billStatus = z.enum(BILL_STATUSES);

export const billLineView = z.object({
  itemCode: z.string(),
  name: z.string(),
  category: feeCategory,
  categoryLabel: z.string(),
  quantity: z.number().int(),
  unitPriceFen: z.number().int(),
  amountFen: z.number().int(),
});

export const billView = z.object({
  billId: z.number().int(),
  pid: z.string(),
  patientName: z.string(),
  title: z.string(),
  totalFen: z.number().int(),
  status: billStatus,
  statusLabel: z.string(),
  source: z.enum(['console', 'his']),
  hisBillNo: z.string().nullable(),
  /** The order paying it now, or that paid it online; null while unpaid or paid at the desk. */
  orderNo: z.string().nullable(),
  paidVia: z.enum(BILL_PAYMENT_WAYS).nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  lines: z.array(billLineView),
});
export type BillView = z.infer<typeof billView>;

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

/** A checkout quote as the parent sees it before paying: every number from the server. */
export const feeQuote = z.object({
  billIds: z.array(z.number().int()),
  totalFen: z.number().int(),
  discountFen: z.number().int(),
  payFen: z.number().int(),
  lines: z.array(
    z.object({
      lineId: z.string(),
      billId: z.number().int(),
      name: z.string(),
      categoryLabel: z.string(),
      amountFen: z.number().int(),
      payFen: z.number().int(),
    }),
  ),
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
export type FeeQuote = z.infer<typeof feeQuote>;

export const feeStarted = z.object({
  orderNo: z.string(),
  payFen: z.number().int(),
  /** True when checkout covered everything: the order is paid already, no cashier needed (member pay). */
  settled: z.boolean(),
  expiresAt: z.string(),
});

/**
 * A cancelled fee payment: the order is closed and its bills are 待缴费 again. `refunded` when the
 * payer had paid a moment before the cancel and the provider gave the money straight back.
 */
export const feeCancelled = z.object({
  orderNo: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  outcome: z.enum(['closed', 'refunded']),
});

export const feeReceipt = z.object({
  orderNo: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  paidAt: z.string().nullable(),
  channel: z.string().nullable(),
  totalFen: z.number().int(),
  payFen: z.number().int(),
  refundedFen: z.number().int(),
  adjustments: z.array(checkoutAdjustment),
  bills: z.array(billView),
});
export type FeeReceipt = z.infer<typeof feeReceipt>;
