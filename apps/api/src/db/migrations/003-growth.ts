import { type Kysely, sql } from 'kysely';
import { type DialectName, idColumn, idColumnType } from '../dialect.ts';

/**
 * Growth: measurements (home ones entered by a parent, clinic ones by staff), bone ages read by staff,
 * the reference (China or WHO) chosen by the clinic with a per-parent switch, and the doctors'
 * follow-up list, computed when a measurement changes and stored so that the list pages cheaply.
 * Lengths are whole millimetres and weights whole grams, as heights elsewhere are millimetres.
 */
export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  const id = idColumn(dialect);
  const idType = idColumnType(dialect);

  // The clinic's reference for its charts and follow-up flags; a parent may choose the other one.
  await db.schema
    .alterTable('facilities')
    .addColumn('growth_reference', 'text', (c) => c.notNull().defaultTo('china'))
    .execute();
  // null: follow the clinic's choice.
  await db.schema.alterTable('users').addColumn('growth_reference', 'text').execute();

  await db.schema
    .createTable('growth_measurements')
    .addColumn('id', idType, id)
    .addColumn('baby_id', 'integer', (c) => c.notNull().references('babies.id'))
    // A clinic measurement carries the child's patient record, so every guardian linked to it sees it.
    .addColumn('pid', 'text')
    .addColumn('measured_on', 'text', (c) => c.notNull()) // YYYY-MM-DD on the clinic calendar
    .addColumn('height_mm', 'integer')
    .addColumn('posture', 'text') // lying | standing, with the height
    .addColumn('weight_g', 'integer')
    .addColumn('head_mm', 'integer')
    .addColumn('source', 'text', (c) => c.notNull()) // home | clinic
    .addColumn('entered_by_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('entered_by_staff_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .addColumn('deleted_by_staff_id', 'integer', (c) => c.references('staff.id'))
    .addCheckConstraint(
      'growth_measurements_something_measured',
      sql`height_mm is not null or weight_g is not null or head_mm is not null`,
    )
    .addCheckConstraint(
      'growth_measurements_source',
      sql`(source = 'home' and entered_by_user_id is not null) or (source = 'clinic' and entered_by_staff_id is not null)`,
    )
    .addCheckConstraint(
      'growth_measurements_posture',
      sql`(height_mm is null and posture is null) or (height_mm is not null and posture in ('lying', 'standing'))`,
    )
    .execute();
  await sql`create index growth_measurements_baby on growth_measurements (baby_id, measured_on) where deleted_at is null`.execute(
    db,
  );
  await sql`create index growth_measurements_pid on growth_measurements (pid, measured_on) where deleted_at is null and pid is not null`.execute(
    db,
  );

  await db.schema
    .createTable('growth_bone_ages')
    .addColumn('id', idType, id)
    .addColumn('baby_id', 'integer', (c) => c.notNull().references('babies.id'))
    .addColumn('pid', 'text')
    .addColumn('read_on', 'text', (c) => c.notNull())
    .addColumn('bone_age_months', 'integer', (c) => c.notNull()) // years × 12 + months
    .addColumn('method', 'text', (c) => c.notNull()) // GP | TW3 | CHN05
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .addCheckConstraint('growth_bone_ages_method', sql`method in ('GP', 'TW3', 'CHN05')`)
    .addCheckConstraint('growth_bone_ages_range', sql`bone_age_months >= 0 and bone_age_months <= 240`)
    .execute();
  await sql`create index growth_bone_ages_baby on growth_bone_ages (baby_id, read_on) where deleted_at is null`.execute(
    db,
  );
  await sql`create index growth_bone_ages_pid on growth_bone_ages (pid, read_on) where deleted_at is null and pid is not null`.execute(
    db,
  );

  // One row per baby with measurements: its follow-up flags and the inputs they were computed from
  // (reference, birthday, sex, gestation, pid), so that a row made stale by a profile edit is found.
  await db.schema
    .createTable('growth_follow_ups')
    .addColumn('baby_id', 'integer', (c) => c.primaryKey().references('babies.id'))
    .addColumn('pid', 'text')
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('birthday', 'text', (c) => c.notNull())
    .addColumn('sex', 'text', (c) => c.notNull())
    .addColumn('gestational_weeks', 'integer')
    .addColumn('flag_count', 'integer', (c) => c.notNull())
    .addColumn('has_below_p3', 'integer', (c) => c.notNull())
    .addColumn('has_crossed_two_lines', 'integer', (c) => c.notNull())
    .addColumn('has_slow_growth', 'integer', (c) => c.notNull())
    .addColumn('flags', 'text', (c) => c.notNull()) // JSON: the engine's FollowUpFlag[]
    .addColumn('latest_measured_on', 'text')
    .addColumn('computed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('growth_follow_ups_list')
    .on('growth_follow_ups')
    .columns(['flag_count', 'latest_measured_on'])
    .execute();
};
