import { daysBetween, daysInMonth, parseCalendarDate } from './clinic-date.ts';

export interface Age {
  years: number;
  months: number;
  days: number;
  /** Whole days since birth. */
  totalDays: number;
  /** The spec's label form, e.g. 3岁2月5天. */
  text: string;
}

/**
 * Calendar age on `onDate` of a child born on `birthday` (both YYYY-MM-DD), counted the way
 * parents count it: whole years, then whole months, then days. A day-of-month missing from the
 * target month (born on the 31st) counts as reached on that month's last day.
 */
export const ageOn = (birthday: string, onDate: string): Age | null => {
  const b = parseCalendarDate(birthday);
  const d = parseCalendarDate(onDate);
  if (!b || !d) return null;
  const totalDays = daysBetween(birthday, onDate);
  if (totalDays < 0) return null;
  let months = (d.year - b.year) * 12 + (d.month - b.month);
  const anniversaryDay = Math.min(b.day, daysInMonth(d.year, d.month));
  if (d.day < anniversaryDay) months -= 1;
  const years = Math.floor(months / 12);
  const restMonths = months % 12;
  // Days since the last monthly anniversary.
  const anchorMonthIndex = b.month - 1 + months;
  const anchorYear = b.year + Math.floor(anchorMonthIndex / 12);
  const anchorMonth = (anchorMonthIndex % 12) + 1;
  const anchorDay = Math.min(b.day, daysInMonth(anchorYear, anchorMonth));
  const anchor = `${anchorYear}-${pad(anchorMonth)}-${pad(anchorDay)}`;
  const days = daysBetween(anchor, onDate);
  return { years, months: restMonths, days, totalDays, text: formatAge(years, restMonths, days) };
};

export const formatAge = (years: number, months: number, days: number): string =>
  `${years}岁${months}月${days}天`;

const pad = (n: number): string => String(n).padStart(2, '0');
