import type { AppContext } from '../../app-context.ts';
import { nowIso } from '../../db/dialect.ts';
import type { OrderRow } from '../../db/schema.ts';
import type { NotifyEvent } from '../../providers/payments/payment-provider.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';
import { postSystemMessage } from '../messages/messages.service.ts';
import { issueNotice } from '../notices/notices.service.ts';
import { findOrder, findOrderByNo, transitionOrder } from '../orders/orders.service.ts';
import {
  findRefundByNo,
  insertRefundOnce,
  markEventApplied,
  recordEvent,
  settlePendingRefund,
} from './payments.repository.ts';
import { REFUND_SUBMIT_JOB } from './refunds.service.ts';
import { type Db, inTransaction } from '../../db/database.ts';

export type SettleResult =
  | { ok: true; outcome: 'applied' | 'duplicate' | 'ignored' }
  | { ok: false; reason: string };

/** Thrown inside the transaction to roll back everything a rejected event touched. */
class Rejected extends Error {}

type PaidEvent = Extract<NotifyEvent, { kind: 'paid' }>;
type RefundEvent = Extract<NotifyEvent, { kind: 'refunded' | 'refund_failed' }>;

/**
 * Money arrived for an order we already closed (the payer finished on the cashier after the hold ran
 * out). Nothing is confirmed: the whole amount goes back. The refund number derives from the order, so
 * however many notifies and polls report this payment, one refund is made.
 */
const refundLatePayment = async (trx: Db, order: OrderRow, amountFen: number) => {
  const refundId = await insertRefundOnce(trx, {
    refundNo: `RC${order.order_no.slice(2)}`,
    orderId: order.id,
    amountFen,
    reason: '订单已关闭后到账，自动退款',
  });
  if (refundId === null) return;
  await enqueueJob(trx, {
    kind: REFUND_SUBMIT_JOB,
    payload: { refundId },
    runAt: new Date(),
    dedupeKey: `refund-submit:${refundId}`,
  });
  await postSystemMessage(trx, order.user_id, {
    category: 'payment',
    title: '订单已关闭，款项将原路退回',
    content: `订单「${order.title}」在关闭后才收到付款 ￥${(amountFen / 100).toFixed(2)}，已为您发起全额退款，款项将原路退回。`,
  });
};

const yuan = (fen: number) => (fen / 100).toFixed(2);

/**
 * A settled refund is a notice (SMS, and WeChat where the parent allows it), once per refund. Its
 * in-app message is the caller's when given; an order's own refund is told by the order's kind
 * (onRefunded), in the same transaction, so it is not posted twice.
 */
const noticeRefundSettled = (
  ctx: AppContext,
  trx: Db,
  order: OrderRow,
  refund: { id: number; amount_fen: number },
  message?: Parameters<typeof postSystemMessage>[2],
) =>
  issueNotice(ctx, trx, 'refundSettled', {
    subjectId: refund.id,
    userId: order.user_id,
    values: { order: order.title, amount: yuan(refund.amount_fen) },
    ...(message ? { message } : {}),
  });

const tellLateRefundSettled = async (
  ctx: AppContext,
  trx: Db,
  order: OrderRow,
  refund: { id: number; amount_fen: number },
  succeeded: boolean,
) => {
  if (succeeded)
    return noticeRefundSettled(ctx, trx, order, refund, {
      category: 'payment',
      title: '退款已完成',
      content: `订单「${order.title}」关闭后收到的付款 ￥${yuan(refund.amount_fen)} 已原路退回，请留意支付账户的到账通知。`,
    });
  await postSystemMessage(trx, order.user_id, {
    category: 'payment',
    title: '退款失败',
    content: `订单「${order.title}」关闭后收到的付款 ￥${yuan(refund.amount_fen)} 未能自动退回，请联系诊所处理。`,
  });
  return true;
};

const settlePaid = async (ctx: AppContext, trx: Db, provider: string, e: PaidEvent) => {
  const eventRow = await recordEvent(trx, provider, { ...e, type: 'paid' });
  if (eventRow === null) return 'duplicate' as const;
  const order = await findOrderByNo(trx, e.orderNo);
  if (!order) throw new Rejected('unknown order');
  if (order.amount_fen !== e.amountFen) throw new Rejected('amount mismatch');
  const paid = await transitionOrder(trx, order.id, 'paid', { paid_at: nowIso(), provider_txn_id: e.txnId }, [
    'created',
    'paying',
  ]);
  if (paid) {
    await ctx.orderKinds.hooksFor(paid.kind).onPaid(trx, paid);
    await markEventApplied(trx, eventRow);
    return 'applied' as const;
  }
  const now = await findOrder(trx, order.id);
  if (now?.status === 'closed') await refundLatePayment(trx, now, e.amountFen);
  return 'ignored' as const;
};

const settleRefund = async (ctx: AppContext, trx: Db, provider: string, e: RefundEvent) => {
  const refund = await findRefundByNo(trx, e.refundNo);
  if (!refund) throw new Rejected('unknown refund');
  if (refund.amount_fen !== e.amountFen) throw new Rejected('amount mismatch');
  const order = await findOrder(trx, refund.order_id);
  if (!order) throw new Error(`refund ${refund.refund_no} names no order`);
  const eventRow = await recordEvent(trx, provider, { ...e, orderNo: order.order_no, type: e.kind });
  if (eventRow === null) return 'duplicate' as const;
  const settled = await settlePendingRefund(
    trx,
    refund.id,
    e.kind === 'refunded' ? 'succeeded' : 'failed',
    e.txnId,
  );
  if (!settled) return 'ignored' as const;
  await markEventApplied(trx, eventRow);
  if (order.status !== 'refunding') {
    // A late payment's refund: the order stays closed, and the parent hears how it ended.
    await tellLateRefundSettled(ctx, trx, order, refund, e.kind === 'refunded');
    return 'applied' as const;
  }
  if (e.kind === 'refund_failed') {
    await transitionOrder(trx, order.id, 'paid', {}, ['refunding']);
    await postSystemMessage(trx, order.user_id, {
      category: 'payment',
      title: '退款失败',
      content: `订单「${order.title}」的退款 ￥${(refund.amount_fen / 100).toFixed(2)} 未能完成，请联系诊所处理。`,
    });
    return 'applied' as const;
  }
  const refundedFen = order.refunded_fen + refund.amount_fen;
  const whole = refundedFen >= order.amount_fen;
  const moved = await transitionOrder(
    trx,
    order.id,
    whole ? 'refunded' : 'paid',
    { refunded_fen: refundedFen },
    ['refunding'],
  );
  if (moved) {
    await ctx.orderKinds.hooksFor(moved.kind).onRefunded(trx, moved, refund.amount_fen);
    await noticeRefundSettled(ctx, trx, moved, refund);
  }
  return 'applied' as const;
};

/**
 * Applies one verified provider event (a notify, or a query answer with a synthetic event id) in one
 * transaction: the event row, the order's move, the kind's hook. A replay finds its event row and
 * changes nothing; concurrent deliveries race on the unique (provider, event_id) and the conditional
 * order update, so exactly one of them moves the order and runs the hook.
 */
export const settlePaymentEvent = async (
  ctx: AppContext,
  provider: string,
  event: NotifyEvent,
): Promise<SettleResult> => {
  if (event.kind === 'ignored') return { ok: true, outcome: 'ignored' };
  try {
    const outcome = await inTransaction(ctx.db, (trx) =>
      event.kind === 'paid' ? settlePaid(ctx, trx, provider, event) : settleRefund(ctx, trx, provider, event),
    );
    return { ok: true, outcome };
  } catch (err) {
    if (err instanceof Rejected) return { ok: false, reason: err.message };
    throw err;
  }
};
