import type { JobRow, OrderRow } from '../../db/schema.ts';
import type { AppContext } from '../../app-context.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import type { InvoiceOutcome, InvoiceRequest } from '../../providers/invoices/invoice-provider.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';
import { findOrdersByIds } from '../orders/orders.service.ts';
import { noticeInvoiceIssued } from './invoice-notice.ts';
import { createInvoice, INVOICE_ISSUE_JOB, redRequestNo } from './invoice-orders.ts';
import * as repo from './invoices.repository.ts';
import { INVOICE_MAIL_JOB, INVOICE_REVERSE_JOB } from './invoices.service.ts';

/**
 * The invoice's durable work: issue (and ask again while the provider is issuing), red-letter, e-mail.
 * Each job is idempotent: it reads the invoice's state first and does nothing once it has moved, and a
 * provider that saw a request before recognises its number (Nuonuo's orderNo; the embedded provider
 * draws the same number again).
 */

export const REFUND_REASON = '订单退款';
/** A provider down this many tries in a row: the invoice is failed for staff to retry (发票 queue). */
const MAX_TRIES = 6;
/** While the provider is issuing: ask again after 5 s, then more slowly, at most about 15 minutes in all. */
const MAX_POLLS = 30;
const pollDelayMs = (poll: number) => Math.min(5_000 * 2 ** Math.min(poll, 3), 60_000);

const pollOf = (payload: Record<string, unknown>) => (typeof payload.poll === 'number' ? payload.poll : 0);
const invoiceIdOf = (payload: Record<string, unknown>) =>
  typeof payload.invoiceId === 'number' ? payload.invoiceId : 0;

const requestOf = async (db: Db, inv: repo.InvoiceRow, requestNo: string): Promise<InvoiceRequest> => {
  const covered = await repo.ordersOfInvoices(db, [inv.id]);
  const orders = new Map(
    (
      await findOrdersByIds(
        db,
        covered.map((c) => c.order_id),
      )
    ).map((o) => [o.id, o]),
  );
  return {
    requestNo,
    buyer: {
      titleType: inv.title_type,
      name: inv.buyer_name,
      taxNumber: inv.buyer_tax_number,
      email: inv.email,
    },
    lines: covered.map((c) => ({
      name: orders.get(c.order_id)?.title ?? '医疗服务',
      amountFen: c.amount_fen,
    })),
    amountFen: inv.amount_fen,
    orderedAt: new Date(inv.created_at),
  };
};

const pdfKey = (requestNo: string) => `invoices/${requestNo}.pdf`;

/** Asks the provider; a provider error retries the job, until MAX_TRIES, when it becomes the outcome. */
const ask = async (job: JobRow, act: () => Promise<InvoiceOutcome>): Promise<InvoiceOutcome> => {
  try {
    return await act();
  } catch (err) {
    if (job.attempts < MAX_TRIES) throw err;
    const why = err instanceof Error ? err.message : String(err);
    return { state: 'failed', serial: null, reason: `开票服务暂不可用：${why.slice(0, 200)}` };
  }
};

const askAgain = (trx: Db, kind: string, invoiceId: number, poll: number) =>
  enqueueJob(trx, {
    kind,
    payload: { invoiceId, poll: poll + 1 },
    runAt: new Date(Date.now() + pollDelayMs(poll)),
  });

const mailJob = (trx: Db, inv: repo.InvoiceRow) =>
  inv.email
    ? enqueueJob(trx, {
        kind: INVOICE_MAIL_JOB,
        payload: { invoiceId: inv.id, to: inv.email },
        runAt: new Date(),
      })
    : Promise.resolve();

export const runIssueJob = async (ctx: AppContext, payload: Record<string, unknown>, job: JobRow) => {
  const inv = await repo.findInvoice(ctx.db, invoiceIdOf(payload));
  if (inv?.state !== 'issuing') return;
  const poll = pollOf(payload);
  const request = await requestOf(ctx.db, inv, inv.invoice_no);
  const outcome = await ask(job, () =>
    inv.provider_serial
      ? ctx.invoices.check(inv.invoice_no, inv.provider_serial)
      : ctx.invoices.issue(request),
  );
  if (outcome.state === 'issued')
    await ctx.storage.put(pdfKey(inv.invoice_no), outcome.pdf, 'application/pdf');
  await inTransaction(ctx.db, async (trx) => {
    if (outcome.state === 'issuing') {
      if (poll >= MAX_POLLS) {
        await repo.updateInvoice(trx, inv.id, ['issuing'], {
          state: 'failed',
          failure_reason: '开票超时，请重试',
        });
        return;
      }
      await repo.updateInvoice(trx, inv.id, ['issuing'], {
        provider_serial: outcome.serial ?? inv.provider_serial,
      });
      await askAgain(trx, INVOICE_ISSUE_JOB, inv.id, poll);
      return;
    }
    if (outcome.state === 'failed') {
      await repo.updateInvoice(trx, inv.id, ['issuing'], { state: 'failed', failure_reason: outcome.reason });
      return;
    }
    const issued = await repo.updateInvoice(trx, inv.id, ['issuing'], {
      state: 'issued',
      provider_serial: outcome.serial,
      provider_invoice_no: outcome.invoiceNumber,
      pdf_key: pdfKey(inv.invoice_no),
      issued_at: outcome.issuedAt,
      failure_reason: null,
    });
    if (!issued) return;
    await noticeInvoiceIssued(ctx, trx, issued);
    await mailJob(trx, issued);
    // Refunded while it was being issued: reverse it now that there is something to reverse.
    if (issued.reversal_reason !== null) await queueReversal(trx, issued.id);
  });
};

/**
 * Dedupe keys are unique for good in the jobs table (not only while a job is live), so the first
 * reversal of an invoice is keyed and a staff retry after a failed one is not: the conditional state
 * change before it is what makes it happen once.
 */
const queueReversal = (trx: Db, invoiceId: number, keyed = true) =>
  enqueueJob(trx, {
    kind: INVOICE_REVERSE_JOB,
    payload: { invoiceId },
    runAt: new Date(),
    ...(keyed ? { dedupeKey: `invoice-reverse:${invoiceId}` } : {}),
  });

export const runReverseJob = async (ctx: AppContext, payload: Record<string, unknown>, job: JobRow) => {
  const inv = await repo.findInvoice(ctx.db, invoiceIdOf(payload));
  if (inv?.state !== 'issued' || inv.reversal_reason === null || !inv.provider_invoice_no) return;
  const poll = pollOf(payload);
  const requestNo = redRequestNo(inv.invoice_no);
  const request = await requestOf(ctx.db, inv, requestNo);
  const blue = inv.provider_invoice_no;
  const reason = inv.reversal_reason;
  const outcome = await ask(job, () =>
    inv.red_serial
      ? ctx.invoices.check(requestNo, inv.red_serial)
      : ctx.invoices.reverse({
          ...request,
          blueInvoiceNumber: blue,
          reason,
          redReason: reason === REFUND_REASON ? 'refund' : 'mistake',
        }),
  );
  if (outcome.state === 'issued') await ctx.storage.put(pdfKey(requestNo), outcome.pdf, 'application/pdf');
  await inTransaction(ctx.db, async (trx) => {
    if (outcome.state === 'issuing') {
      await repo.updateInvoice(trx, inv.id, ['issued'], { red_serial: outcome.serial ?? inv.red_serial });
      if (poll < MAX_POLLS) await askAgain(trx, INVOICE_REVERSE_JOB, inv.id, poll);
      return;
    }
    if (outcome.state === 'failed') {
      await repo.updateInvoice(trx, inv.id, ['issued'], { failure_reason: `红冲失败：${outcome.reason}` });
      return;
    }
    const reversed = await repo.updateInvoice(trx, inv.id, ['issued'], {
      state: 'reversed',
      red_serial: outcome.serial,
      red_pdf_key: pdfKey(requestNo),
      reversed_at: outcome.issuedAt,
      failure_reason: null,
    });
    if (!reversed) return;
    // The orders are free again: what is left paid of them may be invoiced anew.
    await repo.releaseOrders(trx, inv.id);
    await mailJob(trx, reversed);
  });
};

export const runMailJob = async (ctx: AppContext, payload: Record<string, unknown>) => {
  const inv = await repo.findInvoice(ctx.db, invoiceIdOf(payload));
  const to = typeof payload.to === 'string' ? payload.to : inv?.email;
  if (!inv || !to || !inv.pdf_key || !inv.provider_invoice_no) return;
  const attachments = [];
  for (const [key, label] of [
    [inv.pdf_key, '电子发票'],
    [inv.red_pdf_key, '红字发票'],
  ] as const) {
    if (!key) continue;
    const stored = await ctx.storage.get(key);
    if (!stored) throw new Error(`invoice PDF ${key} is missing from storage`);
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(Buffer.from(chunk));
    attachments.push({
      filename: `${label}_${inv.provider_invoice_no}.pdf`,
      content: Buffer.concat(chunks),
      contentType: 'application/pdf',
    });
  }
  const red = inv.state === 'reversed';
  await ctx.mail.send({
    to,
    subject: `${ctx.config.INVOICE_SELLER_NAME}${red ? '红字发票' : '电子发票'} ${inv.provider_invoice_no}`,
    text: [
      `您好，${inv.buyer_name}：`,
      red
        ? `您的电子发票（号码 ${inv.provider_invoice_no}）已红冲，红字发票见附件。`
        : `您在${ctx.config.INVOICE_SELLER_NAME}的电子发票已开具，发票号码 ${inv.provider_invoice_no}，金额 ¥${(inv.amount_fen / 100).toFixed(2)}，PDF 见附件。`,
      '此邮件由系统发送，请勿回复。',
    ].join('\n'),
    attachments,
  });
};

/** onPaid: an invoice asked for at checkout is made and queued with the payment, so it goes within a minute. */
export const issueWishedInvoice = async (ctx: AppContext, trx: Db, order: OrderRow) => {
  const wish = await repo.findOpenWish(trx, order.id);
  if (!wish || order.amount_fen - order.refunded_fen <= 0) return;
  if (await repo.liveInvoiceOfOrder(trx, order.id)) return;
  const buyer = {
    titleType: wish.title_type,
    name: wish.buyer_name,
    taxNumber: wish.buyer_tax_number,
    email: wish.email,
  };
  const invoice = await createInvoice(trx, order.user_id, [order], buyer, ctx.invoices.name);
  await repo.markWishIssued(trx, order.id, invoice.id);
};

/**
 * onRefunded: money went back, so the invoice that covers the order is reversed in full (a partial
 * refund too: what is left paid returns to the wait list once the red-letter invoice is issued).
 */
export const reverseOnRefund = async (trx: Db, order: OrderRow) => {
  const live = await repo.liveInvoiceOfOrder(trx, order.id);
  if (!live) return;
  const inv = await repo.findInvoice(trx, live.invoice_id);
  if (!inv || inv.reversal_reason !== null) return;
  if (inv.state === 'failed') {
    // Never issued: nothing to reverse, and nothing to retry.
    await repo.updateInvoice(trx, inv.id, ['failed'], { reversal_reason: REFUND_REASON });
    await repo.releaseOrders(trx, inv.id);
    return;
  }
  await repo.updateInvoice(trx, inv.id, ['issuing', 'issued'], { reversal_reason: REFUND_REASON });
  if (inv.state === 'issued') await queueReversal(trx, inv.id);
};

/** 发票 queue's 重试: a failed issue, or a red-letter invoice that failed, goes again. */
export const retryInvoice = async (trx: Db, inv: repo.InvoiceRow): Promise<repo.InvoiceRow | undefined> => {
  if (inv.state === 'failed' && inv.reversal_reason === null) {
    const moved = await repo.updateInvoice(trx, inv.id, ['failed'], {
      state: 'issuing',
      failure_reason: null,
    });
    // Not keyed: the first issue's key is spent (see queueReversal); the move above happens once.
    if (moved)
      await enqueueJob(trx, { kind: INVOICE_ISSUE_JOB, payload: { invoiceId: inv.id }, runAt: new Date() });
    return moved;
  }
  if (inv.state === 'issued' && inv.reversal_reason !== null && inv.failure_reason !== null) {
    const moved = await repo.updateInvoice(trx, inv.id, ['issued'], {
      failure_reason: null,
      red_serial: null,
    });
    if (moved) await queueReversal(trx, inv.id, false);
    return moved;
  }
  return undefined;
};
