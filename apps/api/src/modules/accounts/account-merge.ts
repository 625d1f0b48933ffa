import { type Db, inTransaction } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';

/**
 * A parent who first came through WeChat (no phone) and then binds a phone that already has an
 * account: the WeChat identity, babies and messages move to the phone's account, and the WeChat-only
 * account is closed with its sessions revoked. One transaction, so nothing is half-moved.
 */
export const mergeIntoPhoneAccount = async (
  db: Db,
  fromUserId: number,
  intoUserId: number,
): Promise<void> => {
  await inTransaction(db, async (trx) => {
    const now = nowIso();
    const intoHasDefault = await trx.kysely
      .selectFrom('babies')
      .select('id')
      .where('user_id', '=', intoUserId)
      .where('is_default', '=', 1)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    await trx.kysely
      .updateTable('babies')
      .set({ user_id: intoUserId, updated_at: now, ...(intoHasDefault ? { is_default: 0 } : {}) })
      .where('user_id', '=', fromUserId)
      .execute();
    await trx.kysely
      .updateTable('wechat_identities')
      .set({ user_id: intoUserId })
      .where('user_id', '=', fromUserId)
      .execute();
    await trx.kysely
      .updateTable('system_messages')
      .set({ user_id: intoUserId })
      .where('user_id', '=', fromUserId)
      .execute();
    await trx.kysely
      .updateTable('users')
      .set({ status: 'disabled', updated_at: now })
      .where('id', '=', fromUserId)
      .execute();
    await trx.kysely
      .updateTable('parent_sessions')
      .set({ revoked_at: now, revoke_reason: 'merged' })
      .where('user_id', '=', fromUserId)
      .where('revoked_at', 'is', null)
      .execute();
  });
};
