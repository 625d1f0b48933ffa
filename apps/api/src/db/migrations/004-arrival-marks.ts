import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect.ts';

/**
 * Who marked a patient arrived or no-show, and when: the doctor's day shows it beside the status, as
 * every console list shows who changed a row (the audit log keeps the history as well).
 */
export const up = async (db: Kysely<unknown>, _dialect: DialectName): Promise<void> => {
  await db.schema
    .alterTable('appointments')
    .addColumn('marked_by', 'integer', (c) => c.references('staff.id'))
    .execute();
  await db.schema.alterTable('appointments').addColumn('marked_at', 'text').execute();
};
