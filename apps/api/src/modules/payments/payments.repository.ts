import { countAll, nowIso, toCount } from '../../db/dialect.ts';
import type { Db } from '../../db/database.ts';
import type { Selectable } from 'kysely';
import type { RefundsTable } from '../../db/schema.ts';

/** The only SQL on payment_events and refunds. */
export type RefundRow = Selectable<RefundsTable>;

export type PaymentEventType = 'paid' | 'refunded' | 'refund_failed';

/** Stores the provider's event once; null when it was already stored (a replay: change nothing). */
export const recordEvent = async (
  trx: Db,
  provider: string,
  e: { eventId: string; orderNo: string; type: PaymentEventType; amountFen: number },
): Promise<number | null> => {
  const row = await trx.kysely
    .insertInto('payment_events')
    .values({
      provider,
      event_id: e.eventId,
      order_no: e.orderNo,
      event_type: e.type,
      amount_fen: e.amountFen,
      outcome: 'ignored',
      received_at: nowIso(),
    })
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
};

export const markEventApplied = (trx: Db, eventRowId: number) =>
  trx.kysely.updateTable('payment_events').set({ outcome: 'applied' }).where('id', '=', eventRowId).execute();

export const findRefund = (db: Db, id: number): Promise<RefundRow | undefined> =>
  db.kysely.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirst();

export const findRefundByNo = (db: Db, refundNo: string): Promise<RefundRow | undefined> =>
  db.kysely.selectFrom('refunds').selectAll().where('refund_no', '=', refundNo).executeTakeFirst();

/** The refund of money that came after the order closed (its number starts RC: payment-settlement.ts). */
export const findLateRefund = (db: Db, orderId: number) =>
  db.kysely
    .selectFrom('refunds')
    .select(['amount_fen', 'status'])
    .where('order_id', '=', orderId)
    .where('refund_no', 'like', 'RC%')
    .executeTakeFirst();

export const countRefundsOf = async (db: Db, orderId: number): Promise<number> =>
  toCount(
    (
      await db.kysely
        .selectFrom('refunds')
        .select(countAll())
        .where('order_id', '=', orderId)
        .executeTakeFirst()
    )?.count,
  );

export interface NewRefund {
  refundNo: string;
  orderId: number;
  amountFen: number;
  reason: string;
  now?: Date;
}

const pendingRefund = (r: NewRefund) => ({
  refund_no: r.refundNo,
  order_id: r.orderId,
  amount_fen: r.amountFen,
  status: 'pending' as const,
  reason: r.reason,
  provider_refund_id: null,
  created_at: nowIso(r.now),
  settled_at: null,
});

/** Writes a pending refund; its number must be new (the unique key refuses a repeat). */
export const insertRefund = async (trx: Db, r: NewRefund): Promise<number> =>
  (await trx.kysely.insertInto('refunds').values(pendingRefund(r)).returning('id').executeTakeFirstOrThrow())
    .id;

/**
 * Writes a pending refund unless one with this number exists: then null, and nothing changes (ON
 * CONFLICT DO NOTHING leaves a PostgreSQL transaction usable, where a failed insert would not).
 */
export const insertRefundOnce = async (trx: Db, r: NewRefund): Promise<number | null> =>
  (
    await trx.kysely
      .insertInto('refunds')
      .values(pendingRefund(r))
      .onConflict((oc) => oc.column('refund_no').doNothing())
      .returning('id')
      .executeTakeFirst()
  )?.id ?? null;

/** The provider's id for a refund it accepted, while the refund is still pending. */
export const setProviderRefundId = (db: Db, refundId: number, providerRefundId: string) =>
  db.kysely
    .updateTable('refunds')
    .set({ provider_refund_id: providerRefundId })
    .where('id', '=', refundId)
    .where('status', '=', 'pending')
    .execute();

/** Settles a pending refund once; false when another event settled it first. */
export const settlePendingRefund = async (
  trx: Db,
  refundId: number,
  outcome: 'succeeded' | 'failed',
  providerRefundId: string | null | undefined,
): Promise<boolean> => {
  const res = await trx.kysely
    .updateTable('refunds')
    .set({
      status: outcome,
      settled_at: nowIso(),
      ...(providerRefundId ? { provider_refund_id: providerRefundId } : {}),
    })
    .where('id', '=', refundId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
};

/** The refunds of these orders (consumption records list each as its own row). */
export const listRefundsOfOrders = (db: Db, orderIds: readonly number[]): Promise<RefundRow[]> =>
  orderIds.length === 0
    ? Promise.resolve([])
    : db.kysely
        .selectFrom('refunds')
        .selectAll()
        .where('order_id', 'in', orderIds)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
