import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { countAll, toCount } from '../../db/dialect.ts';
import type { ClientErrorRow, ClientErrorsTable } from '../../db/schema.ts';

/** The only SQL on client_errors. */

/** One report: a new fingerprint is a row; a known one counts once more and keeps the newest details. */
export const recordError = async (db: Db, row: Insertable<ClientErrorsTable>): Promise<void> => {
  await db.kysely
    .insertInto('client_errors')
    .values(row)
    .onConflict((oc) =>
      oc.column('fingerprint').doUpdateSet({
        count: sql`client_errors.count + 1`,
        last_seen_at: row.last_seen_at,
        request_id: sql`coalesce(excluded.request_id, client_errors.request_id)`,
        user_agent: sql`excluded.user_agent`,
      }),
    )
    .execute();
};

/** Keeps the `keep` most recently seen errors: a flood of new ones cannot grow the table without end. */
export const pruneErrors = async (db: Db, keep: number): Promise<void> => {
  const kept = db.kysely
    .selectFrom('client_errors')
    .select('id')
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .limit(keep);
  await db.kysely.deleteFrom('client_errors').where('id', 'not in', kept).execute();
};

export const pageErrors = async (
  db: Db,
  q: { pageNum: number; pageSize: number; app?: 'patient' | 'console' | undefined },
): Promise<{ rows: ClientErrorRow[]; total: number }> => {
  let base = db.kysely.selectFrom('client_errors');
  if (q.app) base = base.where('app', '=', q.app);
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy('last_seen_at', 'desc')
      .orderBy('id', 'desc')
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize)
      .execute(),
    base.select(countAll()).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: toCount(total.count) };
};
