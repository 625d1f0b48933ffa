import { api, INVOICE_PDF_PATH, invoicePdfQuery } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { parseInput } from '../../http/validation.ts';
import { readInvoiceLink } from './invoice-links.ts';
import { invoiceQueue, retryFailedInvoice } from './invoices-console.service.ts';
import * as repo from './invoices.repository.ts';
import {
  deleteTitle,
  emailInvoices,
  invoiceDetail,
  issueInvoice,
  listInvoices,
  listTitles,
  listWaiting,
  requestReversal,
  saveTitle,
  wishInvoice,
} from './invoices.service.ts';

const { invoices, invoicesConsole } = api;

export const registerInvoiceRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerEndpoint(app, ctx, invoices.invoiceWaitList, ({ principal }) => listWaiting(ctx, principal.userId));
  registerEndpoint(app, ctx, invoices.invoiceTitleList, ({ principal }) => listTitles(ctx, principal.userId));
  registerEndpoint(app, ctx, invoices.invoiceTitleSave, ({ principal, body }) =>
    saveTitle(ctx, principal.userId, body),
  );
  registerEndpoint(app, ctx, invoices.invoiceTitleDel, ({ principal, query }) =>
    deleteTitle(ctx, principal.userId, query.id),
  );
  registerEndpoint(app, ctx, invoices.invoiceIssue, ({ principal, body }) =>
    issueInvoice(ctx, principal.userId, body),
  );
  registerEndpoint(app, ctx, invoices.invoiceWish, ({ principal, body }) =>
    wishInvoice(ctx, principal.userId, body),
  );
  registerEndpoint(app, ctx, invoices.invoiceList, ({ principal, query }) =>
    listInvoices(ctx, principal.userId, query.pageNum, query.pageSize),
  );
  registerEndpoint(app, ctx, invoices.invoiceDetail, ({ principal, query }) =>
    invoiceDetail(ctx, principal.userId, query.invoiceId),
  );
  registerEndpoint(app, ctx, invoices.invoiceRefund, ({ principal, body }) =>
    requestReversal(ctx, principal.userId, body),
  );
  registerEndpoint(app, ctx, invoices.invoiceEmail, ({ principal, body }) =>
    emailInvoices(ctx, principal.userId, body.invoiceInfoIds, body.email),
  );
  registerEndpoint(app, ctx, invoicesConsole.queue, ({ query }) => invoiceQueue(ctx, query));
  registerEndpoint(app, ctx, invoicesConsole.retry, ({ principal, body }) =>
    retryFailedInvoice(ctx, principal, body.invoiceId),
  );

  // The PDF a signed link names (the link is the permission: an <a> sends no session).
  app.get(INVOICE_PDF_PATH, async (req, reply) => {
    const { l } = parseInput(invoicePdfQuery, req.query ?? {});
    const claims = readInvoiceLink(ctx.config.INVOICE_LINK_SECRET, l);
    if (!claims || claims.expiresAtMs < Date.now()) throw notFound('链接已失效，请返回发票页面重新打开');
    const inv = await repo.findOwnInvoice(ctx.db, claims.userId, claims.invoiceId);
    const key = claims.copy === 'red' ? inv?.red_pdf_key : inv?.pdf_key;
    const stored = key ? await ctx.storage.get(key) : null;
    if (!inv || !stored) throw notFound('发票不存在');
    const name = `${claims.copy === 'red' ? '红字发票' : '电子发票'}_${inv.provider_invoice_no ?? inv.invoice_no}.pdf`;
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(name)}`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(stored.body);
  });
};
