import type { Db } from '../../db/database.ts';
import type { BabyRow } from '../../db/schema.ts';

/**
 * Babies as staff reach them, by id, record or search, whoever the parent is. Only live babies: a
 * deleted profile is gone for the console too. The guardian's phone is the account's (joined read-only).
 */

export const findLiveBaby = (db: Db, babyId: number): Promise<BabyRow | undefined> =>
  db.kysely
    .selectFrom('babies')
    .selectAll()
    .where('id', '=', babyId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

/** Every live baby linked to the patient record, lowest id first. */
export const listLiveBabiesLinkedTo = (db: Db, pid: string): Promise<BabyRow[]> =>
  db.kysely
    .selectFrom('babies')
    .selectAll()
    .where('pid', '=', pid)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();

const withGuardian = (db: Db) =>
  db.kysely
    .selectFrom('babies as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .selectAll('b')
    .select('u.phone as guardian_phone')
    .where('b.deleted_at', 'is', null);

export const findLiveBabyWithGuardian = (db: Db, babyId: number) =>
  withGuardian(db).where('b.id', '=', babyId).executeTakeFirst();

export const searchLiveBabiesWithGuardian = (
  db: Db,
  by: { pid?: string | undefined; name?: string | undefined; phone?: string | undefined },
  limit: number,
) => {
  let q = withGuardian(db);
  if (by.pid !== undefined) q = q.where('b.pid', '=', by.pid);
  if (by.name !== undefined) q = q.where('b.name', '=', by.name);
  if (by.phone !== undefined) q = q.where('u.phone', '=', by.phone);
  return q.orderBy('b.id').limit(limit).execute();
};
