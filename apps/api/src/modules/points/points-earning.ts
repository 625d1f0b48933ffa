import { clinicToday, earnedPoints, pointsValidUntil, usablePoints } from '@sprout/domain';
import { type Db, inTransaction } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import type { OrderRow } from '../../db/schema.ts';
import type { PointsEntryRow } from '../../db/schema-points.ts';
import { isActivatedMember } from '../members/members.service.ts';
import { currentPointsRule } from './points-rules.service.ts';
import * as repo from './points.repository.ts';
import { ledgerOf, lockPoints, takePoints } from './points.service.ts';

/** Points coming in: earned on paid orders, staff adjustments up. Each is a lot with its expiry. */

export interface Giving {
  userId: number;
  points: number;
  kind: 'earn' | 'adjust' | 'transfer-in';
  reason: string;
  ref: string;
  /** Null: the rule's validity from today. */
  expiresOn?: string | null | undefined;
  counterpartUserId?: number | null;
  staffId?: number | null;
}

/** Appends a positive entry (a lot); already written under this ref: nothing more, undefined back. */
export const givePoints = async (
  trx: Db,
  g: Giving,
  now = new Date(),
): Promise<PointsEntryRow | undefined> => {
  const today = clinicToday(now);
  const expiresOn =
    g.expiresOn !== undefined
      ? g.expiresOn
      : pointsValidUntil(today, (await currentPointsRule(trx)).validYearsAfter);
  return repo.appendEntry(trx, {
    user_id: g.userId,
    points: g.points,
    kind: g.kind,
    reason: g.reason,
    ref: g.ref,
    reverses_entry_id: null,
    counterpart_user_id: g.counterpartUserId ?? null,
    entry_on: today,
    expires_on: expiresOn,
    staff_id: g.staffId ?? null,
    created_at: nowIso(now),
  });
};

export const earnRef = (orderId: number) => `order:${orderId}:earn`;

/** On every paid order of an activated member: points for each whole yuan actually paid, by the rule in force. */
export const earnOnPaid = async (trx: Db, order: OrderRow): Promise<void> => {
  if (!(await isActivatedMember(trx, order.user_id))) return;
  const points = earnedPoints(order.amount_fen, (await currentPointsRule(trx)).pointsPerYuan);
  if (points <= 0) return;
  await givePoints(trx, {
    userId: order.user_id,
    points,
    kind: 'earn',
    reason: `消费获得：${order.title}`,
    ref: earnRef(order.id),
  });
};

/**
 * A refund takes back the points the order earned, pro rata to the money refunded so far. Points
 * already spent are not taken below zero (R8): what cannot be taken now is tried again on the next
 * refund of the order, and otherwise stays with the family.
 */
export const takeBackOnRefund = (trx: Db, order: OrderRow): Promise<void> =>
  inTransaction(trx, async (t) => {
    const earned = await repo.findByRef(t, order.user_id, earnRef(order.id));
    if (!earned || order.amount_fen <= 0) return;
    await lockPoints(t, order.user_id);
    const due = Math.floor(
      (earned.points * Math.min(order.refunded_fen, order.amount_fen)) / order.amount_fen,
    );
    const already = -(await repo.reversalsOf(t, order.user_id, earned.id)).reduce((a, r) => a + r.points, 0);
    const usable = usablePoints(await ledgerOf(t, order.user_id), clinicToday());
    const take = Math.min(due - already, usable);
    if (take <= 0) return;
    await takePoints(t, {
      userId: order.user_id,
      points: take,
      kind: 'reverse',
      reason: `退款扣回：${order.title}`,
      ref: `${earnRef(order.id)}:back:${order.refunded_fen}`,
      reversesEntryId: earned.id,
    });
  });
