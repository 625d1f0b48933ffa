import type { Db } from '../../db/database.ts';

/**
 * The audit rows about some subjects of one type, newest first, with the display name of the staff
 * member who acted (joined read-only; null for the system and for parents).
 */
export const changesOf = (db: Db, subjectType: string, subjectIds: readonly string[]) =>
  db.kysely
    .selectFrom('audit_log as a')
    .leftJoin('staff as s', (j) => j.onRef('s.id', '=', 'a.actor_id').on('a.actor_type', '=', 'staff'))
    .select(['a.subject_id', 'a.created_at', 's.display_name'])
    .where('a.subject_type', '=', subjectType)
    .where('a.subject_id', 'in', subjectIds)
    .orderBy('a.id', 'desc')
    .execute();
