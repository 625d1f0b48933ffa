import { type Kysely, sql } from 'kysely';
import { type DialectName, idColumn, idColumnType } from '../dialect.ts';

/**
 * Alerts for staff in the console (issue 23): a red flag in a 图文问诊 chat tells the inquiry's doctor at
 * once and, when no doctor has opened the inquiry five minutes later, every manager. One alert per
 * staff member, kind and subject (the unique key makes a repeated event add nothing), read when the
 * staff member has seen it. `inquiries.red_flag_seen_at`: when the inquiry's doctor first opened it after
 * its red flag (what stops the escalation).
 */
export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  await db.schema
    .createTable('staff_alerts')
    .addColumn('id', idColumnType(dialect), idColumn(dialect))
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject_key', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .addUniqueConstraint('staff_alerts_once', ['staff_id', 'kind', 'subject_key'])
    .addCheckConstraint('staff_alerts_kind', sql`kind in ('redFlag', 'redFlagUnseen')`)
    .execute();
  await db.schema.createIndex('staff_alerts_staff').on('staff_alerts').columns(['staff_id', 'id']).execute();
  await db.schema.alterTable('inquiries').addColumn('red_flag_seen_at', 'text').execute();
};
