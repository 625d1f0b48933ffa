import { type Kysely, sql } from 'kysely';
import { type DialectName, idColumn, idColumnType } from '../dialect.ts';

/**
 * Growth reports: an evaluation freezes the report of one measurement visit as JSON (snapshot), so
 * what a parent reads or shares later is what was computed then. One live report per baby profile,
 * measurement and reference (a clinic measurement is shared through the record, so two guardians'
 * profiles each get their own). Share links open one report without logging in; the token is signed,
 * not stored: the row holds what the token is checked against (expiry, revocation) and the opens.
 */
export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  const id = idColumn(dialect);
  const idType = idColumnType(dialect);

  await db.schema
    .createTable('growth_evaluations')
    .addColumn('id', idType, id)
    .addColumn('baby_id', 'integer', (c) => c.notNull().references('babies.id'))
    .addColumn('pid', 'text') // the baby's patient record when the report was made
    .addColumn('measurement_id', 'integer', (c) => c.notNull().references('growth_measurements.id'))
    .addColumn('measured_on', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull()) // JSON: the report as computed
    .addColumn('created_by_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .addCheckConstraint('growth_evaluations_reference', sql`reference in ('china', 'who')`)
    .execute();
  await sql`create unique index growth_evaluations_one_per_visit on growth_evaluations (baby_id, measurement_id, reference) where deleted_at is null`.execute(
    db,
  );
  await sql`create index growth_evaluations_baby on growth_evaluations (baby_id, measured_on) where deleted_at is null`.execute(
    db,
  );

  await db.schema
    .createTable('evaluation_share_links')
    .addColumn('id', idType, id)
    .addColumn('evaluation_id', 'integer', (c) => c.notNull().references('growth_evaluations.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('open_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_opened_at', 'text')
    .addCheckConstraint('evaluation_share_links_opens', sql`open_count >= 0`)
    .execute();
  await db.schema
    .createIndex('evaluation_share_links_user')
    .on('evaluation_share_links')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('evaluation_share_links_evaluation')
    .on('evaluation_share_links')
    .column('evaluation_id')
    .execute();
};
