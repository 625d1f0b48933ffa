import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';

export const findValueRequest = (db: Db, caller: string, scope: string, key: string) =>
  db.kysely
    .selectFrom('value_requests')
    .select(['canonical_body', 'answer'])
    .where('caller', '=', caller)
    .where('scope', '=', scope)
    .where('request_key', '=', key)
    .executeTakeFirst();

export const insertValueRequest = (
  trx: Db,
  row: { caller: string; scope: string; request_key: string; canonical_body: string; answer: string },
) =>
  trx.kysely
    .insertInto('value_requests')
    .values({ ...row, created_at: nowIso() })
    .execute();
