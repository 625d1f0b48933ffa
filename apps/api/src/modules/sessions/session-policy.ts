/** How long a login lasts. Parents stay logged in for long; staff sessions are short (shared clinic PCs). */
export interface SessionPolicy {
  absoluteMs: number;
  idleMs: number;
}

const DAY = 86_400_000;
export const PARENT_SESSION: SessionPolicy = { absoluteMs: 30 * DAY, idleMs: 7 * DAY };
export const STAFF_SESSION: SessionPolicy = { absoluteMs: 12 * 3_600_000, idleMs: 30 * 60_000 };

/** last_seen_at is written at most this often, so that reads stay reads. */
export const TOUCH_INTERVAL_MS = 60_000;
