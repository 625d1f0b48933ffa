import { formatClinicTime } from '@sprout/domain';
import { useEffect, useState } from 'react';

const secondsUntil = (untilMs: number | null): number =>
  untilMs === null ? 0 : Math.max(0, Math.ceil((untilMs - Date.now()) / 1000));

/**
 * Seconds left until an ISO instant (0 once passed, or without one): the hold on an unpaid seat, the
 * time an order stays payable. Recomputed from the deadline rather than counted down, because timers
 * stall while the phone sleeps.
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

/** Seconds as mm:ss (or h:mm:ss past an hour) for a countdown. */
export const formatCountdown = (seconds: number): string => {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const rest = `${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return h > 0 ? `${h}:${rest}` : rest;
};

/**
 * An instant from the server in the spec's yyyy/mm/dd hh:mm:ss, on the clinic's clock (a parent
 * travelling abroad still sees the times the clinic keeps), or '' for none.
 */
export const formatDateTime = (iso: string | null): string =>
  iso ? formatClinicTime(iso, 'YYYY/MM/DD HH:mm:ss') : '';
