import { BILL_PAYMENT_WAYS, BILL_STATUSES, FEE_CATEGORIES } from '@sprout/domain';
import { z } from 'zod';
import { checkoutAdjustment, checkoutQuote, checkoutQuoteLine } from './checkout.ts';

export * from './checkout.ts';

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

/** A checkout quote for clinic bills: the generic quote, each line with the bill it is on. */
export const feeQuote = checkoutQuote.extend({
  billIds: z.array(z.number().int()),
  lines: z.array(checkoutQuoteLine.extend({ billId: z.number().int() })),
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
