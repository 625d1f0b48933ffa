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
