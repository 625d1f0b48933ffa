import type { api, InvoiceView, ParsedQueryOf } from '@sprout/contract';
import type { AppContext } from '../../app-context.ts';
import { inTransaction } from '../../db/database.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { writeAudit } from '../audit/audit.service.ts';
import type { StaffPrincipal } from '../sessions/sessions.types.ts';
import { retryInvoice } from './invoice-issuing.ts';
import { invoiceViews } from './invoice-view.ts';
import * as repo from './invoices.repository.ts';

/** The console's 发票 queue: every invoice by state, newest change first, with the provider's serial. */
const queueItem = (r: repo.InvoiceRow, view: InvoiceView | undefined) => {
  if (!view) throw new Error(`invoice ${r.id} has no view`);
  const { pdfUrl: _blue, redPdfUrl: _red, ...rest } = view;
  return {
    ...rest,
    userId: r.user_id,
    provider: r.provider,
    providerSerial: r.provider_serial,
    updatedAt: r.updated_at,
  };
};

export const invoiceQueue = async (ctx: AppContext, q: ParsedQueryOf<typeof api.invoicesConsole.queue>) => {
  const { rows, total } = await repo.pageQueue(ctx.db, q.state, q.pageNum, q.pageSize);
  const views = await invoiceViews(ctx, ctx.db, rows);
  return {
    list: rows.map((r, i) => queueItem(r, views[i])),
    total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
};

/** 重试 a failed invoice (or a failed red-letter one); audited with who asked. */
export const retryFailedInvoice = async (ctx: AppContext, p: StaffPrincipal, invoiceId: number) => {
  const moved = await inTransaction(ctx.db, async (trx) => {
    const inv = await repo.findInvoice(trx, invoiceId);
    if (!inv) throw notFound('发票不存在');
    const row = await retryInvoice(trx, inv);
    if (!row) throw conflict('该发票不在失败状态，请刷新后查看');
    await writeAudit(trx, {
      actorType: 'staff',
      actorId: p.staffId,
      action: 'invoice.retry',
      subjectType: 'invoice',
      subjectId: String(invoiceId),
      detail: { state: inv.state, failure: inv.failure_reason },
    });
    return row;
  });
  const [view] = await invoiceViews(ctx, ctx.db, [moved]);
  return queueItem(moved, view);
};
