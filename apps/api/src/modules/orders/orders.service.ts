import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
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
