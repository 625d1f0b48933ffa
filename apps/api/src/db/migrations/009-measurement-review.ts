import {
  type AgeIndicator,
  ageOn,
  assessmentAges,
  bmiOf,
  expectedPosture,
  type GrowthTables,
  type Posture,
  referenceAtAge,
  type Sex,
  standardisedLengthHeight,
  tableSex,
  valueAtZ,
} from '@sprout/domain';
import { loadGrowthTables } from '@sprout/growth-reference';
import { type Kysely, type QueryExecutorProvider, sql } from 'kysely';
import type { DialectName } from '../dialect.ts';

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
 * The limits are frozen below as they stood when this migration landed, so a later change to the
 * growth module's own (modules/growth/measurement-bounds.ts) cannot change what this migration did.
 */
export const reviewEarlierRows = async (db: QueryExecutorProvider): Promise<void> => {
  const tables = loadGrowthTables();
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
      const implausible = isImplausible(tables, child, {
        heightCm: m.height_mm === null ? null : m.height_mm / 10,
        posture: m.posture ?? expectedPosture(ageDays),
        weightKg: m.weight_g === null ? null : m.weight_g / 1000,
        headCm: m.head_mm === null ? null : m.head_mm / 10,
      });
      if (!implausible) continue;
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

// The implausible-value limits as of this migration (WHO's cut-offs on WHO z-scores, WHO/UNICEF 2019
// section 5.4; read at the corrected age under 2 for a baby born before 37 weeks, none before the due
// date; head circumference past WHO 2006's last day keeps its lower limit). A copy on purpose: see above.
const FROZEN_Z: Readonly<Record<AgeIndicator, { low: number; high: number }>> = {
  lengthHeightForAge: { low: -6, high: 6 },
  weightForAge: { low: -6, high: 5 },
  bmiForAge: { low: -5, high: 5 },
  headCircumferenceForAge: { low: -5, high: 5 },
};
const WHO_HEAD_LAST_DAY = 1826;
const round1 = (v: number): number => Math.round(v * 10) / 10;

const frozenRange = (tables: GrowthTables, indicator: AgeIndicator, sex: Sex, ageDays: number) => {
  if (!(ageDays >= 0)) return null;
  const z = FROZEN_Z[indicator];
  const lookup = (days: number) => referenceAtAge(tables, 'who', indicator, tableSex(sex), days).point;
  const point = lookup(ageDays);
  if (point) {
    const min = valueAtZ(point, z.low);
    const max = valueAtZ(point, z.high);
    return min === null || max === null ? null : { min: round1(min), max: round1(max) };
  }
  if (indicator === 'headCircumferenceForAge' && ageDays > WHO_HEAD_LAST_DAY) {
    const last = lookup(WHO_HEAD_LAST_DAY);
    const min = last ? valueAtZ(last, z.low) : null;
    return min === null ? null : { min: round1(min), max: null };
  }
  return null;
};

const outside = (range: { min: number; max: number | null } | null, value: number) =>
  range !== null && (value < range.min || (range.max !== null && value > range.max));

const isImplausible = (
  tables: GrowthTables,
  child: { sex: Sex; ageDays: number; gestation: { weeks: number } | null },
  v: { heightCm: number | null; posture: Posture; weightKg: number | null; headCm: number | null },
): boolean => {
  const ages = assessmentAges(child.ageDays, child.gestation);
  const ageDays = ages.correctedDays ?? ages.chronologicalDays;
  const range = (indicator: AgeIndicator) => frozenRange(tables, indicator, child.sex, ageDays);
  const height = v.heightCm === null ? null : standardisedLengthHeight(ageDays, v.heightCm, v.posture);
  const badHeight = height !== null && outside(range('lengthHeightForAge'), height);
  const badWeight = v.weightKg !== null && outside(range('weightForAge'), v.weightKg);
  const badHead = v.headCm !== null && outside(range('headCircumferenceForAge'), v.headCm);
  if (badHeight || badWeight || badHead) return true;
  // BMI from the visit's own height and weight, once each of them passed on its own.
  return height !== null && v.weightKg !== null && outside(range('bmiForAge'), bmiOf(v.weightKg, height));
};
