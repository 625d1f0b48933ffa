import type { Db } from '../../db/database.ts';
import { findOwnedBaby, findOwnedBabyLinkedTo } from '../babies/owned-babies.service.ts';
import type { ParentPrincipal } from '../sessions/parent-sessions.ts';
import { findLiveMeasurement, listVisibleBoneAges, listVisibleMeasurements } from './growth.repository.ts';
import type { GrowthBaby } from './growth-views.ts';

/**
 * A child's visits as growth shows them, for growth's own calls and for the reports made from them
 * (evaluations): a baby sees its own rows and the clinic rows of the record it links.
 */

type Visible = Pick<GrowthBaby, 'id' | 'pid'>;

/** Every live measurement the baby shows, oldest first. */
export const visibleMeasurements = (db: Db, baby: Visible) => listVisibleMeasurements(db, baby);

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
