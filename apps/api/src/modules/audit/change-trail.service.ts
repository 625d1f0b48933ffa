import type { Db } from '../../db/database.ts';
import { changesOf } from './change-trail.repository.ts';

export interface Changed {
  updatedAt: string | null;
  updatedBy: string | null;
}

/**
 * Who last changed each subject, read from the audit trail: the newest row per id, by the staff
 * member's display name, or 系统 when no staff member acted. Ids with no row are absent from the map.
 */
export const lastChanges = async (
  db: Db,
  subjectType: string,
  ids: readonly number[],
): Promise<Map<number, Changed>> => {
  const result = new Map<number, Changed>();
  if (ids.length === 0) return result;
  const rows = await changesOf(
    db,
    subjectType,
    ids.map((id) => String(id)),
  );
  for (const r of rows) {
    const id = Number(r.subject_id);
    if (!result.has(id)) result.set(id, { updatedAt: r.created_at, updatedBy: r.display_name ?? '系统' });
  }
  return result;
};
