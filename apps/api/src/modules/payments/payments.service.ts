import type { OrderStatusView } from '@sprout/contract';
import { isPayable, ORDER_STATUS_LABELS } from '@sprout/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { OrderRow } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import type { ClientPayParams, PayChannel } from '../../providers/payments/payment-provider.ts';
import { payerOpenid } from '../accounts/parent-contact.service.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';
import { findOwnOrderByNo, transitionOrder } from '../orders/orders.service.ts';
import { payerAlipayUserId } from './alipay-payer.service.ts';
import { settlePaymentEvent } from './payment-settlement.ts';
import { findLateRefund } from './payments.repository.ts';

export type { RefundRow } from './payments.repository.ts';
/** The refunds of a family's orders (consumption records). */
export { listRefundsOfOrders } from './payments.repository.ts';

export const PAYMENT_POLL_JOB = 'payment-poll';
/** How often an order whose notify has not come is asked about, until it expires. */
export const POLL_INTERVAL_MS = 60_000;

/** The view of an order the pay pages read; a closed order says whether money came late and is going back. */
const statusView = async (ctx: AppContext, o: OrderRow): Promise<OrderStatusView> => {
  if (o.status !== 'closed') return toStatusView(o);
  const late = await findLateRefund(ctx.db, o.id);
  return {
    ...toStatusView(o),
    lateRefund: late ? { amountFen: late.amount_fen, status: late.status } : null,
  };
};

export const toStatusView = (o: OrderRow): OrderStatusView => ({
  orderNo: o.order_no,
  status: o.status,
  statusLabel: ORDER_STATUS_LABELS[o.status],
  amountFen: o.amount_fen,
  title: o.title,
  paidAt: o.paid_at,
  expiresAt: o.expires_at,
  kind: o.kind,
  subjectId: o.subject_id,
  channel: o.channel,
  refundedFen: o.refunded_fen,
  lateRefund: null,
});

const ownOrder = async (ctx: AppContext, userId: number, orderNo: string): Promise<OrderRow> => {
  const order = await findOwnOrderByNo(ctx.db, userId, orderNo);
  if (!order) throw notFound('订单不存在');
  return order;
};

const defaultReturnUrl = (orderNo: string) =>
  `/appointment/#/pages/newFun/completePay?orderNo=${encodeURIComponent(orderNo)}`;

/** Starts the polling chain that settles an order whose notify never comes (one chain per order). */
export const schedulePaymentPoll = (ctx: AppContext, orderNo: string, n: number, runAt: Date) =>
  enqueueJob(ctx.db, {
    kind: PAYMENT_POLL_JOB,
    payload: { orderNo, n },
    runAt,
    dedupeKey: `payment-poll:${orderNo}:${n}`,
  });

/**
 * pay_sign_*: asks the provider for the channel's parameters and moves created → paying. Only the
 * caller's order (else 4004) and only while it can still take money (else 4009).
 */
export const startPayment = async (
  ctx: AppContext,
  userId: number,
  orderNo: string,
  channel: PayChannel,
  returnUrl: string | undefined,
): Promise<ClientPayParams> => {
  const order = await ownOrder(ctx, userId, orderNo);
  if (!isPayable(order.status)) throw conflict('订单状态已变更');
  if (order.expires_at <= new Date().toISOString()) throw conflict('订单已超时，请重新下单');
  const openid = await payerOpenid(ctx.db, userId);
  const alipayUserId = channel === 'alipay' ? await payerAlipayUserId(ctx, userId) : null;
  const params = await ctx.payments.createPayment(order, {
    channel,
    payer: { openid, alipayUserId },
    returnUrl: returnUrl ?? defaultReturnUrl(order.order_no),
  });
  await transitionOrder(ctx.db, order.id, 'paying', { channel }, ['created']);
  await schedulePaymentPoll(ctx, order.order_no, 1, new Date(Date.now() + POLL_INTERVAL_MS));
  return params;
};

/**
 * Asks the provider about an order that is still payable and settles it through the same path as a
 * notify. The synthetic event id names the provider's transaction, so asking again is a replay.
 */
export const reconcileWithProvider = async (ctx: AppContext, order: OrderRow, log?: FastifyBaseLogger) => {
  const provider = ctx.payments;
  try {
    const answer = await provider.queryPayment(order.order_no);
    if (!answer.paid || !answer.txnId) return;
    const result = await settlePaymentEvent(ctx, provider.name, {
      kind: 'paid',
      eventId: `query:${answer.txnId}`,
      orderNo: order.order_no,
      amountFen: answer.amountFen,
      txnId: answer.txnId,
    });
    if (!result.ok) log?.warn({ orderNo: order.order_no, reason: result.reason }, 'payment query rejected');
  } catch (err) {
    // The provider being unreachable must not fail the parent's status read; the poll job retries.
    log?.warn({ err, orderNo: order.order_no }, 'payment query failed');
  }
};

/** order_status: the truth at once for a browser coming back from the cashier. */
export const orderStatus = async (
  ctx: AppContext,
  userId: number,
  orderNo: string,
  log?: FastifyBaseLogger,
) => {
  const order = await ownOrder(ctx, userId, orderNo);
  // A closed order on which a payment was started may still have been paid on a cashier left open:
  // asking the provider settles that payment now (refunded in full), so 确认支付 can say so at once.
  const mayHaveBeenPaid =
    order.status === 'paying' ||
    (order.status === 'closed' && order.channel !== null && !(await findLateRefund(ctx.db, order.id)));
  if (!mayHaveBeenPaid) return statusView(ctx, order);
  await reconcileWithProvider(ctx, order, log);
  return statusView(ctx, await ownOrder(ctx, userId, orderNo));
};

/** cancel_pay: the parent closed the cashier; the order goes back to created and stays payable. */
export const cancelPayment = async (ctx: AppContext, userId: number, orderNo: string) => {
  const order = await ownOrder(ctx, userId, orderNo);
  const moved = await transitionOrder(ctx.db, order.id, 'created', {}, ['paying']);
  if (moved) return toStatusView(moved);
  const now = await ownOrder(ctx, userId, orderNo);
  if (now.status !== 'created') throw conflict('订单状态已变更');
  return statusView(ctx, now);
};
