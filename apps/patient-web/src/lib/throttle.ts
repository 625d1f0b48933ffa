import { CLICK_THROTTLE_MS, GENERAL_THROTTLE_MS, PREVENT_RE_CLICK_MS } from '@sprout/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Leading-edge throttle: the first call runs at once, further calls within `waitMs` are dropped.
 * Pure, so it can be used outside React too.
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  waitMs: number,
): (...args: A) => void {
  let last = Number.NEGATIVE_INFINITY;
  return (...args: A) => {
    const now = Date.now();
    if (now - last < waitMs) return;
    last = now;
    fn(...args);
  };
}

function useThrottled<A extends unknown[]>(fn: (...args: A) => void, waitMs: number): (...args: A) => void {
  const fnRef = useRef(fn);
  fnRef.current = fn;
  const lastRef = useRef(Number.NEGATIVE_INFINITY);
  return useCallback(
    (...args: A) => {
      const now = Date.now();
      if (now - lastRef.current < waitMs) return;
      lastRef.current = now;
      fnRef.current(...args);
    },
    [waitMs],
  );
}

/** Click throttle (500 ms): a double tap on a list cell opens one page, not two. */
export const useClickThrottle = <A extends unknown[]>(fn: (...args: A) => void, waitMs = CLICK_THROTTLE_MS) =>
  useThrottled(fn, waitMs);

/** General throttle (1500 ms) for scroll-, input- or search-driven actions. */
export const useThrottle = <A extends unknown[]>(fn: (...args: A) => void, waitMs = GENERAL_THROTTLE_MS) =>
  useThrottled(fn, waitMs);

/**
 * Prevent-re-click (spec 5: buttons lock for 3 s). Returns `[run, locked]`: `run` calls the action
 * at most once per lock; the lock lasts 3 s, or until an async action settles if that is longer,
 * so a slow payment or submit can never be sent twice. Bind `locked` to the button's `disabled`
 * or `loading` so the parent sees it.
 *
 *   const [submit, submitting] = usePreventReClick(async () => { await callApi(...) });
 *   <Button loading={submitting} onClick={submit}>提交</Button>
 */
export function usePreventReClick<A extends unknown[]>(
  action: (...args: A) => unknown,
  lockMs: number = PREVENT_RE_CLICK_MS,
): [(...args: A) => void, boolean] {
  const actionRef = useRef(action);
  actionRef.current = action;
  const lockedRef = useRef(false);
  const [locked, setLocked] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    (...args: A) => {
      if (lockedRef.current) return;
      lockedRef.current = true;
      setLocked(true);
      const timer = new Promise<void>((resolve) => setTimeout(resolve, lockMs));
      let result: unknown;
      try {
        result = actionRef.current(...args);
      } catch (error) {
        console.error(error);
      }
      const settled = Promise.resolve(result).then(
        () => undefined,
        () => undefined, // the action reports its own errors; the lock only cares that it ended
      );
      void Promise.all([timer, settled]).then(() => {
        lockedRef.current = false;
        if (mounted.current) setLocked(false);
      });
    },
    [lockMs],
  );
  return [run, locked];
}
