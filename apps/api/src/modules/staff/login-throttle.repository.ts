import type { Db } from '../../db/database.ts';
import { lockKey } from '../../db/dialect.ts';
import type { ThrottleState } from './login-throttle-policy.ts';

/** The only code with SQL about staff login throttles (staff_login_throttles, migration 010). */

export const accountKey = (username: string) => `account:${username}`;
export const addressKey = (ip: string) => `address:${ip}`;

/** Reads a key's count inside the caller's transaction, holding PostgreSQL's lock on it till commit. */
export const lockThrottle = async (trx: Db, key: string): Promise<ThrottleState | undefined> => {
  await lockKey(trx, `login-throttle:${key}`);
  const row = await trx.kysely
    .selectFrom('staff_login_throttles')
    .select(['failures', 'last_attempt_at'])
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? { failures: row.failures, lastAttemptAt: row.last_attempt_at } : undefined;
};

export const writeThrottle = async (trx: Db, key: string, state: ThrottleState): Promise<void> => {
  await trx.kysely
    .insertInto('staff_login_throttles')
    .values({ key, failures: state.failures, last_attempt_at: state.lastAttemptAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ failures: state.failures, last_attempt_at: state.lastAttemptAt }),
    )
    .execute();
};

export const clearThrottle = async (db: Db, key: string): Promise<void> => {
  await db.kysely.deleteFrom('staff_login_throttles').where('key', '=', key).execute();
};

/** A proven-right attempt is taken back from its address's count (the username's row is cleared). */
export const forgiveOneAttempt = async (db: Db, key: string): Promise<void> => {
  await db.kysely
    .updateTable('staff_login_throttles')
    .set((eb) => ({ failures: eb('failures', '-', 1) }))
    .where('key', '=', key)
    .where('failures', '>', 0)
    .execute();
};

/** The counts of these usernames, for the staff list. */
export const throttlesOfAccounts = async (db: Db, usernames: readonly string[]) => {
  if (usernames.length === 0) return new Map<string, ThrottleState>();
  const rows = await db.kysely
    .selectFrom('staff_login_throttles')
    .select(['key', 'failures', 'last_attempt_at'])
    .where('key', 'in', usernames.map(accountKey))
    .execute();
  return new Map(
    rows.map((r) => [
      r.key.slice('account:'.length),
      { failures: r.failures, lastAttemptAt: r.last_attempt_at },
    ]),
  );
};
