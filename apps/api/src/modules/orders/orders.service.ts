import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import * as reconcile from './orders-reconcile.repository.ts';
import * as repo from './orders.repository.ts';

/**
 * What other modules do with orders. Every query on `orders` is in orders.repository.ts; the moves are
 * conditional updates (`transitionOrder`), so a transition and its kind's hook happen once.
 */
export type { NewOrder } from './orders.repository.ts';
export {
  createOrder,
  findOrder,
  findOrderByNo,
  findOrdersByIds,
  findOwnOrderByNo,
  findOwnOrdersByNos,
  listPaidOrdersOf,
  lockOrder,
  transitionOrder,
} from './orders.repository.ts';

/**
 * Closes an unpaid order (expired hold, or cancelled before paying) and runs its kind's onClosed in
 * the same transaction. A paid order is never closed: this returns false and changes nothing.
 */
export const closeUnpaidOrder = async (ctx: AppContext, trx: Db, orderId: number): Promise<boolean> => {
  const closed = await repo.transitionOrder(trx, orderId, 'closed', { closed_at: nowIso() });
  if (!closed) return false;
  await ctx.orderKinds.hooksFor(closed.kind).onClosed(trx, closed);
  return true;
};

/**
 * The orders' part of the nightly reconciliation: money taken equals its payment notice, money given
 * back equals its settled refunds. Registered by the payments module, which keeps both.
 */
export const orderPaymentDifferences = async (db: Db) => {
  const unpaid = await reconcile.paidOrdersWithoutTheirPayment(db);
  const refunds = await reconcile.ordersWhoseRefundsDiffer(db);
  return [
    ...unpaid.map((o) => ({
      subject: `订单 ${o.orderNo}`,
      detail: `应收 ${o.amountFen} 分，到账通知 ${Number(o.events)} 笔共 ${Number(o.paidFen)} 分`,
    })),
    ...refunds.map((o) => ({
      subject: `订单 ${o.orderNo}`,
      detail: `记为已退 ${o.refundedFen} 分，退款成功共 ${Number(o.settledFen)} 分`,
    })),
  ];
};
