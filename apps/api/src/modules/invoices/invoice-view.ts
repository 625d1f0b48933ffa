import type { InvoiceView } from '@sprout/contract';
import { INVOICE_STATE_TEXT } from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { findOrdersByIds } from '../orders/orders.service.ts';
import { invoicePdfUrl } from './invoice-links.ts';
import { type InvoiceRow, ordersOfInvoices } from './invoices.repository.ts';

/** 已开具 but a red-letter invoice asked for and not yet issued. */
export const REVERSING_TEXT = '红冲中';

export const stateTextOf = (row: InvoiceRow): string =>
  row.state === 'issued' && row.reversal_reason !== null ? REVERSING_TEXT : INVOICE_STATE_TEXT[row.state];

/** Invoices as their owner sees them, with the orders each covers and fresh links to the PDFs. */
export const invoiceViews = async (ctx: AppContext, db: Db, rows: InvoiceRow[]): Promise<InvoiceView[]> => {
  const covered = await ordersOfInvoices(
    db,
    rows.map((r) => r.id),
  );
  const orders = new Map(
    (await findOrdersByIds(db, [...new Set(covered.map((c) => c.order_id))])).map((o) => [o.id, o]),
  );
  const secret = ctx.config.INVOICE_LINK_SECRET;
  return rows.map((r) => ({
    invoiceId: r.id,
    invoiceNo: r.invoice_no,
    titleType: r.title_type,
    buyerName: r.buyer_name,
    buyerTaxNumber: r.buyer_tax_number,
    email: r.email,
    amountFen: r.amount_fen,
    state: r.state,
    stateText: stateTextOf(r),
    providerInvoiceNo: r.provider_invoice_no,
    failureReason: r.failure_reason,
    createdAt: r.created_at,
    issuedAt: r.issued_at,
    reversedAt: r.reversed_at,
    reversalReason: r.reversal_reason,
    orders: covered
      .filter((c) => c.invoice_id === r.id)
      .map((c) => ({
        orderNo: orders.get(c.order_id)?.order_no ?? '',
        title: orders.get(c.order_id)?.title ?? '',
        amountFen: c.amount_fen,
      })),
    pdfUrl: r.pdf_key ? invoicePdfUrl(secret, r.id, 'blue', r.user_id) : null,
    redPdfUrl: r.red_pdf_key ? invoicePdfUrl(secret, r.id, 'red', r.user_id) : null,
  }));
};

export const invoiceView = async (ctx: AppContext, db: Db, row: InvoiceRow): Promise<InvoiceView> => {
  const [view] = await invoiceViews(ctx, db, [row]);
  if (!view) throw new Error(`invoice ${row.id} has no view`);
  return view;
};
