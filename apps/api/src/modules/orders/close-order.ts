import type { Kysely } from 'kysely';
import { nowIso } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { hooksFor } from './order-kinds.ts';
import { transitionOrder } from './orders.repository.ts';

/**
 * Closes an unpaid order (expired hold, or cancelled before paying) and runs its kind's onClosed in
 * the same transaction. A paid order is never closed: this returns false and changes nothing.
 */
export const closeUnpaidOrder = async (trx: Kysely<Database>, orderId: number): Promise<boolean> => {
  const closed = await transitionOrder(trx, orderId, 'closed', { closed_at: nowIso() });
  if (!closed) return false;
  await hooksFor(closed.kind).onClosed(trx, closed);
  return true;
};
