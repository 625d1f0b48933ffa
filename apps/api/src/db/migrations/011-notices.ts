import type { Kysely } from 'kysely';
import { type DialectName, idColumn, idColumnType } from '../dialect.ts';

/**
 * Notices that arrive once (issue 13). `notices`: one row per notice a parent was given (a reminder,
 * a stopped clinic, a settled refund), unique per kind and subject, written in the transaction that
 * posts its in-app message and queues its sends, so a job or hook that runs again posts nothing twice.
 * `wechat_template_outbox`: the embedded WeChat provider's template messages (development's
 * stand-in for the official account), read at GET /dev/wechat-outbox.
 */
export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  await db.schema
    .createTable('notices')
    .addColumn('id', idColumnType(dialect), idColumn(dialect))
    .addColumn('notice_key', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('message_id', 'integer')
    .addColumn('channels', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('wechat_template_outbox')
    .addColumn('id', idColumnType(dialect), idColumn(dialect))
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('openid', 'text', (c) => c.notNull())
    .addColumn('template_id', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('url', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('wechat_template_outbox_openid')
    .on('wechat_template_outbox')
    .columns(['openid', 'id'])
    .execute();
};
