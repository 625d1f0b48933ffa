import type { Db } from '../../db/database.ts';
import type { StaffPrincipal } from '../sessions/staff-sessions.ts';
import { writeAudit } from '../audit/audit-log.ts';

export interface Changed {
  updatedAt: string | null;
  updatedBy: string | null;
}

/**
 * Who last changed each row, read from the audit trail. Facilities, departments, doctors and holidays
 * have no updated_by column (they predate the console), and the audit row is written with every
 * change anyway, so the trail is the one source for 最后修改/修改人.
 */
export const lastChanges = async (
  db: Db,
  subjectType: string,
  ids: readonly number[],
): Promise<Map<number, Changed>> => {
  const result = new Map<number, Changed>();
  if (ids.length === 0) return result;
  const rows = await db.kysely
    .selectFrom('audit_log as a')
    .leftJoin('staff as s', (j) => j.onRef('s.id', '=', 'a.actor_id').on('a.actor_type', '=', 'staff'))
    .select(['a.subject_id', 'a.created_at', 's.display_name'])
    .where('a.subject_type', '=', subjectType)
    .where(
      'a.subject_id',
      'in',
      ids.map((id) => String(id)),
    )
    .orderBy('a.id', 'desc')
    .execute();
  for (const r of rows) {
    const id = Number(r.subject_id);
    if (!result.has(id)) result.set(id, { updatedAt: r.created_at, updatedBy: r.display_name ?? '系统' });
  }
  return result;
};

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
