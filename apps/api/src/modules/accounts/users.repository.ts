import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import type { UserRow } from '../../db/schema.ts';

/** The only code with SQL about parents' accounts (wechat-identities.repository.ts keeps their WeChat links). */

/** Public user id: short, random, never the row id. */
const newUid = () => `U${randomBytes(8).toString('hex').toUpperCase()}`;

export const findUserById = (db: Db, id: number): Promise<UserRow | undefined> =>
  db.kysely.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const findUserByPhone = (db: Db, phone: string): Promise<UserRow | undefined> =>
  db.kysely.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();

/** A new active account, notices on. */
export const insertUser = (
  db: Db,
  user: { phone: string | null; nickname: string | null },
): Promise<UserRow> => {
  const now = nowIso();
  return db.kysely
    .insertInto('users')
    .values({ uid: newUid(), ...user, status: 'active', notice_enabled: 1, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
};

/** Creates an account; a concurrent first login for the same phone loses the unique race and reads the winner. */
export const findOrCreateUserByPhone = async (
  db: Db,
  phone: string,
  nickname: string | null,
): Promise<{ user: UserRow; created: boolean }> => {
  const existing = await findUserByPhone(db, phone);
  if (existing) return { user: existing, created: false };
  try {
    const user = await insertUser(db, { phone, nickname });
    return { user, created: true };
  } catch (err) {
    const winner = await findUserByPhone(db, phone);
    if (winner) return { user: winner, created: false };
    throw err;
  }
};

export const setUserPhone = async (db: Db, userId: number, phone: string): Promise<void> => {
  await db.kysely
    .updateTable('users')
    .set({ phone, updated_at: nowIso() })
    .where('id', '=', userId)
    .execute();
};

export const setNoticeEnabled = async (db: Db, userId: number, enabled: boolean): Promise<void> => {
  await db.kysely
    .updateTable('users')
    .set({ notice_enabled: enabled ? 1 : 0, updated_at: nowIso() })
    .where('id', '=', userId)
    .execute();
};

/** A closed account: its sessions stop at the next request (402), and it cannot log in again. */
export const disableUser = async (db: Db, userId: number, now: string): Promise<void> => {
  await db.kysely
    .updateTable('users')
    .set({ status: 'disabled', updated_at: now })
    .where('id', '=', userId)
    .execute();
};
