import type { AppContext } from '../../app-context.ts';
import { inTransaction } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import { moveAddressesToAccount } from '../addresses/addresses.service.ts';
import { moveBabiesToAccount } from '../babies/babies.service.ts';
import { moveCouponsToAccount } from '../coupons/coupons.service.ts';
import { moveMessagesToAccount } from '../messages/messages.service.ts';
import { forgetSessions } from '../sessions/forget-sessions.service.ts';
import { revokeAllParentSessions } from '../sessions/parent-sessions.service.ts';
import { disableUser } from './users.repository.ts';
import { moveWechatIdentities } from './wechat-identities.repository.ts';

/**
 * A parent who first came through WeChat (no phone) and then binds a phone that already has an
 * account: the WeChat identity, babies, delivery addresses, coupons and messages move to the phone's account,
 * and the WeChat-only account is closed with its sessions revoked. One transaction, so nothing is
 * half-moved: each owner (babies, addresses, messages, sessions) does its part in it. Once it has
 * committed, every process stops serving the closed account's sessions from memory.
 */
export const mergeIntoPhoneAccount = async (
  ctx: Pick<AppContext, 'db' | 'sessionCache' | 'fanout' | 'log'>,
  fromUserId: number,
  intoUserId: number,
): Promise<void> => {
  await inTransaction(ctx.db, async (trx) => {
    const now = new Date();
    await moveBabiesToAccount(trx, fromUserId, intoUserId);
    await moveAddressesToAccount(trx, fromUserId, intoUserId);
    await moveCouponsToAccount(trx, fromUserId, intoUserId);
    await moveWechatIdentities(trx, fromUserId, intoUserId);
    await moveMessagesToAccount(trx, fromUserId, intoUserId);
    await disableUser(trx, fromUserId, nowIso(now));
    await revokeAllParentSessions(trx, fromUserId, 'merged', now);
  });
  await forgetSessions(ctx, { userId: fromUserId });
};
