import type { Db } from '../../db/database.ts';

/** How the clinic reaches a parent: the phone on the account, the WeChat identity a payment goes to. */

export const phoneOf = async (db: Db, userId: number): Promise<string | null> =>
  (await db.kysely.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirst())?.phone ??
  null;

/** The account's first WeChat identity (by id), whichever app it came through. */
export const firstOpenidOf = async (db: Db, userId: number): Promise<string | null> =>
  (
    await db.kysely
      .selectFrom('wechat_identities')
      .select('openid')
      .where('user_id', '=', userId)
      .orderBy('id')
      .executeTakeFirst()
  )?.openid ?? null;
