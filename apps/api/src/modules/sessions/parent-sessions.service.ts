import { Code } from '@sprout/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import { forgetSessions } from './forget-sessions.service.ts';
import { AppError } from '../../http/app-error.ts';
import type { ParentPrincipal } from './sessions.types.ts';
import { PARENT_SESSION } from './session-policy.ts';
import { checkSession, issueSession } from './session-rules.ts';
import { hashToken } from '../../http/bearer-token.ts';
import {
  findParentSession,
  insertParentSession,
  revokeParentSessions,
  touchParentSession,
} from './sessions.repository.ts';

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

/**
 * Resolves a parent's token: 1000 unknown, 1100 revoked, 1001 expired (absolute or idle), 402 disabled.
 * The row comes from the session cache when it is there (session-cache.ts says why that is safe);
 * the expiry and idle checks run on every request either way.
 */
export const resolveParent = async (
  ctx: Pick<AppContext, 'db' | 'sessionCache'>,
  token: string | null,
  now = new Date(),
): Promise<ParentPrincipal> => {
  if (!token) throw new AppError(Code.NOT_LOGGED_IN);
  const tokenHash = hashToken(token);
  let row = ctx.sessionCache.parents.get(tokenHash, now.getTime());
  if (!row) {
    const epoch = ctx.sessionCache.epoch();
    row = await findParentSession(ctx.db, tokenHash);
    if (row) ctx.sessionCache.parents.set(tokenHash, row, epoch, now.getTime());
  }
  const { shouldTouch } = checkSession(row, PARENT_SESSION, now);
  if (!row) throw new AppError(Code.NOT_LOGGED_IN);
  if (shouldTouch) {
    await touchParentSession(ctx.db, row.id, now);
    row.last_seen_at = nowIso(now);
  }
  return { userId: row.user_id, uid: row.uid, phone: row.phone, sessionId: row.id };
};

/** Ends one session (logout) in the database and in every process's cache. */
export const revokeParentSession = async (
  ctx: Pick<AppContext, 'db' | 'sessionCache' | 'fanout' | 'log'>,
  sessionId: number,
  reason: string,
  now = new Date(),
): Promise<void> => {
  await revokeParentSessions(ctx.db, { sessionId }, reason, now);
  await forgetSessions(ctx, { parentSessionId: sessionId });
};

/**
 * Every live session of one parent, e.g. of an account merged into another (in the merge's
 * transaction). The caller forgets them (forgetSessions with the userId) once the transaction commits.
 */
export const revokeAllParentSessions = async (
  db: Db,
  userId: number,
  reason: string,
  now = new Date(),
): Promise<void> => {
  await revokeParentSessions(db, { userId }, reason, now);
};
