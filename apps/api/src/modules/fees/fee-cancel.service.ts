import type { FastifyBaseLogger } from 'fastify';
import { ORDER_STATUS_LABELS } from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import { inTransaction } from '../../db/database.ts';
import type { OrderRow } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { closeUnpaidOrder, findOwnOrderByNo, lockOrder } from '../orders/orders.service.ts';
import { reconcileWithProvider } from '../payments/payments.service.ts';
import type { ParentPrincipal } from '../sessions/sessions.types.ts';
import { CLINIC_FEE_ORDER_KIND } from './fee-order.ts';

const ALREADY_PAID = '这笔缴费已支付成功，无需取消';

const cancelledView = (order: OrderRow, outcome: 'closed' | 'refunded') => ({
  orderNo: order.order_no,
  status: order.status,
  statusLabel: ORDER_STATUS_LABELS[order.status],
  outcome,
});

/**
 * 取消缴费 (the fee collection's cancel): the parent gives up a fee payment that is 支付中. A payment
 * started at the provider is first asked about (money that came already is settled, and the cancel is
 * refused: the bills are paid) and then cancelled there (Alipay's alipay.trade.cancel, WeChat's
 * close), so the cashier can no longer take it; then the order closes like one that ran out of time:
 * its hook puts the bills back to 待缴费 and the order observers give back the coupon, points and
 * package use. A second cancel answers the closed order again.
 */
export const cancelFeePayment = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  orderNo: string,
  log?: FastifyBaseLogger,
) => {
  const order = await findOwnOrderByNo(ctx.db, parent.userId, orderNo);
  if (order?.kind !== CLINIC_FEE_ORDER_KIND) throw notFound('订单不存在');
  if (order.status === 'closed') return cancelledView(order, 'closed');
  if (order.status !== 'created' && order.status !== 'paying') throw conflict(ALREADY_PAID);

  let outcome: 'closed' | 'refunded' = 'closed';
  if (order.channel !== null) {
    await reconcileWithProvider(ctx, order, log);
    const now = await findOwnOrderByNo(ctx.db, parent.userId, orderNo);
    if (now?.status !== 'created' && now?.status !== 'paying') throw conflict(ALREADY_PAID);
    const atProvider = await ctx.payments.cancelPayment(order.order_no);
    if (atProvider === 'paid') {
      await reconcileWithProvider(ctx, order, log);
      throw conflict(ALREADY_PAID);
    }
    if (atProvider === 'refunded') {
      // Paid between the query and the cancel, and given straight back by the provider: the order
      // still closes, and nothing was kept. A paid notify that follows takes the late-payment path,
      // whose refund the Alipay adapter finds already made (a closed trade) and counts as settled.
      log?.warn({ orderNo: order.order_no }, 'fee payment was paid and refunded by the provider on cancel');
      outcome = 'refunded';
    }
  }
  const closed = await inTransaction(ctx.db, async (trx) => {
    const locked = await lockOrder(trx, order.id);
    return locked ? closeUnpaidOrder(ctx, trx, order.id) : false;
  });
  const after = await findOwnOrderByNo(ctx.db, parent.userId, orderNo);
  if (!after) throw notFound('订单不存在');
  // Not closed by us and not closed already: its money came in meanwhile (a notify won the race).
  if (!closed && after.status !== 'closed') throw conflict(ALREADY_PAID);
  return cancelledView(after, outcome);
};
