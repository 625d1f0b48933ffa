import { clinicToday, livePoolLots } from '@sprout/domain';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import type { AccountMergeStep } from '../accounts/accounts.types.ts';
import * as repo from './points.repository.ts';
import { ledgerOf, lockPoints } from './points.service.ts';

export const MERGE_OUT_REASON = '账户合并：原微信账户的积分转入本账户';
export const MERGE_IN_REASON = '账户合并：原微信账户的积分（有效期不变）';

/**
 * Points in an account merge: the merged account's whole ledger moves (so a later refund of an order
 * it paid takes back, and a cancelled exchange gives back, by the same refs), each entry in its own
 * pool; then its live lots are carried into the survivor's own pool, by expiry date, as two adjust
 * entries the parent reads on 积分明细: what left the old pool and what arrived with its validity.
 * Its expired lots stay in their pool for the nightly expiry.
 */
const mergePoints = async (trx: Db, fromUserId: number, intoUserId: number, now = new Date()) => {
  for (const id of [fromUserId, intoUserId].sort((a, b) => a - b)) await lockPoints(trx, id);
  await repo.moveEntriesToAccount(trx, fromUserId, intoUserId);
  const today = clinicToday(now);
  const carried = livePoolLots(await ledgerOf(trx, intoUserId), fromUserId, today);
  const total = carried.reduce((a, l) => a + l.points, 0);
  if (total === 0) return;
  const entry = { user_id: intoUserId, reverses_entry_id: null, counterpart_user_id: null, staff_id: null };
  const at = { entry_on: today, created_at: nowIso(now) };
  await repo.appendEntry(trx, {
    ...entry,
    ...at,
    pool_user_id: fromUserId,
    points: -total,
    kind: 'adjust',
    reason: MERGE_OUT_REASON,
    ref: `merge:${fromUserId}:out`,
    expires_on: null,
  });
  for (const [i, lot] of carried.entries())
    await repo.appendEntry(trx, {
      ...entry,
      ...at,
      pool_user_id: null,
      points: lot.points,
      kind: 'adjust',
      reason: MERGE_IN_REASON,
      ref: `merge:${fromUserId}:in:${i}`,
      expires_on: lot.expiresOn,
    });
};

export const pointsMergeStep: AccountMergeStep = {
  columns: ['points_entries.user_id', 'points_entries.pool_user_id', 'points_entries.counterpart_user_id'],
  move: (trx, fromUserId, intoUserId) => mergePoints(trx, fromUserId, intoUserId),
};
