import type { Db } from '../../db/database.ts';
import { findOwnedBaby, findOwnedBabyLinkedTo } from '../babies/owned-babies.service.ts';
import type { ParentPrincipal } from '../sessions/sessions.types.ts';
import { findLiveMeasurement, listVisibleBoneAges, listVisibleMeasurements } from './growth.repository.ts';
import type { GrowthBaby } from './growth-views.ts';
import { isCounted, isPendingReview } from './measurement-review.ts';

/**
 * A child's visits as growth shows them, for growth's own calls and for the reports made from them
 * (evaluations): a baby sees its own rows and the clinic rows of the record it links.
 *
 * This is the one door from the measurements to everything that scores them (curves, velocity,
 * predictions, 身高报告, 综合报告, the follow-up rules): `counted` holds only the measurements that
 * count, and the scoring functions accept nothing else (CountedMeasurement), so a measurement waiting
 * for review (待核对, measurement-review.ts) cannot reach a score by a path that forgot it.
 */

type Visible = Pick<GrowthBaby, 'id' | 'pid'>;

/** Every live measurement the baby shows, oldest first: those that count, and those waiting for review. */
export const childMeasurements = async (db: Db, baby: Visible) => {
  const rows = await listVisibleMeasurements(db, baby);
  return { counted: rows.filter(isCounted), pending: rows.filter(isPendingReview) };
};

/** The measurements that count, oldest first: what scoring, velocity, reports and follow-ups read. */
export const countedMeasurements = async (db: Db, baby: Visible) =>
  (await listVisibleMeasurements(db, baby)).filter(isCounted);

/** Every bone age the baby shows (all are clinic readings, shared through the record), oldest first. */
export const visibleBoneAges = (db: Db, baby: Visible) => listVisibleBoneAges(db, baby);

/**
 * A live measurement the parent can see through one of their own live babies, with that baby: its own
 * row's baby, or a baby linked to a clinic row's record; the lowest id when both are. Undefined for
 * anyone else's, so another parent's measurement reads as absent.
 */
export const visibleMeasurementFor = async (
  db: Db,
  parent: Pick<ParentPrincipal, 'userId'>,
  measurementId: number,
) => {
  const measurement = await findLiveMeasurement(db, measurementId);
  if (!measurement) return undefined;
  const { pid } = measurement;
  const [own, linked] = await Promise.all([
    findOwnedBaby(db, parent, measurement.baby_id),
    measurement.source === 'clinic' && pid !== null ? findOwnedBabyLinkedTo(db, parent, pid) : undefined,
  ]);
  const baby = own && linked ? (own.id <= linked.id ? own : linked) : (own ?? linked);
  return baby ? { measurement, baby } : undefined;
};
