import { compiledQuery, param } from '../../db/compiled-query.ts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import type { GrowthReferenceColumn } from '../../db/schema.ts';

/** The parent's own choice of growth reference, kept on the account (null: the clinic's applies). */

/** Compiled once: every growth read asks it. */
const parentReference = compiledQuery<{ userId: number }, { growth_reference: GrowthReferenceColumn | null }>(
  (kysely) => kysely.selectFrom('users').select('growth_reference').where('id', '=', param<number>('userId')),
);

export const findGrowthReference = async (db: Db, userId: number): Promise<GrowthReferenceColumn | null> =>
  (await parentReference(db, { userId }))[0]?.growth_reference ?? null;

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
