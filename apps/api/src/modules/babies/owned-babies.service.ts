import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import type { BabyRow } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import type { ParentPrincipal } from '../sessions/parent-sessions.ts';
import { ownedBaby } from './babies.service.ts';
import { findOwnBaby } from './babies.repository.ts';
import { findDefaultOwnBaby, findOwnBabyLinkedTo, listOwnBabyIds } from './owned-babies.repository.ts';

/**
 * The parent's own live babies as the other modules reach them: named by babyId or by the patient
 * record (pid) they link, the default one, or all of them. Anything that is not the parent's own live
 * baby reads as absent (4004 宝宝不存在 where a baby was named), never as forbidden.
 */

type Parent = Pick<ParentPrincipal, 'userId'>;

/** How the spec's calls name a child: its babyId, its clinic record's pid, or both (then they must agree). */
export interface BabySelector {
  babyId?: number | undefined;
  pid?: string | undefined;
}

const NOT_YOURS = '宝宝不存在';

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
  const baby = await findOwnBabyLinkedTo(ctx.db, parent.userId, by.pid);
  if (!baby || !(await ctx.his.getRecord(by.pid))) throw notFound(NOT_YOURS);
  return baby;
};

/** The parent's own live baby, or undefined: for callers whose answer names something else (a report, a measurement). */
export const findOwnedBaby = (db: Db, parent: Parent, babyId: number) =>
  findOwnBaby(db, parent.userId, babyId);

/** The parent's first live baby linked to the patient record `pid`, or undefined. */
export const findOwnedBabyLinkedTo = (db: Db, parent: Parent, pid: string) =>
  findOwnBabyLinkedTo(db, parent.userId, pid);

/** The parent's default live baby (else their first), for calls that name none; undefined without babies. */
export const defaultOwnedBaby = (db: Db, parent: Parent) => findDefaultOwnBaby(db, parent.userId);

/** The ids of every live baby of the parent, lowest first. */
export const ownedBabyIds = (db: Db, parent: Parent) => listOwnBabyIds(db, parent.userId);
