import { Code, type StaffRole } from '@sprout/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { STAFF_SESSION } from './session-policy.ts';
import { checkSession, issueSession } from './session-rules.ts';
import { hashToken } from './session-token.ts';
import * as repo from './sessions.repository.ts';

export interface StaffPrincipal {
  staffId: number;
  username: string;
  displayName: string;
  role: StaffRole;
  sessionId: number;
}

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

/** A parent's token is simply unknown here (1000): parents open nothing in the console (R7). */
export const resolveStaff = async (
  db: Db,
  token: string | null,
  now = new Date(),
): Promise<StaffPrincipal> => {
  if (!token) throw new AppError(Code.NOT_LOGGED_IN);
  const row = await repo.findStaffSession(db, hashToken(token));
  const { shouldTouch } = checkSession(row, STAFF_SESSION, now);
  if (!row) throw new AppError(Code.NOT_LOGGED_IN);
  if (shouldTouch) await repo.touchStaffSession(db, row.id, now);
  return {
    staffId: row.staff_id,
    username: row.username,
    displayName: row.display_name,
    role: row.role,
    sessionId: row.id,
  };
};

export const revokeStaffSessions = async (
  db: Db,
  where: { sessionId?: number; staffId?: number },
  reason: string,
): Promise<void> => {
  await repo.revokeStaffSessions(db, where, reason, new Date());
};

const RANK: Record<StaffRole, number> = { doctor: 1, manager: 2, admin: 3 };
/** Admins may do what managers do; managers what doctors do only where a route says 'staff'. */
export const hasRole = (role: StaffRole, needed: StaffRole): boolean => RANK[role] >= RANK[needed];
