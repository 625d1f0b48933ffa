import type { OrderRow } from '../../db/schema.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';
import { transitionOrder } from '../orders/orders.service.ts';
import type { Db } from '../../db/database.ts';
import { countRefundsOf, insertRefund } from './payments.repository.ts';

/** The job that hands a pending refund to the payment provider (registered by the payments module). */
export const REFUND_SUBMIT_JOB = 'refund-submit';

/**
 * Starts giving money back for a paid order, inside the caller's transaction: the order moves
 * paid → refunding (once: a second call finds it refunding and returns null), a refund row is
 * written, and a job submits it to the provider. The provider's refund notify later moves the order
 * to refunded and runs the kind's onRefunded. Returns the refund number.
 */
export const requestRefund = async (
  trx: Db,
  order: OrderRow,
  amountFen: number,
  reason: string,
): Promise<string | null> => {
  if (
    !Number.isSafeInteger(amountFen) ||
    amountFen <= 0 ||
    amountFen > order.amount_fen - order.refunded_fen
  ) {
    throw new Error(`refund of ${amountFen} fen is not possible for order ${order.order_no}`);
  }
  const moved = await transitionOrder(trx, order.id, 'refunding', {}, ['paid']);
  if (!moved) return null;
  const now = new Date();
  // The order's own (unique) number and this order's refund count: unique by construction, where a
  // random suffix could repeat between orders made in the same second. Only one transaction gets
  // past the conditional move above, so the count cannot race.
  const earlier = await countRefundsOf(trx, order.id);
  const refundNo = `RF${order.order_no.slice(2)}${String(earlier + 1).padStart(2, '0')}`;
  const refundId = await insertRefund(trx, { refundNo, orderId: order.id, amountFen, reason, now });
  await enqueueJob(trx, {
    kind: REFUND_SUBMIT_JOB,
    payload: { refundId },
    runAt: now,
    dedupeKey: `refund-submit:${refundId}`,
  });
  return refundNo;
};
