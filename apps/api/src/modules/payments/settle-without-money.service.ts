import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import type { OrderRow } from '../../db/schema.ts';
import { transitionOrder } from '../orders/orders.service.ts';
import { requestRefund } from './refunds.service.ts';

/** The channel an order settled without money shows: checkout (points, package cards) covered it. */
export const NO_MONEY_CHANNEL = 'checkout';

/**
 * Settles an order that costs 0 fen (checkout's points or package cards covered everything: the
 * spec's member pay) without a payment channel: created → paid and the kind's onPaid, in the caller's
 * transaction, once (a second call finds it paid and returns undefined). An order that costs money
 * is never settled here.
 */
export const settleWithoutMoney = async (
  ctx: AppContext,
  trx: Db,
  order: OrderRow,
): Promise<OrderRow | undefined> => {
  if (order.amount_fen !== 0) throw new Error(`order ${order.order_no} costs ${order.amount_fen} fen`);
  const paid = await transitionOrder(
    trx,
    order.id,
    'paid',
    { paid_at: nowIso(), channel: NO_MONEY_CHANNEL },
    ['created'],
  );
  if (paid) await ctx.orderKinds.hooksFor(paid.kind).onPaid(trx, paid);
  return paid;
};

/**
 * Undoes an order paid without money: no money goes back, so there is no provider refund; the order
 * moves paid → refunding → refunded at once and the kind's onRefunded (and the observers: checkout
 * gives back the points and card uses) runs. Returns the refunded row, or undefined when it had moved.
 */
export const refundWithoutMoney = async (
  ctx: AppContext,
  trx: Db,
  order: OrderRow,
): Promise<OrderRow | undefined> => {
  if (order.amount_fen !== 0) throw new Error(`order ${order.order_no} costs ${order.amount_fen} fen`);
  if (!(await transitionOrder(trx, order.id, 'refunding', {}, ['paid']))) return undefined;
  const refunded = await transitionOrder(trx, order.id, 'refunded', { refunded_fen: 0 }, ['refunding']);
  if (refunded) await ctx.orderKinds.hooksFor(refunded.kind).onRefunded(trx, refunded, 0);
  return refunded;
};

/**
 * Gives back all that is left of a paid order in the caller's transaction: the money through the
 * provider (requestRefund), or, for an order checkout paid entirely, at once (refundWithoutMoney), so
 * the points, card uses and coupon it used come back either way. Returns the money going back in fen
 * and the refund number (null without money), or null when nothing was left or the order had moved.
 */
export const refundInWhole = async (
  ctx: AppContext,
  trx: Db,
  order: OrderRow,
  reason: string,
): Promise<{ fen: number; refundNo: string | null } | null> => {
  if (order.status !== 'paid') return null;
  if (order.amount_fen === 0)
    return (await refundWithoutMoney(ctx, trx, order)) ? { fen: 0, refundNo: null } : null;
  const fen = order.amount_fen - order.refunded_fen;
  if (fen <= 0) return null;
  const refundNo = await requestRefund(trx, order, fen, reason);
  return refundNo ? { fen, refundNo } : null;
};
