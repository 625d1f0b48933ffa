import { canonicalRequest, replayVerdict } from '@sprout/domain';
import type { z } from 'zod';
import { type Db, inTransaction } from '../../db/database.ts';
import { lockKey } from '../../db/dialect.ts';
import { conflict } from '../../http/app-error.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { findValueRequest, insertValueRequest } from './value-requests.repository.ts';

/** One request that moves value: who sent it, what kind of act, the client's key, and what it asked. */
export interface ValueRequest {
  /** 'parent:<userId>', 'staff:<staffId>' or 'client:<clientId>'. */
  caller: string;
  /** The kind of act, e.g. 'points.transfer': a key names one act of one kind. */
  scope: string;
  key: string;
  /** The request's details without the key: a replay must ask the same. */
  body: unknown;
}

export const KEY_REUSED = '请求号已用于另一笔操作，请刷新页面后重试';

/**
 * Runs `act` once per key (R16, as Stripe's idempotency keys): in one transaction with the act, the
 * answer is stored under the key; a replay with the same details answers the stored result (read
 * back through `answer`, the endpoint's own schema), the same key with other details is refused
 * with 4009. A refused act (a business error) stores nothing, so the client may retry it.
 * Two firsts at once: PostgreSQL serialises them on an advisory lock, SQLite has one writer, and the
 * unique index is the guarantee behind both; the loser answers what the winner stored.
 */
export const oncePerKey = async <S extends z.ZodType>(
  db: Db,
  request: ValueRequest,
  answer: S,
  act: (trx: Db) => Promise<z.output<S>>,
): Promise<z.output<S>> => {
  const canonical = canonicalRequest(request.body);
  const replay = async (executor: Db) => {
    const stored = await findValueRequest(executor, request.caller, request.scope, request.key);
    if (!stored) return null;
    if (replayVerdict({ canonicalBody: stored.canonical_body }, request.body) === 'conflict')
      throw conflict(KEY_REUSED);
    return { value: answer.parse(JSON.parse(stored.answer)) };
  };
  try {
    return await inTransaction(db, async (trx) => {
      await lockKey(trx, `value:${request.caller}:${request.scope}:${request.key}`);
      const earlier = await replay(trx);
      if (earlier) return earlier.value;
      const result = await act(trx);
      await insertValueRequest(trx, {
        caller: request.caller,
        scope: request.scope,
        request_key: request.key,
        canonical_body: canonical,
        answer: JSON.stringify(result),
      });
      return result;
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const earlier = await replay(db);
    if (!earlier) throw err;
    return earlier.value;
  }
};

/**
 * True when the key has a stored answer already (a replay): lets a caller run read-only checks before
 * a step that cannot be undone (spending an SMS code) only for a first request.
 */
export const isAnswered = async (db: Db, request: Omit<ValueRequest, 'body'>): Promise<boolean> =>
  (await findValueRequest(db, request.caller, request.scope, request.key)) !== undefined;
