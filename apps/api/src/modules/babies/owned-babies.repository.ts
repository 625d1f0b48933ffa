import type { Db } from '../../db/database.ts';
import type { BabyRow } from '../../db/schema.ts';

/**
 * The parent's live babies found by something other than their id: the record they link, the default
 * one, all of them. Every read is scoped to the owner, as in babies.repository.ts.
 */
const live = (db: Db, userId: number) =>
  db.kysely.selectFrom('babies').where('user_id', '=', userId).where('deleted_at', 'is', null);

/** The owner's first (lowest id) live baby linked to the patient record `pid`. */
export const findOwnBabyLinkedTo = (db: Db, userId: number, pid: string): Promise<BabyRow | undefined> =>
  live(db, userId).selectAll().where('pid', '=', pid).orderBy('id').limit(1).executeTakeFirst();

/** The owner's default live baby, else their first. */
export const findDefaultOwnBaby = (db: Db, userId: number): Promise<BabyRow | undefined> =>
  live(db, userId).selectAll().orderBy('is_default', 'desc').orderBy('id').limit(1).executeTakeFirst();

export const listOwnBabyIds = async (db: Db, userId: number): Promise<number[]> =>
  (await live(db, userId).select('id').orderBy('id').execute()).map((r) => r.id);
