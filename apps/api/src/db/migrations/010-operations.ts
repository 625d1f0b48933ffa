import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../dialect.ts';

/**
 * Running a clinic (issue 13). Staff login throttling (OWASP ASVS V6, quality bar R14): one row per username tried and per client
 * address, counting the attempts not (yet) proven right since the last quiet spell. In the database so
 * that every API process sees the same counts. Keys are `account:<username>` and `address:<ip>`.
 */
export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  await db.schema
    .createTable('staff_login_throttles')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_attempt_at', 'text', (c) => c.notNull())
    .execute();

  // The general rate limit's counters when several API processes share PostgreSQL
  // (providers/rate-limit): one row per client key and fixed window. Unlogged on PostgreSQL: losing
  // a minute's counts in a crash costs nothing, and the table is written on every batch of requests.
  let counters = db.schema.createTable('rate_limit_counters');
  if (dialect === 'postgres') counters = counters.modifyFront(sql`unlogged`);
  await counters
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limit_counters_pk', ['key', 'window_start'])
    .execute();
};
