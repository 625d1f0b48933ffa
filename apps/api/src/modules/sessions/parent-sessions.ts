import { Code } from '@sprout/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { PARENT_SESSION } from './session-policy.ts';
import { checkSession, issueSession } from './session-rules.ts';
import { hashToken } from './session-token.ts';
import {
  findParentSession,
  insertParentSession,
  revokeParentSessions,
  touchParentSession,
} from './sessions.repository.ts';

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
  await insertParentSession(db, { ...row, user_id: userId });
  return token;
};

/** Resolves a parent's token: 1000 unknown, 1100 revoked, 1001 expired (absolute or idle), 402 disabled. */
export const resolveParent = async (
  db: Db,
  token: string | null,
  now = new Date(),
): Promise<ParentPrincipal> => {
  if (!token) throw new AppError(Code.NOT_LOGGED_IN);
  const row = await findParentSession(db, hashToken(token));
  const { shouldTouch } = checkSession(row, PARENT_SESSION, now);
  if (!row) throw new AppError(Code.NOT_LOGGED_IN);
  if (shouldTouch) await touchParentSession(db, row.id, now);
  return { userId: row.user_id, uid: row.uid, phone: row.phone, sessionId: row.id };
};

export const revokeParentSession = async (
  db: Db,
  sessionId: number,
  reason: string,
  now = new Date(),
): Promise<void> => {
  await revokeParentSessions(db, { sessionId }, reason, now);
};

/** Every live session of one parent, e.g. of an account merged into another (in the merge's transaction). */
export const revokeAllParentSessions = async (
  db: Db,
  userId: number,
  reason: string,
  now = new Date(),
): Promise<void> => {
  await revokeParentSessions(db, { userId }, reason, now);
};
