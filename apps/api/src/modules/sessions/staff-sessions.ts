import { Code, type StaffRole } from '@sprout/contract';
import { nowIso } from '../../db/dialect.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { STAFF_SESSION } from './session-policy.ts';
import { checkSession, issueSession } from './session-rules.ts';
import { hashToken } from './session-token.ts';

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
  await db.kysely
    .insertInto('staff_sessions')
    .values({ ...row, staff_id: staffId })
    .execute();
  return token;
};

/** A parent's token is simply unknown here (1000): parents open nothing in the console (R7). */
export const resolveStaff = async (
  db: Db,
  token: string | null,
  now = new Date(),
): Promise<StaffPrincipal> => {
  if (!token) throw new AppError(Code.NOT_LOGGED_IN);
  const row = await db.kysely
    .selectFrom('staff_sessions as s')
    .innerJoin('staff as t', 't.id', 's.staff_id')
    .select([
      's.id',
      's.expires_at',
      's.last_seen_at',
      's.revoked_at',
      't.id as staff_id',
      't.username',
      't.display_name',
      't.role',
      't.status',
    ])
    .where('s.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  const { shouldTouch } = checkSession(row, STAFF_SESSION, now);
  if (!row) throw new AppError(Code.NOT_LOGGED_IN);
  if (shouldTouch)
    await db.kysely
      .updateTable('staff_sessions')
      .set({ last_seen_at: nowIso(now) })
      .where('id', '=', row.id)
      .execute();
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
  let q = db.kysely
    .updateTable('staff_sessions')
    .set({ revoked_at: nowIso(), revoke_reason: reason })
    .where('revoked_at', 'is', null);
  if (where.sessionId !== undefined) q = q.where('id', '=', where.sessionId);
  if (where.staffId !== undefined) q = q.where('staff_id', '=', where.staffId);
  await q.execute();
};

const RANK: Record<StaffRole, number> = { doctor: 1, manager: 2, admin: 3 };
/** Admins may do what managers do; managers what doctors do only where a route says 'staff'. */
export const hasRole = (role: StaffRole, needed: StaffRole): boolean => RANK[role] >= RANK[needed];
