import { compiledQuery, param } from '../../db/compiled-query.ts';
import type { Db } from '../../db/database.ts';
import { countAll, nowIso, toCount } from '../../db/dialect.ts';
import type { BabyRow, NewBaby } from '../../db/schema.ts';

/** The only code with SQL about babies. Every read is scoped to the owner: another parent's id reads as absent. */
const live = (db: Db, userId: number) =>
  db.kysely.selectFrom('babies').where('user_id', '=', userId).where('deleted_at', 'is', null);

// The hot reads (every baby-scoped call checks its baby; the list is a key read) are compiled once.
const ownBabyById = compiledQuery<{ userId: number; babyId: number }, BabyRow>((kysely) =>
  kysely
    .selectFrom('babies')
    .selectAll()
    .where('user_id', '=', param<number>('userId'))
    .where('deleted_at', 'is', null)
    .where('id', '=', param<number>('babyId')),
);

const ownBabiesPage = compiledQuery<{ userId: number; limit: number; offset: number }, BabyRow>((kysely) =>
  kysely
    .selectFrom('babies')
    .selectAll()
    .where('user_id', '=', param<number>('userId'))
    .where('deleted_at', 'is', null)
    .orderBy('is_default', 'desc')
    .orderBy('id', 'asc')
    .limit(param<number>('limit'))
    .offset(param<number>('offset')),
);

const ownBabyCount = compiledQuery<{ userId: number }, { count: string | number }>((kysely) =>
  kysely
    .selectFrom('babies')
    .select(countAll())
    .where('user_id', '=', param<number>('userId'))
    .where('deleted_at', 'is', null),
);

export const findOwnBaby = async (db: Db, userId: number, babyId: number): Promise<BabyRow | undefined> =>
  (await ownBabyById(db, { userId, babyId }))[0];

export const pageOwnBabies = async (db: Db, userId: number, pageNum: number, pageSize: number) => {
  const [rows, total] = await Promise.all([
    ownBabiesPage(db, { userId, limit: pageSize, offset: (pageNum - 1) * pageSize }),
    countOwnBabies(db, userId),
  ]);
  return { rows, total };
};

export const countOwnBabies = async (db: Db, userId: number) =>
  toCount((await ownBabyCount(db, { userId }))[0]?.count);

export const insertBaby = (db: Db, values: NewBaby) =>
  db.kysely.insertInto('babies').values(values).returningAll().executeTakeFirstOrThrow();

export const updateOwnBaby = (db: Db, userId: number, babyId: number, values: Partial<NewBaby>) =>
  db.kysely
    .updateTable('babies')
    .set({ ...values, updated_at: nowIso() })
    .where('id', '=', babyId)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();

/**
 * Makes one of the owner's babies the default and clears the flag on the others, in the caller's
 * transaction. An id that is not the owner's changes nothing and returns undefined.
 */
export const makeDefault = async (trx: Db, userId: number, babyId: number) => {
  const target = await live(trx, userId).select('id').where('id', '=', babyId).executeTakeFirst();
  if (!target) return undefined;
  await trx.kysely
    .updateTable('babies')
    .set({ is_default: 0 })
    .where('user_id', '=', userId)
    .where('id', '!=', babyId)
    .where('is_default', '=', 1)
    .execute();
  return updateOwnBaby(trx, userId, babyId, { is_default: 1 });
};

export const softDeleteOwnBaby = (trx: Db, userId: number, babyId: number) =>
  trx.kysely
    .updateTable('babies')
    .set({ deleted_at: nowIso(), is_default: 0, updated_at: nowIso() })
    .where('id', '=', babyId)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

export const oldestOwnBaby = (trx: Db, userId: number) =>
  live(trx, userId).select('id').orderBy('id', 'asc').limit(1).executeTakeFirst();

/** The owner's live default baby, if one is marked. */
export const markedDefaultOwnBaby = (db: Db, userId: number) =>
  live(db, userId).select('id').where('is_default', '=', 1).executeTakeFirst();

/**
 * Hands every baby of one account (deleted ones too, so nothing stays behind on a closed account) to
 * another, in the caller's transaction; `clearDefault` when the receiving account already has one.
 */
export const moveBabies = async (
  trx: Db,
  fromUserId: number,
  intoUserId: number,
  clearDefault: boolean,
): Promise<void> => {
  await trx.kysely
    .updateTable('babies')
    .set({ user_id: intoUserId, updated_at: nowIso(), ...(clearDefault ? { is_default: 0 } : {}) })
    .where('user_id', '=', fromUserId)
    .execute();
};

/** Links the owner's baby to a clinic patient record (pid). */
export const setOwnBabyPid = async (db: Db, userId: number, babyId: number, pid: string): Promise<void> => {
  await db.kysely
    .updateTable('babies')
    .set({ pid })
    .where('id', '=', babyId)
    .where('user_id', '=', userId)
    .execute();
};

/** The owner's first (lowest id) live baby linked to the patient record `pid`. */
export const findOwnBabyLinkedTo = (db: Db, userId: number, pid: string): Promise<BabyRow | undefined> =>
  live(db, userId).selectAll().where('pid', '=', pid).orderBy('id').limit(1).executeTakeFirst();

/** The owner's default live baby, else their first. */
export const findDefaultOrFirstOwnBaby = (db: Db, userId: number): Promise<BabyRow | undefined> =>
  live(db, userId).selectAll().orderBy('is_default', 'desc').orderBy('id').limit(1).executeTakeFirst();

export const listOwnBabyIds = async (db: Db, userId: number): Promise<number[]> =>
  (await live(db, userId).select('id').orderBy('id').execute()).map((r) => r.id);
