import type { Db } from '../../db/database.ts';
import { countAll, nowIso, toCount } from '../../db/dialect.ts';
import type { AddressRow, NewAddress } from '../../db/schema.ts';

/** The only code with SQL about addresses. Every query is scoped to the owner: another parent's id reads as absent. */
const live = (db: Db, userId: number) =>
  db.kysely.selectFrom('addresses').where('user_id', '=', userId).where('deleted_at', 'is', null);

/** Default first, then the most recently saved (the order of the addresses_owner_list index). */
export const pageOwnAddresses = async (db: Db, userId: number, pageNum: number, pageSize: number) => {
  const [rows, total] = await Promise.all([
    live(db, userId)
      .selectAll()
      .orderBy('is_default', 'desc')
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute(),
    countOwnAddresses(db, userId),
  ]);
  return { rows, total };
};

export const countOwnAddresses = async (db: Db, userId: number): Promise<number> =>
  toCount((await live(db, userId).select(countAll()).executeTakeFirst())?.count);

export const findOwnAddress = (db: Db, userId: number, id: number): Promise<AddressRow | undefined> =>
  live(db, userId).selectAll().where('id', '=', id).executeTakeFirst();

export const insertAddress = (db: Db, values: NewAddress): Promise<AddressRow> =>
  db.kysely.insertInto('addresses').values(values).returningAll().executeTakeFirstOrThrow();

export const updateOwnAddress = (
  db: Db,
  userId: number,
  id: number,
  values: Omit<Partial<NewAddress>, 'id' | 'user_id' | 'is_default' | 'deleted_at'>,
): Promise<AddressRow | undefined> =>
  db.kysely
    .updateTable('addresses')
    .set({ ...values, updated_at: nowIso() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();

/**
 * Makes one of the owner's live addresses the default and clears the flag on the old one, in the
 * caller's transaction (clearing first, so the unique index addresses_one_default never sees two).
 * The flag is not an edit of the address, so updated_at stays. An id that is not the owner's changes
 * nothing and returns undefined.
 */
export const makeDefault = async (trx: Db, userId: number, id: number): Promise<AddressRow | undefined> => {
  const target = await live(trx, userId).select('id').where('id', '=', id).executeTakeFirst();
  if (!target) return undefined;
  await trx.kysely
    .updateTable('addresses')
    .set({ is_default: 0 })
    .where('user_id', '=', userId)
    .where('id', '!=', id)
    .where('is_default', '=', 1)
    .execute();
  return trx.kysely
    .updateTable('addresses')
    .set({ is_default: 1 })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
};

export const softDeleteOwnAddress = async (trx: Db, userId: number, id: number): Promise<void> => {
  const now = nowIso();
  await trx.kysely
    .updateTable('addresses')
    .set({ deleted_at: now, is_default: 0, updated_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .execute();
};

/** The owner's live address saved most recently, the heir when the default goes. */
export const latestOwnAddress = (trx: Db, userId: number) =>
  live(trx, userId)
    .select('id')
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

export const markedDefaultOwnAddress = (db: Db, userId: number) =>
  live(db, userId).select('id').where('is_default', '=', 1).executeTakeFirst();

/**
 * Hands every address of one account (deleted ones too) to another, in the caller's transaction;
 * `clearDefault` when the receiving account already has a default.
 */
export const moveAddresses = async (
  trx: Db,
  fromUserId: number,
  intoUserId: number,
  clearDefault: boolean,
): Promise<void> => {
  await trx.kysely
    .updateTable('addresses')
    .set({ user_id: intoUserId, ...(clearDefault ? { is_default: 0 } : {}) })
    .where('user_id', '=', fromUserId)
    .execute();
};
