import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';

export interface AuditEntry {
  actorType: 'staff' | 'parent' | 'system';
  actorId: number | null;
  /** dotted verb, e.g. staff.update, child.record.read */
  action: string;
  subjectType: string;
  subjectId: string | null;
  detail?: Record<string, unknown>;
}

/** Append-only trail of who did what to whom (R13 and the console's "who changed what"). */
export const writeAudit = async (db: Db, entry: AuditEntry): Promise<void> => {
  await db.kysely
    .insertInto('audit_log')
    .values({
      actor_type: entry.actorType,
      actor_id: entry.actorId,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId,
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
      created_at: nowIso(),
    })
    .execute();
};
