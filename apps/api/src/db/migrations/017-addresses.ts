import { type Kysely, sql } from 'kysely';
import { type DialectName, idColumn, idColumnType } from '../dialect.ts';

/**
 * Delivery addresses for the points mall (issue 15). The division codes and names are kept together:
 * names come from the division data when the address is saved, so a later re-drawing of the divisions
 * does not change where a parcel already went. Soft delete, so an exchange order can still point here.
 */
export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  await db.schema
    .createTable('addresses')
    .addColumn('id', idColumnType(dialect), idColumn(dialect))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('province_code', 'text', (c) => c.notNull())
    .addColumn('province_name', 'text', (c) => c.notNull())
    .addColumn('city_code', 'text', (c) => c.notNull())
    .addColumn('city_name', 'text', (c) => c.notNull())
    .addColumn('area_code', 'text')
    .addColumn('area_name', 'text')
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .addCheckConstraint('addresses_is_default', sql`is_default in (0, 1)`)
    // A deleted address is never the default, so the default can always be found among live ones.
    .addCheckConstraint('addresses_deleted_not_default', sql`deleted_at is null or is_default = 0`)
    .addCheckConstraint('addresses_area_pair', sql`(area_code is null) = (area_name is null)`)
    .execute();
  // A parent's live addresses in list order (default first, then the most recently changed).
  await sql`create index addresses_owner_list on addresses (user_id, is_default desc, updated_at desc, id desc) where deleted_at is null`.execute(
    db,
  );
  // At most one default address per parent, enforced by the database itself (partial index: both engines).
  await sql`create unique index addresses_one_default on addresses (user_id) where is_default = 1 and deleted_at is null`.execute(
    db,
  );
};
