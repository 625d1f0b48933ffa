import type { AppContext } from '../../app-context.ts';
import { inTransaction } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import { forgetSessions } from '../sessions/forget-sessions.service.ts';
import { revokeAllParentSessions } from '../sessions/parent-sessions.service.ts';
import { disableUser } from './users.repository.ts';

/**
 * A parent who first came through WeChat (no phone) and then binds a phone that already has an
 * account: everything the WeChat-only account holds moves to the phone's account (each owner's step,
 * registered on `ctx.accountMerges`: babies, orders, bookings, package cards, points, consultations…),
 * and the WeChat-only account is closed with its sessions revoked. One transaction, so nothing is
 * half-moved: each owner does its part in it. Once it has committed, every process stops serving the
 * closed account's sessions from memory.
 */
export const mergeIntoPhoneAccount = async (
  ctx: Pick<AppContext, 'db' | 'sessionCache' | 'fanout' | 'log' | 'accountMerges'>,
  fromUserId: number,
  intoUserId: number,
): Promise<void> => {
  await inTransaction(ctx.db, async (trx) => {
    const now = new Date();
    for (const { step } of ctx.accountMerges.steps()) await step.move?.(trx, fromUserId, intoUserId);
    await disableUser(trx, fromUserId, nowIso(now));
    await revokeAllParentSessions(trx, fromUserId, 'merged', now);
  });
  await forgetSessions(ctx, { userId: fromUserId });
};
