import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';

export const insertOrderCheckout = (
  trx: Db,
  row: { order_id: number; user_id: number; total_fen: number; pay_fen: number; settlement: string },
) =>
  trx.kysely
    .insertInto('order_checkouts')
    .values({ ...row, given_back_at: null, created_at: nowIso() })
    .execute();

export const findOrderCheckout = (db: Db, orderId: number) =>
  db.kysely.selectFrom('order_checkouts').selectAll().where('order_id', '=', orderId).executeTakeFirst();

/** Marks the give-back; false when it had already happened (the conditional update is the once). */
export const markGivenBack = async (trx: Db, orderId: number): Promise<boolean> => {
  const r = await trx.kysely
    .updateTable('order_checkouts')
    .set({ given_back_at: nowIso() })
    .where('order_id', '=', orderId)
    .where('given_back_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
};

/** Checkouts whose amount to pay is not their order's amount (orders joined read-only). */
export const checkoutsThatDifferFromTheirOrder = (db: Db) =>
  db.kysely
    .selectFrom('order_checkouts as c')
    .innerJoin('orders as o', 'o.id', 'c.order_id')
    .select(['o.order_no as orderNo', 'o.amount_fen as amountFen', 'c.pay_fen as payFen'])
    .whereRef('o.amount_fen', '<>', 'c.pay_fen')
    .execute();

/** An account merge (accounts/account-merge.ts): each moved order's settlement follows it. */
export const moveCheckoutsToAccount = async (
  trx: Db,
  fromUserId: number,
  intoUserId: number,
): Promise<void> => {
  await trx.kysely
    .updateTable('order_checkouts')
    .set({ user_id: intoUserId })
    .where('user_id', '=', fromUserId)
    .execute();
};
