import type { ConsumptionDetail, ConsumptionRecord } from '@sprout/contract';
import { ORDER_STATUS_LABELS, REFUND_STATE_LABELS } from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import type { OrderRow } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import { orderSettlement } from '../checkout/checkout.service.ts';
import { findOwnOrderByNo, listPaidOrdersOf } from '../orders/orders.service.ts';
import { listRefundsOfOrders, type RefundRow } from '../payments/payments.service.ts';

/**
 * 消费记录: what the family paid and got back, read from the orders and refunds that exist (owned by
 * orders and payments; this module keeps no table). Any kind of order shows with its own title and
 * kind, so a kind added later needs nothing here.
 */

const paymentRecord = (o: OrderRow): ConsumptionRecord => ({
  recordId: `pay:${o.order_no}`,
  direction: 'payment',
  orderNo: o.order_no,
  orderKind: o.kind,
  title: o.title,
  amountFen: o.amount_fen,
  channel: o.channel,
  state: o.status,
  stateText: ORDER_STATUS_LABELS[o.status],
  at: o.paid_at ?? o.created_at,
});

const refundRecord = (r: RefundRow, o: OrderRow): ConsumptionRecord => ({
  recordId: `refund:${r.refund_no}`,
  direction: 'refund',
  orderNo: o.order_no,
  orderKind: o.kind,
  title: o.title,
  amountFen: r.amount_fen,
  channel: o.channel,
  state: r.status,
  stateText: REFUND_STATE_LABELS[r.status],
  at: r.settled_at ?? r.created_at,
});

/** Newest first; a payment and its refund at the same instant: the refund (it came after) first. */
const newestFirst = (a: ConsumptionRecord, b: ConsumptionRecord) =>
  a.at === b.at
    ? a.direction === b.direction
      ? 0
      : a.direction === 'refund'
        ? -1
        : 1
    : a.at < b.at
      ? 1
      : -1;

export const listConsumption = async (ctx: AppContext, userId: number, pageNum: number, pageSize: number) => {
  const orders = await listPaidOrdersOf(ctx.db, userId);
  const byId = new Map(orders.map((o) => [o.id, o]));
  const refunds = await listRefundsOfOrders(
    ctx.db,
    orders.map((o) => o.id),
  );
  const records = [
    ...orders.map(paymentRecord),
    ...refunds.flatMap((r) => {
      const order = byId.get(r.order_id);
      return order ? [refundRecord(r, order)] : [];
    }),
  ].sort(newestFirst);
  const start = (pageNum - 1) * pageSize;
  return { list: records.slice(start, start + pageSize), total: records.length, pageNum, pageSize };
};

export const consumptionDetail = async (
  ctx: AppContext,
  userId: number,
  orderNo: string,
): Promise<ConsumptionDetail> => {
  const o = await findOwnOrderByNo(ctx.db, userId, orderNo);
  if (!o || o.paid_at === null) throw notFound('消费记录不存在');
  const [refunds, settlement] = await Promise.all([
    listRefundsOfOrders(ctx.db, [o.id]),
    orderSettlement(ctx.db, o.id),
  ]);
  return {
    orderNo: o.order_no,
    orderKind: o.kind,
    title: o.title,
    status: o.status,
    statusText: ORDER_STATUS_LABELS[o.status],
    amountFen: o.amount_fen,
    refundedFen: o.refunded_fen,
    channel: o.channel,
    createdAt: o.created_at,
    paidAt: o.paid_at,
    refunds: refunds.map((r) => ({
      refundNo: r.refund_no,
      amountFen: r.amount_fen,
      state: r.status,
      stateText: REFUND_STATE_LABELS[r.status],
      reason: r.reason,
      createdAt: r.created_at,
      settledAt: r.settled_at,
    })),
    settlement: settlement
      ? { totalFen: settlement.totalFen, payFen: settlement.payFen, adjustments: settlement.adjustments }
      : null,
  };
};
