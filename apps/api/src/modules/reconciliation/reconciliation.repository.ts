import type { Db } from '../../db/database.ts';
import { countAll, toCount } from '../../db/dialect.ts';
import type { ReconciliationRunsTable } from '../../db/schema.ts';

export type NewRun = Omit<ReconciliationRunsTable, 'id'>;

export const insertRun = (db: Db, run: NewRun) =>
  db.kysely.insertInto('reconciliation_runs').values(run).returningAll().executeTakeFirstOrThrow();

export const findRun = (db: Db, id: number) =>
  db.kysely.selectFrom('reconciliation_runs').selectAll().where('id', '=', id).executeTakeFirst();

export const pageRuns = async (db: Db, pageNum: number, pageSize: number) => {
  const rows = await db.kysely
    .selectFrom('reconciliation_runs')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize)
    .execute();
  const total = await db.kysely
    .selectFrom('reconciliation_runs')
    .select(countAll())
    .executeTakeFirstOrThrow();
  return { rows, total: toCount(total.count) };
};

export const latestRun = (db: Db) =>
  db.kysely.selectFrom('reconciliation_runs').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
