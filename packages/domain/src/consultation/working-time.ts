import { CLINIC_UTC_OFFSET_MS } from '../clinic-date.ts';

/**
 * A doctor's working hours for online consultation, on the clinic's wall clock: on an ISO weekday
 * (1 Monday … 7 Sunday), from `start` to `end` (HH:mm, end after start, same day). An inquiry's accept
 * and first-answer deadlines are counted only inside these hours (issue 14: 30 minutes to accept and
 * 2 hours to answer, "inside working hours"), so an inquiry paid at 23:00 is due the next morning.
 */
export interface WorkingPeriod {
  weekday: number;
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** How far ahead a deadline is looked for: a year covers any schedule with at least one working minute. */
const SEARCH_DAYS = 371;

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

const minuteOfDay = (hhmm: string): number | null => {
  const m = HHMM.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};

/** Why a set of working periods cannot be used, or null when it can (the console validates with this). */
export const workingHoursProblem = (periods: readonly WorkingPeriod[]): string | null => {
  for (const p of periods) {
    if (!Number.isInteger(p.weekday) || p.weekday < 1 || p.weekday > 7) return '星期应为1到7';
    const start = minuteOfDay(p.start);
    const end = p.end === '24:00' ? 1440 : minuteOfDay(p.end);
    if (start === null || end === null) return '时间格式应为HH:mm';
    if (end <= start) return '结束时间应晚于开始时间';
  }
  for (let day = 1; day <= 7; day++) {
    const spans = spansOf(periods, day);
    for (let i = 1; i < spans.length; i++) {
      const prev = spans[i - 1];
      const next = spans[i];
      if (prev && next && next[0] < prev[1]) return '同一天的工作时段不能重叠';
    }
  }
  return null;
};

/** The periods of one ISO weekday as [start, end) minutes of the day, in order. */
const spansOf = (periods: readonly WorkingPeriod[], weekday: number): [number, number][] =>
  periods
    .filter((p) => p.weekday === weekday)
    .map((p): [number, number] => [
      minuteOfDay(p.start) ?? 0,
      p.end === '24:00' ? 1440 : (minuteOfDay(p.end) ?? 0),
    ])
    .sort((a, b) => a[0] - b[0]);

/** ISO weekday (1 Monday … 7 Sunday) of a day counted from the Unix epoch (1970-01-01 was a Thursday). */
const isoWeekdayOfDay = (epochDay: number): number => ((((epochDay + 3) % 7) + 7) % 7) + 1;

const dateOfDay = (epochDay: number): string => new Date(epochDay * DAY_MS).toISOString().slice(0, 10);

/**
 * The moment `minutes` working minutes after `from`, counting only inside `periods` and never on a date
 * in `closedDates` (YYYY-MM-DD, the clinic's holidays). Null when the periods hold no working minute in
 * the year ahead (a doctor with no hours cannot be given a deadline; the caller refuses the inquiry).
 */
export const addWorkingMinutes = (
  from: Date,
  minutes: number,
  periods: readonly WorkingPeriod[],
  closedDates: ReadonlySet<string> = new Set(),
): Date | null => {
  const wall = from.getTime() + CLINIC_UTC_OFFSET_MS;
  let remaining = minutes * MINUTE_MS;
  const firstDay = Math.floor(wall / DAY_MS);
  for (let day = firstDay; day < firstDay + SEARCH_DAYS; day++) {
    if (closedDates.has(dateOfDay(day))) continue;
    for (const [startMin, endMin] of spansOf(periods, isoWeekdayOfDay(day))) {
      const begin = Math.max(day * DAY_MS + startMin * MINUTE_MS, wall);
      const end = day * DAY_MS + endMin * MINUTE_MS;
      if (begin >= end) continue;
      // A deadline that lands exactly on a period's end stays there rather than moving to the next one.
      if (remaining <= end - begin) return new Date(begin + remaining - CLINIC_UTC_OFFSET_MS);
      remaining -= end - begin;
    }
  }
  return null;
};

/** Whether `at` falls inside one of the periods (a doctor on duty can take over a reassigned inquiry). */
export const isWithinWorkingHours = (
  at: Date,
  periods: readonly WorkingPeriod[],
  closedDates: ReadonlySet<string> = new Set(),
): boolean => {
  const wall = at.getTime() + CLINIC_UTC_OFFSET_MS;
  const day = Math.floor(wall / DAY_MS);
  if (closedDates.has(dateOfDay(day))) return false;
  const minute = (wall - day * DAY_MS) / MINUTE_MS;
  return spansOf(periods, isoWeekdayOfDay(day)).some(([s, e]) => minute >= s && minute < e);
};
