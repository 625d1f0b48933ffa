import type { Db } from '../../db/database.ts';
import type { StaffPrincipal } from '../sessions/staff-sessions.ts';
import { writeAudit } from '../audit/audit.service.ts';
import type { Changed } from '../audit/change-trail.service.ts';

export type { Changed } from '../audit/change-trail.service.ts';
/**
 * Who last changed each row, read from the audit trail. Facilities, departments, doctors and holidays
 * have no updated_by column (they predate the console), and the audit row is written with every
 * change anyway, so the trail is the one source for 最后修改/修改人.
 */
export { lastChanges } from '../audit/change-trail.service.ts';

export const NOT_CHANGED: Changed = { updatedAt: null, updatedBy: null };

/** The audit row of a console change, written in the change's own transaction. */
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
