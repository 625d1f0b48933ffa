import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { countAll, nowIso, toCount } from '../../db/dialect.ts';
import type { GrowthBoneAgeRow, GrowthMeasurementsTable, GrowthReferenceColumn } from '../../db/schema.ts';
import type { Insertable, Selectable } from 'kysely';
import { compiledQuery, param } from '../../db/compiled-query.ts';

/**
 * The only code with SQL about growth. A baby's measurements are its own rows plus the clinic rows of its
 * patient record (pid), so every guardian linked to the record sees the clinic's measurements, while home
 * rows stay with the profile. Which baby a caller may see is the babies module's answer, asked first.
 */

/** The baby columns the follow-up list shows (babies joined read-only, as the list is one paged query). */
const BABY_COLUMNS = [
  'b.id',
  'b.user_id',
  'b.name',
  'b.sex',
  'b.birthday',
  'b.gestational_weeks',
  'b.dad_height_mm',
  'b.mom_height_mm',
  'b.pid',
] as const;

// ---------------------------------------------------------------------------------------------
// Measurements and bone ages
// ---------------------------------------------------------------------------------------------

/** A baby as its measurements are found: its own rows, and its record's clinic rows. */
type Visible = { id: number; pid: string | null };

/**
 * `deleted_at is null` sits inside each branch of the OR on purpose: SQLite then searches the two partial
 * indexes (by baby, by record) and joins the results; with the condition outside the OR it cannot prove
 * either index applies and scans the whole table (48x slower at a million rows, bench P10).
 */
const visibleMeasurements = (db: Db, baby: Visible) =>
  db.kysely.selectFrom('growth_measurements as m').where((eb) => {
    const own = eb.and([eb('m.baby_id', '=', baby.id), eb('m.deleted_at', 'is', null)]);
    return baby.pid === null
      ? own
      : eb.or([
          own,
          eb.and([eb('m.pid', '=', baby.pid), eb('m.source', '=', 'clinic'), eb('m.deleted_at', 'is', null)]),
        ]);
  });

/** Compiled once per shape (a baby with or without a record): the growth curve is a key read. */
const visibleMeasurementRows = compiledQuery<
  { babyId: number; pid: string | undefined },
  Selectable<GrowthMeasurementsTable>
>((kysely, has) =>
  kysely
    .selectFrom('growth_measurements as m')
    .where((eb) => {
      const own = eb.and([eb('m.baby_id', '=', param<number>('babyId')), eb('m.deleted_at', 'is', null)]);
      return has('pid')
        ? eb.or([
            own,
            eb.and([
              eb('m.pid', '=', param<string>('pid')),
              eb('m.source', '=', 'clinic'),
              eb('m.deleted_at', 'is', null),
            ]),
          ])
        : own;
    })
    .selectAll('m')
    .orderBy('m.measured_on')
    .orderBy('m.id'),
);

/** Every measurement a baby shows, oldest first (curves, flags). */
export const listVisibleMeasurements = (db: Db, baby: Visible) =>
  visibleMeasurementRows(db, { babyId: baby.id, pid: baby.pid ?? undefined });

/**
 * A page of a baby's measurements, newest first, with the staff member's name on clinic ones and the
 * name of whoever confirmed a measurement beyond the plausible limits.
 */
export const pageVisibleMeasurements = async (
  db: Db,
  baby: Visible,
  page: { pageNum: number; pageSize: number; source?: 'home' | 'clinic' | undefined },
) => {
  let q = visibleMeasurements(db, baby);
  if (page.source) q = q.where('m.source', '=', page.source);
  const [rows, total] = await Promise.all([
    q
      .leftJoin('staff as s', 's.id', 'm.entered_by_staff_id')
      .leftJoin('staff as r', 'r.id', 'm.reviewed_by_staff_id')
      .selectAll('m')
      .select(['s.display_name as staff_name', 'r.display_name as reviewer_name'])
      .orderBy('m.measured_on', 'desc')
      .orderBy('m.id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize)
      .execute(),
    q.select(countAll()).executeTakeFirst(),
  ]);
  return { rows, total: toCount(total?.count) };
};

export const insertMeasurement = (db: Db, values: Insertable<GrowthMeasurementsTable>) =>
  db.kysely.insertInto('growth_measurements').values(values).returningAll().executeTakeFirstOrThrow();

export const findLiveMeasurement = (db: Db, measurementId: number) =>
  db.kysely
    .selectFrom('growth_measurements')
    .selectAll()
    .where('id', '=', measurementId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

/** A live measurement with the names the console shows: who entered it (clinic) and who confirmed it. */
export const findLiveMeasurementWithNames = (db: Db, measurementId: number) =>
  db.kysely
    .selectFrom('growth_measurements as m')
    .leftJoin('staff as s', 's.id', 'm.entered_by_staff_id')
    .leftJoin('staff as r', 'r.id', 'm.reviewed_by_staff_id')
    .selectAll('m')
    .select(['s.display_name as staff_name', 'r.display_name as reviewer_name'])
    .where('m.id', '=', measurementId)
    .where('m.deleted_at', 'is', null)
    .executeTakeFirst();

/** Soft delete, once: true when this call deleted it. `onlySource` keeps a parent's call to home rows. */
export const softDeleteMeasurement = async (
  db: Db,
  measurementId: number,
  onlySource: 'home' | 'clinic',
  staffId: number | null,
) => {
  const now = nowIso();
  const res = await db.kysely
    .updateTable('growth_measurements')
    .set({ deleted_at: now, updated_at: now, deleted_by_staff_id: staffId })
    .where('id', '=', measurementId)
    .where('source', '=', onlySource)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
};

/** A measurement waiting for review becomes confirmed by a staff member, once: true when this call did it. */
export const confirmPendingMeasurement = async (db: Db, measurementId: number, staffId: number) => {
  const now = nowIso();
  const res = await db.kysely
    .updateTable('growth_measurements')
    .set({ review_state: 'confirmed', reviewed_by_staff_id: staffId, reviewed_at: now, updated_at: now })
    .where('id', '=', measurementId)
    .where('review_state', '=', 'pending')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
};

/** Staff remove a measurement waiting for review (home or clinic), once: true when this call did it. */
export const softDeletePendingMeasurement = async (db: Db, measurementId: number, staffId: number) => {
  const now = nowIso();
  const res = await db.kysely
    .updateTable('growth_measurements')
    .set({ deleted_at: now, updated_at: now, deleted_by_staff_id: staffId })
    .where('id', '=', measurementId)
    .where('review_state', '=', 'pending')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
};

/** Every bone age a baby shows (all are clinic readings, shared through the record), oldest first. */
export const listVisibleBoneAges = (db: Db, baby: Visible) =>
  db.kysely
    .selectFrom('growth_bone_ages as a')
    .leftJoin('staff as s', 's.id', 'a.staff_id')
    .selectAll('a')
    .select('s.display_name as staff_name')
    // deleted_at inside each branch, so SQLite searches both partial indexes (see visibleMeasurements).
    .where((eb) => {
      const own = eb.and([eb('a.baby_id', '=', baby.id), eb('a.deleted_at', 'is', null)]);
      return baby.pid === null
        ? own
        : eb.or([own, eb.and([eb('a.pid', '=', baby.pid), eb('a.deleted_at', 'is', null)])]);
    })
    .orderBy('a.read_on')
    .orderBy('a.id')
    .execute();

export const insertBoneAge = (db: Db, values: Omit<GrowthBoneAgeRow, 'id' | 'deleted_at'>) =>
  db.kysely.insertInto('growth_bone_ages').values(values).returningAll().executeTakeFirstOrThrow();

// ---------------------------------------------------------------------------------------------
// Follow-up list
// ---------------------------------------------------------------------------------------------

export interface FollowUpValues {
  baby_id: number;
  pid: string | null;
  reference: GrowthReferenceColumn;
  birthday: string;
  sex: '男' | '女';
  gestational_weeks: number | null;
  flag_count: number;
  has_below_p3: number;
  has_crossed_two_lines: number;
  has_slow_growth: number;
  has_above_p97: number;
  has_crossed_up: number;
  has_overweight: number;
  has_height_to_check: number;
  rules_version: number;
  flags: string;
  latest_measured_on: string | null;
  computed_at: string;
}

export const upsertFollowUp = (db: Db, values: FollowUpValues) => {
  const { baby_id: _id, ...changes } = values;
  return db.kysely
    .insertInto('growth_follow_ups')
    .values(values)
    .onConflict((oc) => oc.column('baby_id').doUpdateSet(changes))
    .execute();
};

export const deleteFollowUp = (db: Db, babyId: number) =>
  db.kysely.deleteFrom('growth_follow_ups').where('baby_id', '=', babyId).execute();

/**
 * Rows whose inputs changed since they were computed (a profile edit, a record bound, the clinic's
 * reference switched) or that an older version of the rules computed, at most `limit` of them.
 */
export const staleFollowUps = async (
  db: Db,
  current: { reference: GrowthReferenceColumn; rulesVersion: number },
  limit: number,
) =>
  (
    await db.kysely
      .selectFrom('growth_follow_ups as f')
      .innerJoin('babies as b', 'b.id', 'f.baby_id')
      .select('f.baby_id')
      .where('b.deleted_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb('f.reference', '!=', current.reference),
          eb('f.rules_version', '!=', current.rulesVersion),
          eb('f.birthday', '!=', eb.ref('b.birthday')),
          eb('f.sex', '!=', eb.ref('b.sex')),
          eb(sql`coalesce(f.gestational_weeks, -1)`, '!=', sql`coalesce(b.gestational_weeks, -1)`),
          eb(sql`coalesce(f.pid, '')`, '!=', sql`coalesce(b.pid, '')`),
        ]),
      )
      .limit(limit)
      .execute()
  ).map((r) => r.baby_id);

const FLAG_COLUMNS = {
  belowP3: 'f.has_below_p3',
  aboveP97: 'f.has_above_p97',
  crossedTwoLinesDown: 'f.has_crossed_two_lines',
  crossedTwoLinesUp: 'f.has_crossed_up',
  overweightObesity: 'f.has_overweight',
  slowGrowth: 'f.has_slow_growth',
  heightToCheck: 'f.has_height_to_check',
} as const;

export const pageFollowUps = async (
  db: Db,
  page: { pageNum: number; pageSize: number; flag?: keyof typeof FLAG_COLUMNS | undefined },
) => {
  let q = db.kysely
    .selectFrom('growth_follow_ups as f')
    .innerJoin('babies as b', 'b.id', 'f.baby_id')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .where('b.deleted_at', 'is', null)
    .where('f.flag_count', '>', 0);
  if (page.flag) q = q.where(FLAG_COLUMNS[page.flag], '=', 1);
  const [rows, total] = await Promise.all([
    q
      .select([
        ...BABY_COLUMNS,
        'u.phone as guardian_phone',
        'f.flags',
        'f.latest_measured_on',
        'f.reference',
        'f.computed_at',
      ])
      .orderBy('f.latest_measured_on', 'desc')
      .orderBy('f.baby_id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize)
      .execute(),
    q.select(countAll()).executeTakeFirst(),
  ]);
  return { rows, total: toCount(total?.count) };
};

/** An account merge (accounts/account-merge.ts): who entered a home measurement is the same parent. */
export const moveGrowthEntriesToAccount = async (
  trx: Db,
  fromUserId: number,
  intoUserId: number,
): Promise<void> => {
  await trx.kysely
    .updateTable('growth_measurements')
    .set({ entered_by_user_id: intoUserId })
    .where('entered_by_user_id', '=', fromUserId)
    .execute();
};
