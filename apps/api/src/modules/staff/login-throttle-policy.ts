/**
 * When a staff login may be tried (OWASP ASVS V6, quality bar R14), from the attempts counted for the
 * username and for the client address: a few free tries, then a delay that doubles with each further
 * attempt, then a lock until the key has been quiet for the window. Pure: the counts live in
 * staff_login_throttles (login-throttle.repository.ts).
 */
export interface ThrottlePolicy {
  /** Attempts that wait for nothing. */
  free: number;
  /** From this many attempts the key is locked until `windowMs` after the last one. */
  lockAt: number;
  /** A key quiet this long starts afresh (and a lock ends). */
  windowMs: number;
  /** The longest delay between two attempts before the lock. */
  maxDelayMs: number;
}

/**
 * One username: 3 free tries, then 1 s, 2 s, 4 s… (at most 60 s) between tries, locked at the 10th
 * for 15 minutes: an attacker gets about 35 guesses an hour, a person who mistypes never waits.
 */
export const ACCOUNT_POLICY: ThrottlePolicy = {
  free: 3,
  lockAt: 10,
  windowMs: 15 * 60_000,
  maxDelayMs: 60_000,
};

/**
 * One address: the clinic's staff share the front desk's address, so more room before the delay; it
 * still stops one machine walking through many usernames (30 tries, then locked for 15 minutes).
 */
export const ADDRESS_POLICY: ThrottlePolicy = {
  free: 10,
  lockAt: 30,
  windowMs: 15 * 60_000,
  maxDelayMs: 60_000,
};

export interface ThrottleState {
  failures: number;
  lastAttemptAt: string;
}

export type ThrottleVerdict =
  | { allowed: true; failures: number }
  | { allowed: false; reason: 'locked' | 'wait'; until: Date };

/** The wait the policy asks after this many counted attempts. */
export const delayAfter = (failures: number, p: ThrottlePolicy): number =>
  failures < p.free ? 0 : Math.min(1000 * 2 ** (failures - p.free), p.maxDelayMs);

/** Whether an attempt may go ahead now; if so, `failures` is what the key counts once it is taken. */
export const judgeAttempt = (
  state: ThrottleState | undefined,
  p: ThrottlePolicy,
  now: Date,
): ThrottleVerdict => {
  const last = state ? Date.parse(state.lastAttemptAt) : Number.NaN;
  if (!state || now.getTime() - last >= p.windowMs) return { allowed: true, failures: 1 };
  if (state.failures >= p.lockAt)
    return { allowed: false, reason: 'locked', until: new Date(last + p.windowMs) };
  const waitUntil = last + delayAfter(state.failures, p);
  if (now.getTime() < waitUntil) return { allowed: false, reason: 'wait', until: new Date(waitUntil) };
  return { allowed: true, failures: state.failures + 1 };
};

/** Until when a username is locked, for the admins' staff list; null when it is not. */
export const lockedUntil = (
  state: ThrottleState | undefined,
  p: ThrottlePolicy,
  now: Date,
): string | null => {
  const verdict = judgeAttempt(state, p, now);
  return !verdict.allowed && verdict.reason === 'locked' ? verdict.until.toISOString() : null;
};
