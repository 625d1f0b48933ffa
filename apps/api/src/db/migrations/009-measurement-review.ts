import { type Kysely, type QueryExecutorProvider, sql } from 'kysely';
import type { DialectName } from '../dialect.ts';
import { growthTables } from '../../modules/growth/growth-tables.ts';
import { implausibleValues } from '../../modules/growth/measurement-bounds.ts';
import { ageOn, expectedPosture } from '@sprout/domain';

/**
 * A measurement beyond WHO's limits for biologically implausible values (height ±6 SD, weight −6/+5,
 * BMI and head ±5; measurement-bounds.ts) that the caller saved anyway with confirmUnusual is kept out
 * of every score until staff look at it (quality bar C5):
 * - review_state null: an ordinary measurement, scored as always;
 * - 'pending': a parent confirmed it (确认无误), a doctor has not; listed and drawn as 待核对, never scored;
 * - 'confirmed': a staff member confirmed it (reviewed_by_staff_id, reviewed_at); it counts.
 * A staff member who enters such a value in the console confirms it in the same step.
 */
export const up = async (db: Kysely<unknown>, _dialect: DialectName): Promise<void> => {
  await db.schema
    .alterTable('growth_measurements')
    .addColumn('review_state', 'text', (c) => c.check(sql`review_state in ('pending', 'confirmed')`))
    .execute();
  // Who confirmed and when: set exactly when the state is 'confirmed' (a column check, as SQLite cannot
  // add a table constraint to an existing table; PostgreSQL accepts the same form).
  await db.schema
    .alterTable('growth_measurements')
    .addColumn('reviewed_by_staff_id', 'integer', (c) =>
      c
        .references('staff.id')
        .check(sql`(coalesce(review_state, '') = 'confirmed') = (reviewed_by_staff_id is not null)`),
    )
    .execute();
  await db.schema
    .alterTable('growth_measurements')
    .addColumn('reviewed_at', 'text', (c) =>
      c.check(sql`(coalesce(review_state, '') = 'confirmed') = (reviewed_at is not null)`),
    )
    .execute();
  await reviewEarlierRows(db);
};

interface EarlierRow {
  id: number;
  baby_id: number;
  measured_on: string;
  height_mm: number | null;
  posture: 'lying' | 'standing' | null;
  weight_g: number | null;
  head_mm: number | null;
  source: 'home' | 'clinic';
  entered_by_staff_id: number | null;
  created_at: string;
  sex: '男' | '女';
  birthday: string;
  gestational_weeks: number | null;
}

const BATCH = 500;

/**
 * Rows saved before this migration went in with confirmUnusual whenever they were beyond the limits
 * (the server refused them otherwise since growth landed), so they are marked the same way new rows
 * are: a parent's as 'pending'; a clinic row as confirmed by the staff member who entered it, when
 * (entering it in the console is that confirmation, and the audit row of the entry says so).
 * The limits are the growth module's own (measurement-bounds.ts), read as of this migration's run.
 */
export const reviewEarlierRows = async (db: QueryExecutorProvider): Promise<void> => {
  const tables = growthTables();
  let after = 0;
  for (;;) {
    const { rows } = await sql<EarlierRow>`
      select m.id, m.baby_id, m.measured_on, m.height_mm, m.posture, m.weight_g, m.head_mm, m.source,
             m.entered_by_staff_id, m.created_at, b.sex, b.birthday, b.gestational_weeks
        from growth_measurements m join babies b on b.id = m.baby_id
       where m.deleted_at is null and m.review_state is null and m.id > ${after}
       order by m.id limit ${BATCH}`.execute(db);
    for (const m of rows) {
      const ageDays = ageOn(m.birthday, m.measured_on)?.totalDays ?? 0;
      const gestation = m.gestational_weeks === null ? null : { weeks: m.gestational_weeks };
      const child = { sex: m.sex, ageDays, gestation };
      const problems = implausibleValues(tables, child, {
        ...(m.height_mm === null
          ? {}
          : { heightCm: m.height_mm / 10, posture: m.posture ?? expectedPosture(ageDays) }),
        ...(m.weight_g === null ? {} : { weightKg: m.weight_g / 1000 }),
        ...(m.head_mm === null ? {} : { headCircumferenceCm: m.head_mm / 10 }),
      });
      if (Object.keys(problems).length === 0) continue;
      if (m.source === 'clinic' && m.entered_by_staff_id !== null)
        await sql`update growth_measurements set review_state = 'confirmed',
                   reviewed_by_staff_id = ${m.entered_by_staff_id}, reviewed_at = ${m.created_at}
                   where id = ${m.id}`.execute(db);
      else {
        await sql`update growth_measurements set review_state = 'pending' where id = ${m.id}`.execute(db);
        // Its baby's stored follow-up flags counted it: an emptied birthday makes the row stale, and
        // the list recomputes stale rows before it is read (follow-ups.ts, staleFollowUps).
        await sql`update growth_follow_ups set birthday = '' where baby_id = ${m.baby_id}`.execute(db);
      }
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = last.id;
  }
};
