import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import type { ApiClientsTable } from '../../db/schema-fees.ts';

export type ApiClientRow = Selectable<ApiClientsTable>;

export const listApiClients = (db: Db): Promise<ApiClientRow[]> =>
  db.kysely.selectFrom('api_clients').selectAll().orderBy('id', 'desc').execute();

export const insertApiClient = (
  db: Db,
  c: Pick<ApiClientRow, 'client_key' | 'name' | 'secret_hash' | 'scopes' | 'created_by'>,
) =>
  db.kysely
    .insertInto('api_clients')
    .values({ ...c, created_at: nowIso(), revoked_at: null, revoke_reason: null })
    .returningAll()
    .executeTakeFirstOrThrow();

export const findApiClientByKey = (db: Db, clientKey: string) =>
  db.kysely.selectFrom('api_clients').selectAll().where('client_key', '=', clientKey).executeTakeFirst();

export const findApiClient = (db: Db, id: number) =>
  db.kysely.selectFrom('api_clients').selectAll().where('id', '=', id).executeTakeFirst();

/** Revokes once: a second revoke finds it revoked and changes nothing. */
export const revokeApiClient = (trx: Db, id: number, reason: string) =>
  trx.kysely
    .updateTable('api_clients')
    .set({ revoked_at: nowIso(), revoke_reason: reason })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .returningAll()
    .executeTakeFirst();

export const insertClientToken = (
  db: Db,
  t: { client_id: number; token_hash: string; scopes: string; expires_at: string },
) =>
  db.kysely
    .insertInto('api_client_tokens')
    .values({ ...t, created_at: nowIso() })
    .execute();

/** The live token with its client (a revoked client's tokens read as absent). */
export const findLiveClientToken = (db: Db, tokenHash: string, now: string) =>
  db.kysely
    .selectFrom('api_client_tokens as t')
    .innerJoin('api_clients as c', 'c.id', 't.client_id')
    .select(['t.client_id', 't.scopes', 't.expires_at', 'c.client_key', 'c.name'])
    .where('t.token_hash', '=', tokenHash)
    .where('t.expires_at', '>', now)
    .where('c.revoked_at', 'is', null)
    .executeTakeFirst();

/** Expired tokens are only noise: dropped when new ones are issued. */
export const deleteExpiredClientTokens = (db: Db, now: string) =>
  db.kysely.deleteFrom('api_client_tokens').where('expires_at', '<=', now).execute();
