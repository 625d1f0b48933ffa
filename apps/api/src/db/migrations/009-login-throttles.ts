import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect.ts';

/**
 * Staff login throttling (OWASP ASVS V6, quality bar R14): one row per username tried and per client
 * address, counting the attempts not (yet) proven right since the last quiet spell. In the database so
 * that every API process sees the same counts. Keys are `account:<username>` and `address:<ip>`.
 */
export const up = async (db: Kysely<unknown>, _dialect: DialectName): Promise<void> => {
  await db.schema
    .createTable('staff_login_throttles')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_attempt_at', 'text', (c) => c.notNull())
    .execute();
};
