import { type api, type BodyOf, type InvoiceTitle, invoiceView as invoiceViewSchema } from '@sprout/contract';
import { INVOICE_RULES } from '@sprout/domain';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { inTransaction } from '../../db/database.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';
import { findOwnOrderByNo, findOwnOrdersByNos, listPaidOrdersOf } from '../orders/orders.service.ts';
import { oncePerKey } from '../value/once-per-key.service.ts';
import { cashOf, createInvoice, isInvoiceable } from './invoice-orders.ts';
import { invoiceView, invoiceViews } from './invoice-view.ts';
import * as repo from './invoices.repository.ts';

/** What a parent does with invoices: the wait list, issue, red-letter, e-mail, titles, the checkout wish. */

export const INVOICE_MAIL_JOB = 'invoice-mail';
export const INVOICE_REVERSE_JOB = 'invoice-reverse';
const NO_INVOICE = '发票不存在';

type BuyerInput = { titleType: 'personal' | 'company'; name: string; taxNumber?: string; email?: string };
const buyerOf = (b: BuyerInput): repo.Buyer => ({
  titleType: b.titleType,
  name: b.name,
  taxNumber: b.titleType === 'company' ? (b.taxNumber ?? null) : null,
  email: b.email ?? null,
});

export const listWaiting = async (ctx: AppContext, userId: number) => {
  const orders = (await listPaidOrdersOf(ctx.db, userId)).filter(isInvoiceable);
  const live = await repo.liveInvoicedOrderIds(
    ctx.db,
    orders.map((o) => o.id),
  );
  return {
    list: orders
      .filter((o) => !live.has(o.id))
      .map((o) => ({
        orderNo: o.order_no,
        orderKind: o.kind,
        title: o.title,
        amountFen: cashOf(o),
        paidAt: o.paid_at ?? o.created_at,
      })),
  };
};

export const issueInvoice = (
  ctx: AppContext,
  userId: number,
  body: BodyOf<typeof api.invoices.invoiceIssue> & { requestKey: string },
): Promise<z.output<typeof invoiceViewSchema>> => {
  const { requestKey, ...details } = body;
  return oncePerKey(
    ctx.db,
    { caller: `parent:${userId}`, scope: 'invoices.issue', key: requestKey, body: details },
    invoiceViewSchema,
    async (trx) => {
      const orders = await findOwnOrdersByNos(trx, userId, details.orderNumberList);
      if (orders.length !== details.orderNumberList.length) throw notFound('订单不存在');
      const buyer = buyerOf(details);
      const invoice = await createInvoice(trx, userId, orders, buyer, ctx.invoices.name);
      if (details.saveTitle) await saveTitleOnce(trx, userId, buyer);
      return invoiceView(ctx, trx, invoice);
    },
  );
};

const saveTitleOnce = async (trx: AppContext['db'], userId: number, buyer: repo.Buyer) => {
  const same = await repo.findSameTitle(trx, userId, buyer);
  if (same) await repo.updateOwnTitle(trx, userId, same.id, buyer);
  else if ((await repo.listOwnTitles(trx, userId)).length < INVOICE_RULES.maxSavedTitles)
    await repo.insertTitle(trx, userId, buyer);
};

export const listInvoices = async (ctx: AppContext, userId: number, pageNum: number, pageSize: number) => {
  const { rows, total } = await repo.pageOwnInvoices(ctx.db, userId, pageNum, pageSize);
  return { list: await invoiceViews(ctx, ctx.db, rows), total, pageNum, pageSize };
};

export const invoiceDetail = async (ctx: AppContext, userId: number, invoiceId: number) => {
  const row = await repo.findOwnInvoice(ctx.db, userId, invoiceId);
  if (!row) throw notFound(NO_INVOICE);
  return invoiceView(ctx, ctx.db, row);
};

/** 红冲 on the parent's request (开票有误): the red-letter invoice is issued by its job. */
export const requestReversal = (
  ctx: AppContext,
  userId: number,
  body: { invoiceId: number; reason: string; requestKey: string },
) => {
  const { requestKey, ...details } = body;
  return oncePerKey(
    ctx.db,
    { caller: `parent:${userId}`, scope: 'invoices.reverse', key: requestKey, body: details },
    invoiceViewSchema,
    async (trx) => {
      const own = await repo.findOwnInvoice(trx, userId, details.invoiceId);
      if (!own) throw notFound(NO_INVOICE);
      if (own.state !== 'issued' || own.reversal_reason !== null)
        throw conflict(own.state === 'reversed' ? '该发票已红冲' : '只有已开具的发票可以红冲');
      const moved = await repo.updateInvoice(trx, own.id, ['issued'], { reversal_reason: details.reason });
      if (!moved) throw conflict('发票状态已变化，请刷新后重试');
      await enqueueJob(trx, {
        kind: INVOICE_REVERSE_JOB,
        payload: { invoiceId: own.id },
        runAt: new Date(),
        dedupeKey: `invoice-reverse:${own.id}`,
      });
      return invoiceView(ctx, trx, moved);
    },
  );
};

/** E-mails the PDFs of issued (or reversed: both copies) invoices; the sends are jobs, so a mail outage retries. */
export const emailInvoices = async (ctx: AppContext, userId: number, invoiceIds: number[], email: string) => {
  await inTransaction(ctx.db, async (trx) => {
    for (const id of new Set(invoiceIds)) {
      const own = await repo.findOwnInvoice(trx, userId, id);
      if (!own) throw notFound(NO_INVOICE);
      if (own.pdf_key === null) throw conflict('发票尚未开具完成，请稍后再发送');
      await enqueueJob(trx, {
        kind: INVOICE_MAIL_JOB,
        payload: { invoiceId: id, to: email },
        runAt: new Date(),
      });
    }
  });
  return { sentTo: email, count: new Set(invoiceIds).size };
};

/**
 * The invoice asked for at checkout: kept with the unpaid order and issued by the paid-order observer;
 * an order already paid is invoiced now. Sending it again changes the buyer until the order is paid.
 */
export const wishInvoice = async (
  ctx: AppContext,
  userId: number,
  body: BuyerInput & { orderNo: string },
): Promise<{ orderNo: string; invoiceId: number | null }> =>
  inTransaction(ctx.db, async (trx) => {
    const order = await findOwnOrderByNo(trx, userId, body.orderNo);
    if (!order) throw notFound('订单不存在');
    const buyer = buyerOf(body);
    if (order.status === 'created' || order.status === 'paying') {
      await repo.upsertWish(trx, order.id, userId, buyer);
      return { orderNo: order.order_no, invoiceId: null };
    }
    const live = await repo.liveInvoiceOfOrder(trx, order.id);
    if (live) return { orderNo: order.order_no, invoiceId: live.invoice_id };
    const invoice = await createInvoice(trx, userId, [order], buyer, ctx.invoices.name);
    return { orderNo: order.order_no, invoiceId: invoice.id };
  });

// --- saved titles ---

const titleView = (r: repo.InvoiceTitleRow): InvoiceTitle => ({
  id: r.id,
  titleType: r.title_type,
  name: r.name,
  taxNumber: r.tax_number,
  email: r.email,
  updatedAt: r.updated_at,
});

export const listTitles = async (ctx: AppContext, userId: number) => ({
  list: (await repo.listOwnTitles(ctx.db, userId)).map(titleView),
});

export const saveTitle = (ctx: AppContext, userId: number, body: BuyerInput & { id?: number }) =>
  inTransaction(ctx.db, async (trx) => {
    const buyer = buyerOf(body);
    if (body.id !== undefined) {
      const row = await repo.updateOwnTitle(trx, userId, body.id, buyer);
      if (!row) throw notFound('发票抬头不存在');
      return titleView(row);
    }
    if ((await repo.listOwnTitles(trx, userId)).length >= INVOICE_RULES.maxSavedTitles)
      throw conflict(`最多保存${INVOICE_RULES.maxSavedTitles}个发票抬头`);
    return titleView(await repo.insertTitle(trx, userId, buyer));
  });

export const deleteTitle = async (ctx: AppContext, userId: number, id: number) => {
  const deleted = await inTransaction(ctx.db, (trx) => repo.deleteOwnTitle(trx, userId, id));
  if (!deleted) throw notFound('发票抬头不存在');
  return { deletedId: id };
};
