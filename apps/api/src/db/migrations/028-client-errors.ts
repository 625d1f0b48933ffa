import { type Kysely, sql } from 'kysely';
import { type DialectName, idColumn, idColumnType } from '../dialect.ts';

/**
 * Script errors the front ends report (issue 22): one row per error (app, release, page, message and
 * the top of the stack make its fingerprint), with how often and when it was first and last seen, so a
 * flood of one error is one row and a count.
 */
export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  await db.schema
    .createTable('client_errors')
    .addColumn('id', idColumnType(dialect), idColumn(dialect))
    .addColumn('fingerprint', 'text', (c) => c.notNull().unique())
    .addColumn('app', 'text', (c) => c.notNull().check(sql`app in ('patient', 'console')`))
    .addColumn('release', 'text', (c) => c.notNull())
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('stack', 'text')
    .addColumn('request_id', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('count', 'integer', (c) => c.notNull().check(sql`count >= 1`))
    .addColumn('first_seen_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .execute();
  await sql`create index client_errors_recent on client_errors (last_seen_at desc)`.execute(db);
};
