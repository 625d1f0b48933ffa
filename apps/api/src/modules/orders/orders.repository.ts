import { randomInt } from 'node:crypto';
import { type OrderStatus, statusesLeadingTo } from '@sprout/domain';
import { nowIso } from '../../db/dialect.ts';
import type { OrderRow } from '../../db/schema.ts';
import type { Db } from '../../db/database.ts';

/** SP + yyyyMMddHHmmss (Shanghai) + 6 random digits: readable on a receipt, unique by constraint. */
export const newOrderNo = (now = new Date()): string => {
  const shanghai = new Date(now.getTime() + 8 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `SP${shanghai}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
};

export interface NewOrder {
  userId: number;
  kind: string;
  subjectId: number;
  title: string;
  amountFen: number;
  expiresAt: Date;
}

/**
 * Inserts a new order in `created`. The number's random part can repeat within one second (at a few
 * hundred bookings a second two orders meet every few seconds), so a clash is skipped with ON CONFLICT
 * DO NOTHING, which unlike a failed insert leaves a PostgreSQL transaction usable, and a new number is
 * drawn. `nextOrderNo` is for tests.
 */
export const createOrder = async (
  trx: Db,
  order: NewOrder,
  now = new Date(),
  nextOrderNo: (now: Date) => string = newOrderNo,
): Promise<OrderRow> => {
  for (let attempt = 0; attempt < 8; attempt++) {
    const row = await trx.kysely
      .insertInto('orders')
      .values({
        order_no: nextOrderNo(now),
        user_id: order.userId,
        kind: order.kind,
        subject_id: order.subjectId,
        title: order.title,
        amount_fen: order.amountFen,
        status: 'created',
        channel: null,
        provider_txn_id: null,
        expires_at: order.expiresAt.toISOString(),
        paid_at: null,
        closed_at: null,
        refunded_fen: 0,
        created_at: nowIso(now),
        updated_at: nowIso(now),
      })
      .onConflict((oc) => oc.column('order_no').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (row) return row;
  }
  throw new Error('no free order number after 8 draws');
};

/** The one look-up by order number (notifies, polls and the cashier name orders by it). */
export const findOrderByNo = (db: Db, orderNo: string): Promise<OrderRow | undefined> =>
  db.kysely.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();

export const findOrder = (db: Db, orderId: number): Promise<OrderRow | undefined> =>
  db.kysely.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();

/**
 * Reads the order under a row lock on PostgreSQL (SQLite has one writer anyway). Every path that moves
 * an order together with its subject (a parent's cancel, a hold's expiry) takes this lock first, as the
 * payment notify's conditional update does, so the two never interleave.
 */
export const lockOrder = (trx: Db, orderId: number): Promise<OrderRow | undefined> => {
  let q = trx.kysely.selectFrom('orders').selectAll().where('id', '=', orderId);
  if (trx.dialect === 'postgres') q = q.forUpdate();
  return q.executeTakeFirst();
};

export const findOwnOrderByNo = (db: Db, userId: number, orderNo: string) =>
  db.kysely
    .selectFrom('orders')
    .selectAll()
    .where('order_no', '=', orderNo)
    .where('user_id', '=', userId)
    .executeTakeFirst();

/**
 * Moves an order to `to` only from a state that may lead there (packages/domain order-state), and
 * only from `onlyFrom` when given. Returns the moved row, or undefined when another request moved it
 * first: the caller then does nothing, which is what makes every transition happen once.
 */
export const transitionOrder = (
  trx: Db,
  orderId: number,
  to: OrderStatus,
  changes: Partial<
    Pick<OrderRow, 'channel' | 'provider_txn_id' | 'paid_at' | 'closed_at' | 'refunded_fen'>
  > = {},
  onlyFrom?: readonly OrderStatus[],
): Promise<OrderRow | undefined> => {
  const from = (onlyFrom ?? statusesLeadingTo(to)).filter((s) => statusesLeadingTo(to).includes(s));
  if (from.length === 0) return Promise.resolve(undefined);
  return trx.kysely
    .updateTable('orders')
    .set({ ...changes, status: to, updated_at: nowIso() })
    .where('id', '=', orderId)
    .where('status', 'in', from)
    .returningAll()
    .executeTakeFirst();
};

/**
 * Every order of a parent that money was paid for (paid_at set), newest payment first: the family's
 * consumption records and the invoice wait list read these. A family's orders are tens to hundreds.
 */
export const listPaidOrdersOf = (db: Db, userId: number): Promise<OrderRow[]> =>
  db.kysely
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('paid_at', 'is not', null)
    .orderBy('paid_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

/** The parent's orders among these numbers (another parent's numbers are simply not found). */
export const findOwnOrdersByNos = (
  db: Db,
  userId: number,
  orderNos: readonly string[],
): Promise<OrderRow[]> =>
  orderNos.length === 0
    ? Promise.resolve([])
    : db.kysely
        .selectFrom('orders')
        .selectAll()
        .where('user_id', '=', userId)
        .where('order_no', 'in', orderNos)
        .execute();

export const findOrdersByIds = (db: Db, orderIds: readonly number[]): Promise<OrderRow[]> =>
  orderIds.length === 0
    ? Promise.resolve([])
    : db.kysely.selectFrom('orders').selectAll().where('id', 'in', orderIds).execute();

/** An account merge (accounts/account-merge.ts): the merged account's orders follow the parent. */
export const moveOrdersToAccount = async (trx: Db, fromUserId: number, intoUserId: number): Promise<void> => {
  await trx.kysely
    .updateTable('orders')
    .set({ user_id: intoUserId })
    .where('user_id', '=', fromUserId)
    .execute();
};
