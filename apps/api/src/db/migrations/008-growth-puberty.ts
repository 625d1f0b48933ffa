import { type Kysely, sql } from 'kysely';
import { type DialectName, idColumn, idColumnType } from '../dialect.ts';

/**
 * Growth after the clinical review (issue 12): puberty status recorded by doctors (the Tanner stage on
 * the day assessed), which picks the slow-growth threshold; and the follow-up list's new rules (high
 * side, WS/T 586 overweight and obesity, heights to check) as filter columns. `rules_version` says
 * which version of the follow-up rules computed a row, so rows from an older version are recomputed
 * before the list is read, as rows whose inputs changed already are.
 */
export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  const id = idColumn(dialect);
  const idType = idColumnType(dialect);

  // A clinic assessment, shared through the patient record like a bone age.
  await db.schema
    .createTable('growth_puberty_assessments')
    .addColumn('id', idType, id)
    .addColumn('baby_id', 'integer', (c) => c.notNull().references('babies.id'))
    .addColumn('pid', 'text')
    .addColumn('assessed_on', 'text', (c) => c.notNull()) // YYYY-MM-DD on the clinic calendar
    .addColumn('tanner_stage', 'integer', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .addColumn('deleted_by_staff_id', 'integer', (c) => c.references('staff.id'))
    .addCheckConstraint('growth_puberty_stage', sql`tanner_stage between 1 and 5`)
    .addCheckConstraint(
      'growth_puberty_deletion',
      sql`(deleted_at is null and deleted_by_staff_id is null) or (deleted_at is not null and deleted_by_staff_id is not null)`,
    )
    .execute();
  await sql`create index growth_puberty_baby on growth_puberty_assessments (baby_id, assessed_on) where deleted_at is null`.execute(
    db,
  );
  await sql`create index growth_puberty_pid on growth_puberty_assessments (pid, assessed_on) where deleted_at is null and pid is not null`.execute(
    db,
  );

  // SQLite adds one column per ALTER TABLE.
  for (const column of ['has_above_p97', 'has_crossed_up', 'has_overweight', 'has_height_to_check']) {
    await db.schema
      .alterTable('growth_follow_ups')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  // Rows computed before this migration are version 1.
  await db.schema
    .alterTable('growth_follow_ups')
    .addColumn('rules_version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
};
