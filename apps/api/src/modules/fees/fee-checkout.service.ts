import type { api, FeeQuote, ParsedBodyOf } from '@sprout/contract';
import { billsPayableBlocker, type Checkout, type CheckoutInput, FEE_CATEGORY_LABELS } from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { conflict } from '../../http/app-error.ts';
import {
  checkoutQuoteView,
  checkoutWishesOf,
  quoteCheckoutWithOffers,
} from '../checkout/checkout.service.ts';
import type { ParentPrincipal } from '../sessions/sessions.types.ts';
import { billViews } from './bill-view.ts';
import { type BillLineRow, listBillsOfPids } from './bills.repository.ts';
import { checkoutLines, familyBills, familyRecords } from './fee-family.ts';

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
): FeeQuote => {
  const labelled = lines.map((l) => ({
    lineId: String(l.id),
    serviceCode: l.item_code,
    category: l.category,
    amountFen: l.amount_fen,
    babyId: null,
    name: l.name,
    categoryLabel: FEE_CATEGORY_LABELS[l.category],
  }));
  const view = checkoutQuoteView(labelled, checkout, offers);
  const billOfLine = new Map(lines.map((l) => [String(l.id), l.bill_id]));
  return {
    ...view,
    billIds,
    lines: view.lines.map((line) => ({ ...line, billId: billOfLine.get(line.lineId) ?? 0 })),
  };
};

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
    checkoutWishesOf(wishes),
  );
  return { bills, checkout, view: quoteView(wishes.billIds, lines, checkout, offers) };
};
