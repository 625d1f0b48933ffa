import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import {
  issueWishedInvoice,
  reverseOnRefund,
  runIssueJob,
  runMailJob,
  runReverseJob,
} from './invoice-issuing.ts';
import { INVOICE_ISSUE_JOB } from './invoice-orders.ts';
import { registerInvoiceRoutes } from './invoices.routes.ts';
import { INVOICE_MAIL_JOB, INVOICE_REVERSE_JOB } from './invoices.service.ts';
import { moveInvoicesToAccount } from './invoices.repository.ts';

/**
 * Electronic invoices (发票): saved titles, invoices over paid orders, red-letter reversal and mail,
 * through ctx.invoices and ctx.mail. Follows every kind of order: an invoice asked for at checkout is
 * issued on payment, and a refund reverses the invoice that covers the order.
 */
export const registerInvoicesModule = (app: FastifyInstance, ctx: AppContext): void => {
  registerInvoiceRoutes(app, ctx);
  ctx.accountMerges.register('invoices', {
    columns: ['invoice_titles.user_id', 'invoices.user_id', 'invoice_wishes.user_id'],
    move: moveInvoicesToAccount,
  });
  ctx.jobHandlers.register(INVOICE_ISSUE_JOB, runIssueJob);
  ctx.jobHandlers.register(INVOICE_REVERSE_JOB, runReverseJob);
  ctx.jobHandlers.register(INVOICE_MAIL_JOB, (c, payload) => runMailJob(c, payload));
  ctx.orderKinds.observe({
    onPaid: (trx, order) => issueWishedInvoice(ctx, trx, order),
    onRefunded: (trx, order) => reverseOnRefund(trx, order),
  });
};
