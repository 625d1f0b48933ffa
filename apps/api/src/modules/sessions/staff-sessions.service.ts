import { Code, type StaffRole } from '@sprout/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import { forgetSessions } from './forget-sessions.service.ts';
import { AppError } from '../../http/app-error.ts';
import type { StaffPrincipal } from './sessions.types.ts';
import { STAFF_SESSION } from './session-policy.ts';
import { checkSession, issueSession } from './session-rules.ts';
import { hashToken } from '../../http/bearer-token.ts';
import * as repo from './sessions.repository.ts';

export const createStaffSession = async (
  db: Db,
  staffId: number,
  ip: string | null,
  now = new Date(),
): Promise<string> => {
  const { token, row } = issueSession(STAFF_SESSION, ip, now);
  await repo.insertStaffSession(db, { ...row, staff_id: staffId });
  return token;
};

/**
 * A parent's token is simply unknown here (1000): parents open nothing in the console (R7). The row
 * comes from the session cache when it is there, as for parents.
 */
export const resolveStaff = async (
  ctx: Pick<AppContext, 'db' | 'sessionCache'>,
  token: string | null,
  now = new Date(),
): Promise<StaffPrincipal> => {
  if (!token) throw new AppError(Code.NOT_LOGGED_IN);
  const tokenHash = hashToken(token);
  let row = ctx.sessionCache.staff.get(tokenHash, now.getTime());
  if (!row) {
    const epoch = ctx.sessionCache.epoch();
    row = await repo.findStaffSession(ctx.db, tokenHash);
    if (row) ctx.sessionCache.staff.set(tokenHash, row, epoch, now.getTime());
  }
  const { shouldTouch } = checkSession(row, STAFF_SESSION, now);
  if (!row) throw new AppError(Code.NOT_LOGGED_IN);
  if (shouldTouch) {
    await repo.touchStaffSession(ctx.db, row.id, now);
    row.last_seen_at = nowIso(now);
  }
  return {
    staffId: row.staff_id,
    username: row.username,
    displayName: row.display_name,
    role: row.role,
    sessionId: row.id,
  };
};

/** Ends one staff session (logout) or all of a staff member's, in the database and every process's cache. */
export const revokeStaffSessions = async (
  ctx: Pick<AppContext, 'db' | 'sessionCache' | 'fanout' | 'log'>,
  where: { sessionId: number } | { staffId: number },
  reason: string,
): Promise<void> => {
  await repo.revokeStaffSessions(ctx.db, where, reason, new Date());
  await forgetSessions(
    ctx,
    'sessionId' in where ? { staffSessionId: where.sessionId } : { staffId: where.staffId },
  );
};

const RANK: Record<StaffRole, number> = { doctor: 1, manager: 2, admin: 3 };
/** Admins may do what managers do; managers what doctors do only where a route says 'staff'. */
export const hasRole = (role: StaffRole, needed: StaffRole): boolean => RANK[role] >= RANK[needed];
