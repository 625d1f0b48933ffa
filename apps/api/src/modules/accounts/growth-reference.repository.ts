import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import type { GrowthReferenceColumn } from '../../db/schema.ts';

/** The parent's own choice of growth reference, kept on the account (null: the clinic's applies). */

export const findGrowthReference = async (db: Db, userId: number): Promise<GrowthReferenceColumn | null> =>
  (await db.kysely.selectFrom('users').select('growth_reference').where('id', '=', userId).executeTakeFirst())
    ?.growth_reference ?? null;

export const updateGrowthReference = async (
  db: Db,
  userId: number,
  reference: GrowthReferenceColumn | null,
): Promise<void> => {
  await db.kysely
    .updateTable('users')
    .set({ growth_reference: reference, updated_at: nowIso() })
    .where('id', '=', userId)
    .execute();
};
