import { randomInt } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { lockKey } from '../../db/dialect.ts';
import type { OrderRow } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { conflict } from '../../http/app-error.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';
import * as repo from './invoices.repository.ts';

/**
 * Which orders may be invoiced and the invoice made for them. The amount is what the parent paid in
 * money and kept: the order's amount (already net of member discount, coupon, points and package card)
 * less what was refunded. An order paid wholly with points or a package card has nothing to invoice.
 */

export const INVOICE_ISSUE_JOB = 'invoice-issue';

export const cashOf = (o: OrderRow): number => o.amount_fen - o.refunded_fen;

export const isInvoiceable = (o: OrderRow): boolean =>
  (o.status === 'paid' || o.status === 'refunded') && o.paid_at !== null && cashOf(o) > 0;

const shanghaiStamp = (d: Date) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai', dateStyle: 'short', timeStyle: 'medium' })
    .format(d)
    .replace(/\D/g, '');

/** FP + Shanghai time to the second + 4 random digits: 20 characters, Nuonuo's longest order number. */
export const newInvoiceNo = (now = new Date()): string =>
  `FP${shanghaiStamp(now)}${String(randomInt(0, 10_000)).padStart(4, '0')}`;

/** The red-letter invoice's request number: FH and the blue one's digits. */
export const redRequestNo = (invoiceNo: string): string => `FH${invoiceNo.slice(2)}`;

export const ALREADY_INVOICED = '所选订单已开具发票，请刷新后重试';

/**
 * Makes the invoice for these orders (all the parent's, checked by the caller) and queues its issue.
 * Each order is locked on PostgreSQL (SQLite has one writer) before its standing invoice is looked
 * for; the partial unique index is the guarantee behind it.
 */
export const createInvoice = async (
  trx: Db,
  userId: number,
  orders: OrderRow[],
  buyer: repo.Buyer,
  provider: string,
): Promise<repo.InvoiceRow> => {
  if (orders.some((o) => !isInvoiceable(o))) throw conflict('所选订单未支付或已全额退款，不能开票');
  for (const id of orders.map((o) => o.id).sort((a, b) => a - b)) await lockKey(trx, `invoice-order:${id}`);
  const live = await repo.liveInvoicedOrderIds(
    trx,
    orders.map((o) => o.id),
  );
  if (live.size > 0) throw conflict(ALREADY_INVOICED);
  try {
    const invoice = await repo.insertInvoice(trx, {
      invoiceNo: newInvoiceNo(),
      userId,
      buyer,
      amountFen: orders.reduce((sum, o) => sum + cashOf(o), 0),
      provider,
      orders: orders.map((o) => ({ orderId: o.id, amountFen: cashOf(o) })),
    });
    await enqueueJob(trx, {
      kind: INVOICE_ISSUE_JOB,
      payload: { invoiceId: invoice.id },
      runAt: new Date(),
      dedupeKey: `invoice-issue:${invoice.id}`,
    });
    return invoice;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(ALREADY_INVOICED);
    throw err;
  }
};
