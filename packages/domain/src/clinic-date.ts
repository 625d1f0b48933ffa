/** The clinic's calendar runs on Asia/Shanghai time; servers and tests may not. */
export const CLINIC_TIME_ZONE = 'Asia/Shanghai';

/**
 * Asia/Shanghai has kept UTC+08:00 all year since 1991 (no daylight saving), so the clinic's wall
 * clock is UTC moved by eight hours: plain arithmetic, where an Intl formatter cost a few microseconds
 * a call (the month view asks once per slot).
 */
export const CLINIC_UTC_OFFSET_MS = 8 * 3_600_000;

/** The clinic's wall clock at `now` as ISO text: YYYY-MM-DDTHH:mm:ss.sss (the trailing Z is not UTC). */
export const clinicWallClock = (now: Date): string =>
  new Date(now.getTime() + CLINIC_UTC_OFFSET_MS).toISOString();

/** Today's date (YYYY-MM-DD) on the clinic's calendar. */
export const clinicToday = (now: Date = new Date()): string => clinicWallClock(now).slice(0, 10);

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Parses a strict YYYY-MM-DD that names a real calendar day, or returns null. */
export const parseCalendarDate = (text: string): CalendarDate | null => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
};

export const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
