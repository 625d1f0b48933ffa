import { type Db, inTransaction } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { insertUser } from './users.repository.ts';

/** The only code with SQL about which WeChat identities (openid per app) belong to which parent. */

/** A WeChat-only account (no phone) and its identity, both or neither. */
export const createWechatUser = async (
  db: Db,
  identity: { appId: string; openid: string; unionid: string | null; nickname: string | null },
) =>
  inTransaction(db, async (trx) => {
    const user = await insertUser(trx, { phone: null, nickname: identity.nickname });
    await trx.kysely
      .insertInto('wechat_identities')
      .values({
        user_id: user.id,
        app_id: identity.appId,
        channel: 'official',
        openid: identity.openid,
        unionid: identity.unionid,
        created_at: user.created_at,
      })
      .execute();
    return user;
  });

export const findUserByOpenid = (db: Db, appId: string, openid: string): Promise<UserRow | undefined> =>
  db.kysely
    .selectFrom('wechat_identities as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .selectAll('u')
    .where('w.app_id', '=', appId)
    .where('w.openid', '=', openid)
    .executeTakeFirst();

export const wechatLinks = (db: Db, userId: number) =>
  db.kysely
    .selectFrom('wechat_identities')
    .select(['channel', 'unionid'])
    .where('user_id', '=', userId)
    .execute();

export const channelIdentity = (db: Db, userId: number, channel: string) =>
  db.kysely
    .selectFrom('wechat_identities')
    .select(['id', 'unionid'])
    .where('user_id', '=', userId)
    .where('channel', '=', channel)
    .executeTakeFirst();

export const moveWechatIdentities = async (
  trx: Db,
  fromUserId: number,
  intoUserId: number,
): Promise<void> => {
  await trx.kysely
    .updateTable('wechat_identities')
    .set({ user_id: intoUserId })
    .where('user_id', '=', fromUserId)
    .execute();
};
