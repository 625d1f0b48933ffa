import { Code } from '@sprout/contract';
import { nowIso } from '../../db/dialect.ts';
import { AppError } from '../../http/app-error.ts';
import { type SessionPolicy, TOUCH_INTERVAL_MS } from './session-policy.ts';
import { hashToken, newSessionToken } from '../../http/bearer-token.ts';

/** A new token and the row that stores its hash, for either kind of session. */
export const issueSession = (policy: SessionPolicy, ip: string | null, now = new Date()) => {
  const token = newSessionToken();
  const row = {
    token_hash: hashToken(token),
    created_at: nowIso(now),
    last_seen_at: nowIso(now),
    expires_at: new Date(now.getTime() + policy.absoluteMs).toISOString(),
    revoked_at: null,
    revoke_reason: null,
    ip,
  };
  return { token, row };
};

interface StoredSession {
  expires_at: string;
  last_seen_at: string;
  revoked_at: string | null;
  status: string;
}

/**
 * The one place that decides whether a stored session still works: 1100 revoked, 1001 past its
 * absolute or idle limit, 402 account disabled. Returns whether last_seen_at is due a write.
 */
export const checkSession = (
  row: StoredSession | undefined,
  policy: SessionPolicy,
  now = new Date(),
): { shouldTouch: boolean } => {
  if (!row) throw new AppError(Code.NOT_LOGGED_IN);
  if (row.revoked_at) throw new AppError(Code.SESSION_REVOKED);
  const nowMs = now.getTime();
  const lastSeen = Date.parse(row.last_seen_at);
  if (Date.parse(row.expires_at) <= nowMs || lastSeen + policy.idleMs <= nowMs)
    throw new AppError(Code.SESSION_EXPIRED);
  if (row.status !== 'active') throw new AppError(Code.ACCOUNT_DISABLED);
  return { shouldTouch: nowMs - lastSeen >= TOUCH_INTERVAL_MS };
};
