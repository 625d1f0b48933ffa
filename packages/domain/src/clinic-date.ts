/** The clinic's calendar runs on Asia/Shanghai time; servers and tests may not. */
export const CLINIC_TIME_ZONE = 'Asia/Shanghai';

const ymd = new Intl.DateTimeFormat('en-CA', {
  timeZone: CLINIC_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date (YYYY-MM-DD) on the clinic's calendar. */
export const clinicToday = (now: Date = new Date()): string => ymd.format(now);

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
