import type { AppContext } from '../../app-context.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import type { OrderRow } from '../../db/schema.ts';
import { cancelJob } from '../jobs/jobs.service.ts';
import { closeUnpaidOrder, lockOrder } from '../orders/orders.service.ts';
import { findInquiry, moveInquiry } from './inquiries.repository.ts';
import {
  ACCEPT_DEADLINE_JOB,
  ANSWER_DEADLINE_JOB,
  PAYMENT_EXPIRY_JOB,
  paymentKey,
  reassignOrRefund,
  refundInquiry,
  startWaiting,
} from './inquiry-moves.ts';
import { noticeInquiryParent } from './inquiry-notices.ts';
import { escalateUnseenRedFlag, RED_FLAG_ESCALATION_JOB } from './inquiry-red-flags.service.ts';

/**
 * The consultation order kind and the inquiry's deadline jobs. The hooks run inside the transaction
 * that moved the order (paid by the existing pay pages and providers); the jobs are durable rows, so a
 * deadline passed while no process ran is kept when one starts, and every handler is a conditional
 * move that does nothing the second time.
 */
export const CONSULTATION_ORDER_KIND = 'consultation';

/** The hooks close over the app's context: the notices they send need its providers and settings. */
const consultationHooks = (ctx: AppContext) => ({
  // onPaid posts 问诊已提交 (startWaiting): the 支付成功 notice adds no second message.
  paidLink: () => null,
  onPaid: (trx: Db, order: OrderRow) => startWaiting(ctx, trx, order.subject_id),
  onClosed: async (trx: Db, order: OrderRow) => {
    // Only an unpaid order that ran out moves here; a parent's cancel has moved the inquiry already.
    const moved = await moveInquiry(trx, order.subject_id, 'expire', {
      ended_at: nowIso(),
      end_reason: '超时未支付，问诊已取消',
    });
    if (moved) await cancelJob(trx, paymentKey(moved.id));
  },
  onRefunded: async (trx: Db, order: OrderRow, amountFen: number) => {
    // Paid by checkout alone (0 fen): no money came back through a channel; 问诊已退款 said what did.
    if (order.refunded_fen < order.amount_fen || amountFen === 0) return;
    const inquiry = await findInquiry(trx, order.subject_id);
    // The money that came back (after discounts), not the doctor's listed price.
    if (inquiry) await noticeInquiryParent(ctx, trx, { ...inquiry, price_fen: amountFen }, 'refundSettled');
  },
});

/** The payment window ran out: close the order unless it was paid or cancelled meanwhile. */
const expirePayment = async (ctx: AppContext, payload: Record<string, unknown>) => {
  await inTransaction(ctx.db, async (trx) => {
    const order = await lockOrder(trx, Number(payload.orderId));
    if (order) await closeUnpaidOrder(ctx, trx, order.id);
  });
};

/** The accept deadline passed: reassign (if allowed and someone is on duty) or refund in full. */
const missAccept = async (ctx: AppContext, payload: Record<string, unknown>) => {
  await inTransaction(ctx.db, async (trx) => {
    const inquiry = await findInquiry(trx, Number(payload.inquiryId));
    // A later round (reassigned meanwhile) has its own job; an accepted or ended inquiry has no deadline.
    if (inquiry?.status !== 'waiting' || inquiry.reassign_count !== Number(payload.round)) return;
    if (inquiry.order_id !== null) await lockOrder(trx, inquiry.order_id);
    await reassignOrRefund(ctx, trx, inquiry, 'missAccept', '医生未在规定时间内接诊');
  });
};

/** The first-answer deadline passed with no reply from the doctor: refund in full. */
const missFirstAnswer = async (ctx: AppContext, payload: Record<string, unknown>) => {
  await inTransaction(ctx.db, async (trx) => {
    const inquiry = await findInquiry(trx, Number(payload.inquiryId));
    if (inquiry?.status !== 'inProgress' || inquiry.first_answered_at !== null) return;
    await refundInquiry(ctx, trx, inquiry, 'missFirstAnswer', '医生未在规定时间内回复', { unanswered: true });
  });
};

/** Called once at start-up (consultation.module.ts). */
export const registerConsultationOrders = (ctx: AppContext): void => {
  ctx.orderKinds.register(CONSULTATION_ORDER_KIND, consultationHooks(ctx));
  ctx.jobHandlers.register(PAYMENT_EXPIRY_JOB, (jobCtx, payload) => expirePayment(jobCtx, payload));
  ctx.jobHandlers.register(ACCEPT_DEADLINE_JOB, (jobCtx, payload) => missAccept(jobCtx, payload));
  ctx.jobHandlers.register(ANSWER_DEADLINE_JOB, (jobCtx, payload) => missFirstAnswer(jobCtx, payload));
  ctx.jobHandlers.register(RED_FLAG_ESCALATION_JOB, (jobCtx, payload) =>
    escalateUnseenRedFlag(jobCtx, payload),
  );
};
