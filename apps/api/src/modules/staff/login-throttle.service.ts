import type { AppContext } from '../../app-context.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import { tooFrequent } from '../../http/app-error.ts';
import { maskedUsername } from '../../observability/safe-log.ts';
import {
  ACCOUNT_POLICY,
  ADDRESS_POLICY,
  judgeAttempt,
  lockedUntil,
  type ThrottlePolicy,
} from './login-throttle-policy.ts';
import * as repo from './login-throttle.repository.ts';

export type LoginFailure = 'unknown_user' | 'wrong_password' | 'disabled' | 'locked' | 'throttled';

/** One line per failed staff login: the username masked, the address, why (R14: the attempts logged). */
export const logFailedLogin = (ctx: AppContext, username: string, ip: string, reason: LoginFailure) =>
  ctx.logScope
    .current()
    .warn({ event: 'staff_login_failed', user: maskedUsername(username), ip, reason }, 'staff login failed');

const wait = (until: Date, now: Date, unit: 'second' | 'minute') => {
  const ms = Math.max(until.getTime() - now.getTime(), 1000);
  return unit === 'second' ? `${Math.ceil(ms / 1000)}秒` : `${Math.ceil(ms / 60_000)}分钟`;
};

/**
 * Takes one attempt for the username and the address before the password is checked, in one
 * transaction (PostgreSQL holds both keys' locks), so however many requests race, each one is counted
 * and the delay and lock see them all. A refused attempt is not counted, so waiting out a delay is
 * never punished, and it is refused before the password is looked at.
 */
export const takeLoginAttempt = async (ctx: AppContext, username: string, ip: string, now = new Date()) => {
  const keys: [string, ThrottlePolicy][] = [
    [repo.accountKey(username), ACCOUNT_POLICY],
    [repo.addressKey(ip), ADDRESS_POLICY],
  ];
  const refusal = await inTransaction(ctx.db, async (trx) => {
    const verdicts = [];
    for (const [key, policy] of keys)
      verdicts.push(judgeAttempt(await repo.lockThrottle(trx, key), policy, now));
    const [account, address] = verdicts;
    if (account && !account.allowed)
      return account.reason === 'locked'
        ? {
            reason: 'locked' as const,
            msg: `登录失败次数过多，账号已临时锁定，请${wait(account.until, now, 'minute')}后再试或联系系统管理员`,
          }
        : {
            reason: 'throttled' as const,
            msg: `登录尝试过于频繁，请${wait(account.until, now, 'second')}后再试`,
          };
    if (address && !address.allowed)
      return address.reason === 'locked'
        ? {
            reason: 'locked' as const,
            msg: `当前网络登录失败次数过多，请${wait(address.until, now, 'minute')}后再试`,
          }
        : {
            reason: 'throttled' as const,
            msg: `登录尝试过于频繁，请${wait(address.until, now, 'second')}后再试`,
          };
    for (const [i, [key]] of keys.entries()) {
      const verdict = verdicts[i];
      if (verdict?.allowed)
        await repo.writeThrottle(trx, key, { failures: verdict.failures, lastAttemptAt: now.toISOString() });
    }
    return null;
  });
  if (refusal) {
    logFailedLogin(ctx, username, ip, refusal.reason);
    throw tooFrequent(refusal.msg);
  }
};

/** The password was right: the username starts afresh, and this attempt is taken back from the address. */
export const loginSucceeded = async (db: Db, username: string, ip: string): Promise<void> => {
  await repo.clearThrottle(db, repo.accountKey(username));
  await repo.forgiveOneAttempt(db, repo.addressKey(ip));
};

/** An admin lifts a username's lock (解除锁定); its attempts start afresh. */
export const liftAccountLock = (db: Db, username: string): Promise<void> =>
  repo.clearThrottle(db, repo.accountKey(username));

/** Until when each of these usernames is locked (absent: not locked), for the admins' staff list. */
export const accountLocks = async (db: Db, usernames: readonly string[], now = new Date()) => {
  const states = await repo.throttlesOfAccounts(db, usernames);
  const locks = new Map<string, string>();
  for (const [username, state] of states) {
    const until = lockedUntil(state, ACCOUNT_POLICY, now);
    if (until) locks.set(username, until);
  }
  return locks;
};
