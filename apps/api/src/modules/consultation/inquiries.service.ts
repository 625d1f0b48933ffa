import type { api, ParsedQueryOf } from '@sprout/contract';
import { isInquiryEnded, isPayable } from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import { inTransaction } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import type { InquiryStatusColumn } from '../../db/schema-consultation.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { cancelJob } from '../jobs/jobs.service.ts';
import { closeUnpaidOrder, findOrder, lockOrder } from '../orders/orders.service.ts';
import { inquiryPictures } from '../pictures/picture-access.service.ts';
import type { ParentPrincipal } from '../sessions/sessions.types.ts';
import { findInquiryView, findOwnInquiry, moveInquiry, pageOwnInquiries } from './inquiries.repository.ts';
import { paymentKey, refundInquiry } from './inquiry-moves.ts';
import { toInquiryView } from './inquiry-view.ts';

/** A parent's inquiries: the list by tab, details, paying, cancelling, the summary. */

const ownView = async (ctx: AppContext, parent: ParentPrincipal, inquiryId: number, now = new Date()) => {
  const row = await findInquiryView(ctx.db, inquiryId);
  if (!row || row.user_id !== parent.userId) throw notFound('问诊不存在');
  return toInquiryView(row, now);
};

export const inquiryDetails = async (ctx: AppContext, parent: ParentPrincipal, inquiryId: number) => ({
  ...(await ownView(ctx, parent, inquiryId)),
  pictures: await inquiryPictures(ctx, inquiryId, { kind: 'parent', userId: parent.userId }),
});

/** 已完成 shows rated inquiries too: both have the doctor's summary. */
const TAB_STATUSES: Record<string, readonly InquiryStatusColumn[]> = {
  completed: ['completed', 'rated'],
};

export const listInquiries = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  q: ParsedQueryOf<typeof api.consultation.inquiryList>,
  now = new Date(),
) => {
  const statuses = q.tab === 'all' ? null : (TAB_STATUSES[q.tab] ?? [q.tab]);
  const { rows, total } = await pageOwnInquiries(ctx.db, parent.userId, statuses, q.pageNum, q.pageSize);
  return { list: rows.map((r) => toInquiryView(r, now)), total, pageNum: q.pageNum, pageSize: q.pageSize };
};

/** 去支付: the order the pay pages pay, while it is still payable. */
export const payInquiry = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  inquiryId: number,
  now = new Date(),
) => {
  const inquiry = await findOwnInquiry(ctx.db, parent.userId, inquiryId);
  if (!inquiry) throw notFound('问诊不存在');
  const order = inquiry.order_id === null ? undefined : await findOrder(ctx.db, inquiry.order_id);
  if (inquiry.status !== 'pendingPayment' || !order || !isPayable(order.status))
    throw conflict('该问诊无需支付');
  if (new Date(order.expires_at) <= now) throw conflict('支付已超时，请重新提交问诊');
  return { orderNo: order.order_no, amountFen: order.amount_fen, expiresAt: order.expires_at };
};

/**
 * 取消问诊: unpaid, the order is closed; paid but not yet accepted, the fee is refunded in full. Once a
 * doctor has accepted, the cancel finds nothing to move (a cancel racing an accept: one wins).
 */
export const cancelInquiry = async (ctx: AppContext, parent: ParentPrincipal, inquiryId: number) => {
  await inTransaction(ctx.db, async (trx) => {
    const found = await findOwnInquiry(trx, parent.userId, inquiryId);
    if (!found) throw notFound('问诊不存在');
    if (found.order_id !== null) await lockOrder(trx, found.order_id);
    const inquiry = (await findOwnInquiry(trx, parent.userId, inquiryId)) ?? found;
    if (inquiry.status === 'pendingPayment') {
      const moved = await moveInquiry(trx, inquiry.id, 'cancelUnpaid', {
        ended_at: nowIso(),
        end_reason: '家长取消',
      });
      if (!moved) throw conflict('问诊状态已变化，请刷新后重试');
      await cancelJob(trx, paymentKey(inquiry.id));
      // Its onClosed finds the inquiry cancelled already and does nothing.
      if (inquiry.order_id !== null) await closeUnpaidOrder(ctx, trx, inquiry.order_id);
      return;
    }
    if (inquiry.status === 'waiting') {
      if (await refundInquiry(ctx, trx, inquiry, 'cancelBeforeAccept', '您在医生接诊前取消了问诊')) return;
      // The doctor's accept (or a deadline) moved it first.
    }
    const current = (await findOwnInquiry(trx, parent.userId, inquiryId)) ?? inquiry;
    throw conflict(isInquiryEnded(current.status) ? '该问诊已结束' : '医生已接诊，不能取消问诊');
  });
  return ownView(ctx, parent, inquiryId);
};

export const inquirySummary = async (ctx: AppContext, parent: ParentPrincipal, inquiryId: number) => {
  const row = await findInquiryView(ctx.db, inquiryId);
  if (!row || row.user_id !== parent.userId) throw notFound('问诊不存在');
  if (row.closed_at === null || row.summary_findings === null) throw notFound('医生还没有写问诊小结');
  return {
    findings: row.summary_findings,
    advice: row.summary_advice ?? '',
    watchFor: row.summary_watch_for ?? '',
    returnAdvice: row.summary_return_advice ?? '',
    closedAt: row.closed_at,
    doctorId: row.doctor_id,
    doctorName: row.doctor_name,
  };
};
