import { useEffect, useState } from 'react';

const secondsUntil = (untilMs: number | null): number =>
  untilMs === null ? 0 : Math.max(0, Math.ceil((untilMs - Date.now()) / 1000));

/**
 * Seconds left until an ISO instant (0 once passed, or without one). Recomputed from the deadline
 * rather than counted down, because timers stall while the phone sleeps.
 */
export const useSecondsLeft = (untilIso: string | null): number => {
  const untilMs = untilIso === null ? null : Date.parse(untilIso);
  const [left, setLeft] = useState(() => secondsUntil(untilMs));
  useEffect(() => {
    setLeft(secondsUntil(untilMs));
    if (untilMs === null || untilMs <= Date.now()) return;
    const timer = setInterval(() => {
      const next = secondsUntil(untilMs);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [untilMs]);
  return left;
};
