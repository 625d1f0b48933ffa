import type { Kysely } from 'kysely';
import { type DialectName, idColumn, idColumnType } from '../dialect.ts';

/**
 * Reconciliation runs (issue 15): every night, and when a manager asks, each module's check proves its
 * balances equal their entries and every paid order its payment; a run keeps what it found, so a
 * difference stays visible to managers after the night it appeared.
 */
export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  await db.schema
    .createTable('reconciliation_runs')
    .addColumn('id', idColumnType(dialect), idColumn(dialect))
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'integer')
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text', (c) => c.notNull())
    .addColumn('checks', 'text', (c) => c.notNull())
    .addColumn('difference_count', 'integer', (c) => c.notNull())
    .addColumn('differences', 'text', (c) => c.notNull())
    .execute();
};
