import type { Db } from '../../db/database.ts';
import type { BabyRow } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import type { ParentPrincipal } from '../sessions/parent-sessions.ts';
import { findOwnBabyByPid, setBabyPid } from './clinic-record.repository.ts';

/**
 * Links a baby to the clinic record made for it (a first booking creates one), in the caller's
 * transaction. The caller has already checked the baby is the parent's (ownedBaby).
 */
export const linkClinicRecord = async (trx: Db, babyId: number, pid: string): Promise<void> => {
  await setBabyPid(trx, babyId, pid);
};

/** The parent's live baby holding this clinic record, or 4004 就诊人不存在: another family's pid reads as absent. */
export const ownedPatient = async (
  db: Db,
  parent: Pick<ParentPrincipal, 'userId'>,
  pid: string,
): Promise<BabyRow> => {
  const row = await findOwnBabyByPid(db, parent.userId, pid);
  if (!row) throw notFound('就诊人不存在');
  return row;
};
