import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import type { BabyRow } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import type { ParentPrincipal } from '../sessions/sessions.types.ts';
import * as repo from './babies.repository.ts';

/**
 * A parent's own live babies as every other module reaches them: named by babyId or by the patient
 * record (pid) they link, the default one, or all of them. This is the one place the "this parent's
 * live baby" rule is written. Anything that is not the parent's own live baby reads as absent (4004),
 * never as forbidden. Pass the transaction's executor when the check belongs to a change.
 */

type Parent = Pick<ParentPrincipal, 'userId'>;

/** How the spec's calls name a child: its babyId, its clinic record's pid, or both (then they must agree). */
export interface BabySelector {
  babyId?: number | undefined;
  pid?: string | undefined;
}

const NOT_YOURS = '宝宝不存在';

/** The parent's live (not deleted) baby, or 4004 宝宝不存在. */
export const ownedBaby = async (db: Db, parent: Parent, babyId: number): Promise<BabyRow> => {
  const row = await repo.findOwnBaby(db, parent.userId, babyId);
  if (!row) throw notFound(NOT_YOURS);
  return row;
};

/**
 * The caller's own live baby named by the selector. A pid resolves to the caller's first baby linked to
 * it, and the record must exist in the clinic's records (`ctx.his`); with both, they must name the same
 * baby. Anything else is 4004, as another parent's baby is.
 */
export const ownedBabyBy = async (ctx: AppContext, parent: Parent, by: BabySelector): Promise<BabyRow> => {
  if (by.babyId !== undefined) {
    const baby = await ownedBaby(ctx.db, parent, by.babyId);
    if (by.pid !== undefined && baby.pid !== by.pid) throw notFound(NOT_YOURS);
    return baby;
  }
  if (by.pid === undefined) throw notFound(NOT_YOURS);
  const baby = await repo.findOwnBabyLinkedTo(ctx.db, parent.userId, by.pid);
  if (!baby || !(await ctx.his.getRecord(by.pid))) throw notFound(NOT_YOURS);
  return baby;
};

/** The parent's live baby holding this clinic record, or 4004 就诊人不存在 (booking names patients by pid). */
export const ownedPatient = async (db: Db, parent: Parent, pid: string): Promise<BabyRow> => {
  const row = await repo.findOwnBabyLinkedTo(db, parent.userId, pid);
  if (!row) throw notFound('就诊人不存在');
  return row;
};

/** The parent's own live baby, or undefined: for callers whose answer names something else (a report, a measurement). */
export const findOwnedBaby = (db: Db, parent: Parent, babyId: number) =>
  repo.findOwnBaby(db, parent.userId, babyId);

/** The parent's first live baby linked to the patient record `pid`, or undefined. */
export const findOwnedBabyLinkedTo = (db: Db, parent: Parent, pid: string) =>
  repo.findOwnBabyLinkedTo(db, parent.userId, pid);

/** The parent's default live baby (else their first), for calls that name none; undefined without babies. */
export const defaultOwnedBaby = (db: Db, parent: Parent) => repo.findDefaultOrFirstOwnBaby(db, parent.userId);

/** The ids of every live baby of the parent, lowest first. */
export const ownedBabyIds = (db: Db, parent: Parent) => repo.listOwnBabyIds(db, parent.userId);

/**
 * Links the parent's baby to the clinic's patient record `pid` (a first booking creates one; 报告查询
 * binds an existing one), in the caller's transaction when there is one. The caller has checked the
 * baby with ownedBaby and, where it matters, the record's guardian; another parent's baby is left as it is.
 */
export const linkPatientRecord = (db: Db, parent: Parent, babyId: number, pid: string): Promise<void> =>
  repo.setOwnBabyPid(db, parent.userId, babyId, pid);
