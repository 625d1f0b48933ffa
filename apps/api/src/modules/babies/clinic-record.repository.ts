import type { Db } from '../../db/database.ts';
import type { BabyRow } from '../../db/schema.ts';

/** A baby's link to its clinic record (pid), as booking makes and reads it. */

export const setBabyPid = (trx: Db, babyId: number, pid: string) =>
  trx.kysely.updateTable('babies').set({ pid }).where('id', '=', babyId).execute();

/** The owner's live baby that holds this clinic record. */
export const findOwnBabyByPid = (db: Db, userId: number, pid: string): Promise<BabyRow | undefined> =>
  db.kysely
    .selectFrom('babies')
    .selectAll()
    .where('pid', '=', pid)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
