import type { Db } from '../../db/database.ts';
import {
  findLiveBaby,
  findLiveBabyWithGuardian,
  listLiveBabiesLinkedTo,
  searchLiveBabiesWithGuardian,
} from './staff-lookup.repository.ts';

/**
 * The console's reads of a child by id, record or search, without a parent: the staff principal is
 * the permission, checked by the route's access. Each caller writes its own audit row (R13).
 */

export type StaffBabyRow = NonNullable<Awaited<ReturnType<typeof findLiveBabyWithGuardian>>>;

/** At most this many children answer one console search. */
export const STAFF_SEARCH_LIMIT = 20;

/** Any live baby, or undefined. */
export const liveBaby = (db: Db, babyId: number) => findLiveBaby(db, babyId);

/** Every live baby linked to a patient record (each guardian's profile of the same child), lowest id first. */
export const liveBabiesLinkedTo = (db: Db, pid: string) => listLiveBabiesLinkedTo(db, pid);

/** A live baby with its guardian's phone, or undefined. */
export const babyForStaff = (db: Db, babyId: number) => findLiveBabyWithGuardian(db, babyId);

/** Live babies by record, or by name and guardian phone, lowest id first. */
export const searchBabiesForStaff = (
  db: Db,
  by: { pid?: string | undefined; name?: string | undefined; phone?: string | undefined },
) => searchLiveBabiesWithGuardian(db, by, STAFF_SEARCH_LIMIT);
