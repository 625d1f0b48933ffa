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

/**
 * The parent's openid on this official account, if they have one and left 公众号消息通知 on
 * (users.notice_enabled): the one a template message may be sent to.
 */
export const noticeOpenidOf = async (db: Db, userId: number, appId: string): Promise<string | null> =>
  (
    await db.kysely
      .selectFrom('wechat_identities as w')
      .innerJoin('users as u', 'u.id', 'w.user_id')
      .select('w.openid')
      .where('w.user_id', '=', userId)
      .where('w.app_id', '=', appId)
      .where('w.channel', '=', 'official')
      .where('u.notice_enabled', '=', 1)
      .orderBy('w.id')
      .executeTakeFirst()
  )?.openid ?? null;

/** The active account holding this phone, with the nickname a transfer confirmation shows masked. */
export const activeParentByPhone = (db: Db, phone: string) =>
  db.kysely
    .selectFrom('users')
    .select(['id', 'nickname', 'phone'])
    .where('phone', '=', phone)
    .where('status', '=', 'active')
    .executeTakeFirst();

export const contactOf = (db: Db, userId: number) =>
  db.kysely
    .selectFrom('users')
    .select(['id', 'nickname', 'phone'])
    .where('id', '=', userId)
    .executeTakeFirst();
