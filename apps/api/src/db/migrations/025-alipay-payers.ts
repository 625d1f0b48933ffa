import type { Kysely } from 'kysely';
import { type DialectName, idColumn, idColumnType } from '../dialect.ts';

/**
 * Alipay payers (issue 15, the fee collection's Alipay authorisation): the Alipay user id a parent
 * authorised for this app (auth_base), which Alipay's in-app payment (JSAPI_PAY) names as the buyer;
 * one per parent and app. And the embedded sandbox's one-time authorisation codes, which like
 * Alipay's expire and work once.
 */
export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  await db.schema
    .createTable('alipay_payers')
    .addColumn('id', idColumnType(dialect), idColumn(dialect))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('alipay_user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('alipay_payers_user_app', ['user_id', 'app_id'])
    .execute();
  await db.schema
    .createTable('sandbox_alipay_auth_codes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('alipay_user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
};
