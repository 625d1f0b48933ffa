import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import type { FeeItemsTable } from '../../db/schema-fees.ts';

export type FeeItemRow = Selectable<FeeItemsTable>;

export const listFeeItems = (db: Db, enabledOnly: boolean): Promise<FeeItemRow[]> => {
  let q = db.kysely.selectFrom('fee_items').selectAll();
  if (enabledOnly) q = q.where('enabled', '=', 1);
  return q.orderBy('category').orderBy('code').execute();
};

export const findFeeItemsByCode = (db: Db, codes: readonly string[]): Promise<FeeItemRow[]> =>
  codes.length === 0
    ? Promise.resolve([])
    : db.kysely
        .selectFrom('fee_items')
        .selectAll()
        .where('code', 'in', [...codes])
        .execute();

export const findFeeItem = (db: Db, id: number) =>
  db.kysely.selectFrom('fee_items').selectAll().where('id', '=', id).executeTakeFirst();

/** Inserts unless the code is taken (then undefined: the caller answers 4009). */
export const insertFeeItem = (db: Db, item: Omit<Insertable<FeeItemsTable>, 'created_at' | 'updated_at'>) =>
  db.kysely
    .insertInto('fee_items')
    .values({ ...item, created_at: nowIso(), updated_at: nowIso() })
    .onConflict((oc) => oc.column('code').doNothing())
    .returningAll()
    .executeTakeFirst();

/** The code never changes: coupons and package cards name it. */
export const updateFeeItem = (
  db: Db,
  id: number,
  changes: Pick<FeeItemRow, 'name' | 'category' | 'unit_price_fen' | 'enabled'>,
) =>
  db.kysely
    .updateTable('fee_items')
    .set({ ...changes, updated_at: nowIso() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
