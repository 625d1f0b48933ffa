import { Code } from '@sprout/contract';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import { AppError } from '../../http/app-error.ts';
import { PARENT_SESSION } from './session-policy.ts';
import { checkSession, issueSession } from './session-rules.ts';
import { hashToken } from './session-token.ts';

export interface ParentPrincipal {
  userId: number;
  uid: string;
  phone: string | null;
  sessionId: number;
}

export const createParentSession = async (
  db: Db,
  userId: number,
  ip: string | null,
  now = new Date(),
): Promise<string> => {
  const { token, row } = issueSession(PARENT_SESSION, ip, now);
  await db.kysely
    .insertInto('parent_sessions')
    .values({ ...row, user_id: userId })
    .execute();
  return token;
};

/** Resolves a parent's token: 1000 unknown, 1100 revoked, 1001 expired (absolute or idle), 402 disabled. */
export const resolveParent = async (
  db: Db,
  token: string | null,
  now = new Date(),
): Promise<ParentPrincipal> => {
  if (!token) throw new AppError(Code.NOT_LOGGED_IN);
  const row = await db.kysely
    .selectFrom('parent_sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.id',
      's.expires_at',
      's.last_seen_at',
      's.revoked_at',
      'u.id as user_id',
      'u.uid',
      'u.phone',
      'u.status',
    ])
    .where('s.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  const { shouldTouch } = checkSession(row, PARENT_SESSION, now);
  if (!row) throw new AppError(Code.NOT_LOGGED_IN);
  if (shouldTouch)
    await db.kysely
      .updateTable('parent_sessions')
      .set({ last_seen_at: nowIso(now) })
      .where('id', '=', row.id)
      .execute();
  return { userId: row.user_id, uid: row.uid, phone: row.phone, sessionId: row.id };
};

export const revokeParentSession = async (
  db: Db,
  sessionId: number,
  reason: string,
  now = new Date(),
): Promise<void> => {
  await db.kysely
    .updateTable('parent_sessions')
    .set({ revoked_at: nowIso(now), revoke_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
};
