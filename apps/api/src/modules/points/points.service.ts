import {
  canTakePoints,
  clinicToday,
  lotsTaken,
  type PointsEntry,
  type PointsEntryKind,
} from '@sprout/domain';
import { type Db, inTransaction } from '../../db/database.ts';
import { lockKey, nowIso } from '../../db/dialect.ts';
import type { PointsEntryRow } from '../../db/schema-points.ts';
import { conflict } from '../../http/app-error.ts';
import { requireActivatedMember } from '../members/members.service.ts';
import * as repo from './points.repository.ts';

/**
 * The points ledger as other modules use it (the mall, checkout, transfers, staff adjustments).
 * Entries are only appended; each has a ref unique per account, so writing one twice adds nothing.
 * Every write that takes points holds the account's lock (PostgreSQL advisory lock; SQLite has one
 * writer) and re-reads the ledger inside it, so two spends racing cannot both take the same points
 * and no balance goes below zero (R8).
 */

export const INSUFFICIENT = '积分不足';

export const toLedgerEntry = (row: PointsEntryRow): PointsEntry => ({
  entryId: row.id,
  kind: row.kind,
  points: row.points,
  on: row.entry_on,
  expiresOn: row.expires_on,
  ...(row.pool_user_id === null ? {} : { pool: row.pool_user_id }),
});

/** Serialises every change to one account's points; callers that lock two accounts take the lower id first. */
export const lockPoints = (trx: Db, userId: number) => lockKey(trx, `points:${userId}`);

export const ledgerOf = async (db: Db, userId: number): Promise<PointsEntry[]> =>
  (await repo.entriesOf(db, userId)).map(toLedgerEntry);

/** The balance: the sum of the account's entries. */
export const pointsBalanceOf = (db: Db, userId: number): Promise<number> => repo.balanceOf(db, userId);

interface Taking {
  userId: number;
  points: number;
  kind: Extract<PointsEntryKind, 'spend' | 'transfer-out' | 'adjust' | 'reverse'>;
  reason: string;
  ref: string;
  reversesEntryId?: number | null;
  counterpartUserId?: number | null;
  staffId?: number | null;
}

/**
 * Appends a negative entry inside a transaction that holds the account's lock. Already written
 * under this ref: answers that entry and takes nothing more. Short of usable points: 4009 积分不足.
 */
export const takePoints = async (trx: Db, t: Taking, now = new Date()): Promise<PointsEntryRow> => {
  const earlier = await repo.findByRef(trx, t.userId, t.ref);
  if (earlier) return earlier;
  const today = clinicToday(now);
  if (!canTakePoints(await ledgerOf(trx, t.userId), t.points, today)) throw conflict(INSUFFICIENT);
  const row = await repo.appendEntry(trx, {
    user_id: t.userId,
    points: -t.points,
    kind: t.kind,
    reason: t.reason,
    ref: t.ref,
    reverses_entry_id: t.reversesEntryId ?? null,
    counterpart_user_id: t.counterpartUserId ?? null,
    entry_on: today,
    expires_on: null,
    staff_id: t.staffId ?? null,
    created_at: nowIso(now),
  });
  if (!row) throw new Error(`points entry ${t.ref} vanished under the account lock`);
  return row;
};

/**
 * Spends an activated member's points (the mall, a bill): one negative entry keyed by `ref`; a second
 * call with the same ref adds nothing. 4009 请先激活会员积分 for a non-member, 4009 积分不足 when the
 * unexpired points are short.
 */
export const spendPoints = (
  trx: Db,
  a: { userId: number; points: number; reason: string; ref: string },
): Promise<void> =>
  inTransaction(trx, async (t) => {
    if (!Number.isSafeInteger(a.points) || a.points <= 0) throw new RangeError(`spend ${a.points} points`);
    await requireActivatedMember(t, a.userId);
    await lockPoints(t, a.userId);
    await takePoints(t, { ...a, kind: 'spend' });
  });

/**
 * Gives back what the entry keyed `ref` took, once: new entries naming it, with the validity its
 * points had (so a cancelled exchange never extends them). Answers the points given back: 0 when
 * there is no such entry or it was given back already.
 */
export const returnPoints = (trx: Db, a: { userId: number; ref: string; reason: string }): Promise<number> =>
  inTransaction(trx, async (t) => {
    await lockPoints(t, a.userId);
    const taken = await repo.findByRef(t, a.userId, a.ref);
    if (!taken || taken.points >= 0) return 0;
    if ((await repo.reversalsOf(t, a.userId, taken.id)).length > 0) return 0;
    const lots = lotsTaken(await ledgerOf(t, a.userId), toLedgerEntry(taken));
    const now = new Date();
    let given = 0;
    for (const [i, lot] of lots.entries()) {
      await repo.appendEntry(t, {
        user_id: a.userId,
        points: lot.points,
        kind: 'reverse',
        reason: a.reason,
        ref: `${a.ref}:back:${i}`,
        reverses_entry_id: taken.id,
        counterpart_user_id: null,
        entry_on: clinicToday(now),
        expires_on: lot.expiresOn,
        staff_id: null,
        created_at: nowIso(now),
      });
      given += lot.points;
    }
    return given;
  });
