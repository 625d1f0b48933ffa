import { PREVENT_RE_CLICK_MS } from './spec-constants.ts';

/**
 * Framework-free pacing helpers. The clock is a parameter (default Date.now) so tests can drive
 * time without fake timers, and a clock that jumps backwards unlocks rather than locking forever.
 */

/**
 * Leading-edge throttle: the first call runs at once; calls within `ms` of the last run are
 * dropped (not queued), which is what a double tap on a button needs. Returns whether it ran.
 */
export const throttle = <A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
  now: () => number = Date.now,
): ((...args: A) => boolean) => {
  let lastRun: number | undefined;
  return (...args: A): boolean => {
    const t = now();
    if (lastRun !== undefined && t >= lastRun && t - lastRun < ms) return false;
    lastRun = t;
    fn(...args);
    return true;
  };
};

export interface PreventReClick {
  /** True (and locks for lockMs) when the action may run now; false while locked. */
  tryAcquire(): boolean;
  /** Unlocks early, e.g. when the request behind the button failed and a retry should be allowed. */
  release(): void;
}

/** Guard for buttons marked prevent-re-click: one action per `lockMs` (spec: 3 s). */
export const createPreventReClick = (
  lockMs: number = PREVENT_RE_CLICK_MS,
  now: () => number = Date.now,
): PreventReClick => {
  let lockedAt: number | undefined;
  return {
    tryAcquire: () => {
      const t = now();
      if (lockedAt !== undefined && t >= lockedAt && t - lockedAt < lockMs) return false;
      lockedAt = t;
      return true;
    },
    release: () => {
      lockedAt = undefined;
    },
  };
};
