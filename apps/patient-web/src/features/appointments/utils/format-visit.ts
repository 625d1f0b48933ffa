import dayjs from 'dayjs';
import type { Appointment } from '@sprout/contract';
import { appointmentStrings as t } from '../strings.ts';

/** '2026-05-14' → '2026-05-14 周四' (the calendar date is the clinic's; no time zone is involved). */
export const formatVisitDate = (date: string): string => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return date;
  const weekday = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).getUTCDay();
  return `${date} ${t.weekdays[weekday] ?? ''}`.trim();
};

/** '2026-05-14 周四 上午 09:00-09:30' */
export const formatVisitTime = (
  a: Pick<Appointment, 'appointmentDate' | 'periodLabel' | 'startTime' | 'endTime'>,
): string => `${formatVisitDate(a.appointmentDate)} ${a.periodLabel} ${a.startTime}-${a.endTime}`;

/** Seconds as mm:ss (or h:mm:ss past an hour) for a countdown. */
export const formatCountdown = (seconds: number): string => {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const rest = `${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return h > 0 ? `${h}:${rest}` : rest;
};

/** The spec's date-time format (yyyy/mm/dd hh:mm:ss) in local time. */
export const formatDateTime = (iso: string): string => {
  const at = dayjs(iso);
  return at.isValid() ? at.format('YYYY/MM/DD HH:mm:ss') : '';
};
