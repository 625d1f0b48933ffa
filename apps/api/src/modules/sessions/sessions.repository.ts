import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import type { ParentSessionsTable, StaffSessionsTable } from '../../db/schema.ts';
import { compiledQuery, param } from '../../db/compiled-query.ts';
import type { ParentSessionRow, StaffSessionRow } from './session-cache.ts';

/**
 * The only code with SQL about sessions, parents' and staff's. Resolving a token is the hot path of
 * every request: one query that joins the account for its status and the principal's columns.
 */

export const insertParentSession = async (db: Db, values: Insertable<ParentSessionsTable>): Promise<void> => {
  await db.kysely.insertInto('parent_sessions').values(values).execute();
};

/** Compiled once: this read runs on every parent request that misses the session cache. */
const parentSessionByHash = compiledQuery<{ tokenHash: string }, ParentSessionRow>((kysely) =>
  kysely
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
    .where('s.token_hash', '=', param<string>('tokenHash')),
);

export const findParentSession = async (db: Db, tokenHash: string): Promise<ParentSessionRow | undefined> =>
  (await parentSessionByHash(db, { tokenHash }))[0];

export const touchParentSession = async (db: Db, sessionId: number, now: Date): Promise<void> => {
  await db.kysely
    .updateTable('parent_sessions')
    .set({ last_seen_at: nowIso(now) })
    .where('id', '=', sessionId)
    .execute();
};

/** Revokes live sessions only, so the first reason (logout, merge) is the one kept. */
export const revokeParentSessions = async (
  db: Db,
  where: { sessionId: number } | { userId: number },
  reason: string,
  now: Date,
): Promise<void> => {
  let q = db.kysely
    .updateTable('parent_sessions')
    .set({ revoked_at: nowIso(now), revoke_reason: reason })
    .where('revoked_at', 'is', null);
  q = 'sessionId' in where ? q.where('id', '=', where.sessionId) : q.where('user_id', '=', where.userId);
  await q.execute();
};

export const insertStaffSession = async (db: Db, values: Insertable<StaffSessionsTable>): Promise<void> => {
  await db.kysely.insertInto('staff_sessions').values(values).execute();
};

/** Compiled once: this read runs on every staff request that misses the session cache. */
const staffSessionByHash = compiledQuery<{ tokenHash: string }, StaffSessionRow>((kysely) =>
  kysely
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
    .where('s.token_hash', '=', param<string>('tokenHash')),
);

export const findStaffSession = async (db: Db, tokenHash: string): Promise<StaffSessionRow | undefined> =>
  (await staffSessionByHash(db, { tokenHash }))[0];

export const touchStaffSession = async (db: Db, sessionId: number, now: Date): Promise<void> => {
  await db.kysely
    .updateTable('staff_sessions')
    .set({ last_seen_at: nowIso(now) })
    .where('id', '=', sessionId)
    .execute();
};

export const revokeStaffSessions = async (
  db: Db,
  where: { sessionId?: number; staffId?: number },
  reason: string,
  now: Date,
): Promise<void> => {
  let q = db.kysely
    .updateTable('staff_sessions')
    .set({ revoked_at: nowIso(now), revoke_reason: reason })
    .where('revoked_at', 'is', null);
  if (where.sessionId !== undefined) q = q.where('id', '=', where.sessionId);
  if (where.staffId !== undefined) q = q.where('staff_id', '=', where.staffId);
  await q.execute();
};
