import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import type { StaffPrincipal } from '../sessions/sessions.types.ts';
import { insertAuditEntry } from './audit.repository.ts';

export interface AuditEntry {
  actorType: 'staff' | 'parent' | 'system';
  actorId: number | null;
  /** dotted verb, e.g. staff.update, child.record.read */
  action: string;
  subjectType: string;
  subjectId: string | null;
  detail?: Record<string, unknown>;
}

/**
 * Append-only trail of who did what to whom (R13 and the console's "who changed what"). Pass the
 * transaction's executor when the entry belongs to a change, so that both are kept or neither.
 */
export const writeAudit = (db: Db, entry: AuditEntry): Promise<void> =>
  insertAuditEntry(db, {
    actor_type: entry.actorType,
    actor_id: entry.actorId,
    action: entry.action,
    subject_type: entry.subjectType,
    subject_id: entry.subjectId,
    detail: entry.detail ? JSON.stringify(entry.detail) : null,
    created_at: nowIso(),
  });

/**
 * The audit row of a console change (by a staff member, or by the system when `p` is null), written in
 * the change's own transaction.
 */
export const auditChange = (
  db: Db,
  p: StaffPrincipal | null,
  action: string,
  subjectType: string,
  subjectId: number | string,
  detail?: Record<string, unknown>,
) =>
  writeAudit(db, {
    actorType: p ? 'staff' : 'system',
    actorId: p?.staffId ?? null,
    action,
    subjectType,
    subjectId: String(subjectId),
    ...(detail ? { detail } : {}),
  });
