import type { api, FeeQuote, ParsedBodyOf } from '@sprout/contract';
import {
  billsPayableBlocker,
  type Checkout,
  couponRuleText,
  type CheckoutInput,
  FEE_CATEGORY_LABELS,
} from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { conflict } from '../../http/app-error.ts';
import { quoteCheckoutWithOffers } from '../checkout/checkout.service.ts';
import type { ParentPrincipal } from '../sessions/sessions.types.ts';
import { billViews } from './bill-view.ts';
import { type BillLineRow, listBillsOfPids } from './bills.repository.ts';
import { checkoutLines, familyBills, familyRecords, toWishes } from './fee-family.ts';

export type FeeWishes = ParsedBodyOf<typeof api.fees.feeOpenPay>;

/** 待缴费: the family's unpaid bills and those being paid (with the order to finish paying). */
export const listUnpaidBills = async (ctx: AppContext, parent: ParentPrincipal) => {
  const records = await familyRecords(ctx.db, parent);
  return {
    list: await billViews(ctx.db, await listBillsOfPids(ctx.db, [...records.keys()], ['unpaid', 'paying'])),
  };
};

/** 已缴费: paid and refunded bills, each with the order whose receipt shows it. */
export const listPaidBills = async (ctx: AppContext, parent: ParentPrincipal) => {
  const records = await familyRecords(ctx.db, parent);
  return {
    list: await billViews(ctx.db, await listBillsOfPids(ctx.db, [...records.keys()], ['paid', 'refunded'])),
  };
};

export const billDetail = async (ctx: AppContext, parent: ParentPrincipal, billId: number) => {
  const { bills } = await familyBills(ctx.db, parent, [billId]);
  const [view] = await billViews(ctx.db, bills);
  if (!view) throw new Error('bill vanished');
  return view;
};

const quoteView = (
  billIds: number[],
  lines: readonly BillLineRow[],
  checkout: Checkout,
  offers: CheckoutInput,
): FeeQuote => ({
  billIds,
  totalFen: checkout.totalFen,
  discountFen: checkout.totalFen - checkout.payFen,
  payFen: checkout.payFen,
  lines: lines.map((l) => ({
    lineId: String(l.id),
    billId: l.bill_id,
    name: l.name,
    categoryLabel: FEE_CATEGORY_LABELS[l.category],
    amountFen: l.amount_fen,
    payFen: checkout.lines.find((s) => s.lineId === String(l.id))?.payFen ?? l.amount_fen,
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
 * The quote for these bills with the parent's wishes, from the server's rows only (R1: every bill the
 * family's; amounts never from the client). Inside `db` when given a transaction: the start quotes
 * again there, so what it takes is what is still there.
 */
export const quoteBills = async (ctx: AppContext, db: Db, parent: ParentPrincipal, wishes: FeeWishes) => {
  const { bills, lines, records } = await familyBills(db, parent, wishes.billIds);
  const blocker = billsPayableBlocker(bills);
  if (blocker) throw conflict(blocker);
  const { checkout, offers } = await quoteCheckoutWithOffers(
    ctx,
    db,
    { userId: parent.userId },
    checkoutLines(bills, lines, records),
    toWishes(wishes),
  );
  return { bills, checkout, view: quoteView(wishes.billIds, lines, checkout, offers) };
};
