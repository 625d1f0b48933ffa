import { randomBytes } from 'node:crypto';
import { type Db, inTransaction } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import type { UserRow } from '../../db/schema.ts';

/** Public user id: short, random, never the row id. */
const newUid = () => `U${randomBytes(8).toString('hex').toUpperCase()}`;

export const findUserById = (db: Db, id: number): Promise<UserRow | undefined> =>
  db.kysely.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const findUserByPhone = (db: Db, phone: string): Promise<UserRow | undefined> =>
  db.kysely.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();

/** Creates an account; a concurrent first login for the same phone loses the unique race and reads the winner. */
export const findOrCreateUserByPhone = async (
  db: Db,
  phone: string,
  nickname: string | null,
): Promise<{ user: UserRow; created: boolean }> => {
  const existing = await findUserByPhone(db, phone);
  if (existing) return { user: existing, created: false };
  const now = nowIso();
  try {
    const user = await db.kysely
      .insertInto('users')
      .values({
        uid: newUid(),
        phone,
        nickname,
        status: 'active',
        notice_enabled: 1,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { user, created: true };
  } catch (err) {
    const winner = await findUserByPhone(db, phone);
    if (winner) return { user: winner, created: false };
    throw err;
  }
};

export const createWechatUser = async (
  db: Db,
  identity: { appId: string; openid: string; unionid: string | null; nickname: string | null },
) =>
  inTransaction(db, async (trx) => {
    const now = nowIso();
    const user = await trx.kysely
      .insertInto('users')
      .values({
        uid: newUid(),
        phone: null,
        nickname: identity.nickname,
        status: 'active',
        notice_enabled: 1,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx.kysely
      .insertInto('wechat_identities')
      .values({
        user_id: user.id,
        app_id: identity.appId,
        channel: 'official',
        openid: identity.openid,
        unionid: identity.unionid,
        created_at: now,
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
