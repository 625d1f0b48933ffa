import {
  type FollowUpFlag,
  type FollowUpFlagCode,
  followUpFlags,
  type GrowthReference,
  type PubertyAssessment,
} from '@sprout/domain';
import { type Db, inTransaction } from '../../db/database.ts';
import { lockKey, nowIso } from '../../db/dialect.ts';
import { liveBabiesLinkedTo, liveBaby } from '../babies/staff-lookup.service.ts';
import { clinicGrowthReference } from '../clinic/growth-reference.service.ts';
import { deleteFollowUp, staleFollowUps, upsertFollowUp } from './growth.repository.ts';
import { flagView } from './follow-up-view.ts';
import { growthTables } from './growth-tables.ts';
import { ageDaysOn, flagVisitOf, type GrowthBaby, gestationOf } from './growth-views.ts';
import { listVisiblePuberty } from './puberty.repository.ts';
import { countedMeasurements } from './visits.service.ts';

/**
 * The doctors' follow-up list is computed when a baby's measurements change and stored, one row per
 * baby, so that the list is one indexed, paged query however many children the clinic has: computing
 * it on read would score every child's every visit on every page. The row keeps the inputs it was
 * computed from; a change made elsewhere (a profile edit, a record bound, the clinic's reference) is
 * caught by `refreshStaleFollowUps` before the list is read.
 */

/**
 * Serialises recomputation per baby, so two writes at once cannot store flags that miss one of them:
 * PostgreSQL takes a transaction-scoped advisory lock (lockKey); SQLite transactions are already
 * serialised by its single writer.
 */
const lockBaby = (trx: Db, babyId: number) => lockKey(trx, `growth-follow-up:${babyId}`);

/**
 * The version of the follow-up rules: a row computed by an older one is recomputed before the list is
 * read. 2: issue 12 (the guideline's slow-growth thresholds with puberty status, the high side, SD bands,
 * 3 months between compared measurements, heights to check). 3: a value waiting for review (待核对,
 * migration 009) is left out.
 */
export const FOLLOW_UP_RULES_VERSION = 3;

const pubertyOf = async (trx: Db, baby: GrowthBaby): Promise<PubertyAssessment[]> =>
  (await listVisiblePuberty(trx, baby)).map((p) => ({
    ageDays: ageDaysOn(baby.birthday, p.assessed_on),
    tannerStage: p.tanner_stage,
  }));

const computeFor = async (trx: Db, baby: GrowthBaby, reference: GrowthReference) => {
  // Input (issue 12, item 1): only the measurements that count; one waiting for review (待核对) never
  // reaches the rules (visits.service.ts).
  const rows = await countedMeasurements(trx, baby);
  if (rows.length === 0) {
    await deleteFollowUp(trx, baby.id);
    return [];
  }
  const flags = followUpFlags(growthTables(), {
    reference,
    sex: baby.sex,
    gestation: gestationOf(baby),
    visits: rows.map((m) => flagVisitOf(baby.birthday, m)),
    puberty: await pubertyOf(trx, baby),
  });
  const has = (code: FollowUpFlagCode) => (flags.some((f) => f.code === code) ? 1 : 0);
  await upsertFollowUp(trx, {
    baby_id: baby.id,
    pid: baby.pid,
    reference,
    birthday: baby.birthday,
    sex: baby.sex,
    gestational_weeks: baby.gestational_weeks,
    flag_count: flags.length,
    has_below_p3: has('belowP3'),
    has_crossed_two_lines: has('crossedTwoLinesDown'),
    has_slow_growth: has('slowGrowth'),
    has_above_p97: has('aboveP97'),
    has_crossed_up: has('crossedTwoLinesUp'),
    has_overweight: has('overweightObesity'),
    has_height_to_check: has('heightToCheck'),
    rules_version: FOLLOW_UP_RULES_VERSION,
    flags: JSON.stringify(flags.map((f) => flagView(f, baby.birthday))),
    latest_measured_on: rows[rows.length - 1]?.measured_on ?? null,
    computed_at: nowIso(),
  });
  return flags;
};

/**
 * Recomputes the flags of a baby, inside the caller's transaction, and of every other live baby that
 * shares its patient record when `withRecord` (a clinic measurement is seen by all of them). Returns the
 * baby's own flags.
 */
export const refreshFollowUps = async (
  trx: Db,
  baby: GrowthBaby,
  withRecord: boolean,
): Promise<FollowUpFlag[]> => {
  const reference = await clinicGrowthReference(trx);
  const others = withRecord && baby.pid !== null ? await liveBabiesLinkedTo(trx, baby.pid) : [];
  const all = [baby, ...others.filter((b) => b.id !== baby.id)].sort((a, b) => a.id - b.id);
  let own: FollowUpFlag[] = [];
  for (const b of all) {
    await lockBaby(trx, b.id);
    const flags = await computeFor(trx, b, reference);
    if (b.id === baby.id) own = flags;
  }
  return own;
};

/** At most this many stale rows are recomputed before one list read. */
export const STALE_REFRESH_LIMIT = 200;

export const refreshStaleFollowUps = async (db: Db): Promise<number> => {
  const reference = await clinicGrowthReference(db);
  const ids = await staleFollowUps(
    db,
    { reference, rulesVersion: FOLLOW_UP_RULES_VERSION },
    STALE_REFRESH_LIMIT,
  );
  for (const id of ids) {
    await inTransaction(db, async (trx) => {
      await lockBaby(trx, id);
      const baby = await liveBaby(trx, id);
      if (baby) await computeFor(trx, baby, reference);
    });
  }
  return ids.length;
};
