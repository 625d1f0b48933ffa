import { type BookingSettings, clinicToday, daysInMonth, formatFen, lastBookableDate } from '@sprout/domain';
import { bookingStrings as t } from '../strings.ts';

/** Calendar arithmetic on YYYY-MM-DD / YYYY-MM text (the clinic's calendar; no time zones involved). */

export const monthOf = (date: string): string => date.slice(0, 7);

export const shiftMonth = (month: string, delta: number): string => {
  const year = Number(month.slice(0, 4));
  const index = year * 12 + Number(month.slice(5, 7)) - 1 + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** '2026-11-23' → '11月23日 周一'. */
export const dateLabel = (date: string): string =>
  `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日 ${t.weekdayNames[weekdayOf(date)]}`;

/** '2026-11-23' → '2026年11月23日 周一'. */
export const fullDateLabel = (date: string): string => `${Number(date.slice(0, 4))}年${dateLabel(date)}`;

/**
 * The month for a Sunday-first grid: `offset` empty cells before the 1st, then each day. `days`
 * come from the month view; a date the server left out is given as its bare date text.
 */
export const calendarCells = <D extends { date: string }>(
  month: string,
  days: readonly D[],
): { offset: number; cells: (D | string)[] } => {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const count = daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)));
  const cells = Array.from({ length: count }, (_, i) => {
    const date = `${month}-${String(i + 1).padStart(2, '0')}`;
    return byDate.get(date) ?? date;
  });
  return { offset: weekdayOf(`${month}-01`), cells };
};

/** The months a parent can page through: this month to the month of the last bookable day. */
export const bookableMonths = (settings: BookingSettings, now: Date): { first: string; last: string } => {
  // The last bookable day is never before today, so the range is never empty.
  return { first: monthOf(clinicToday(now)), last: monthOf(lastBookableDate(settings, now)) };
};

/** The month to show: the chosen date's, else the one in the address, else this month, kept inside the window. */
export const visibleMonth = (
  chosen: { date: string | null; month: string | null },
  bounds: { first: string; last: string },
): string => {
  const wanted = chosen.month ?? (chosen.date ? monthOf(chosen.date) : bounds.first);
  if (wanted < bounds.first) return bounds.first;
  if (wanted > bounds.last) return bounds.last;
  return wanted;
};

/** '¥50.00', or 免挂号费 for a doctor who charges nothing. */
export const feeText = (fen: number): string => (fen > 0 ? `¥${formatFen(fen)}` : t.freeOfCharge);

export interface PeriodGroup<S> {
  period: 'am' | 'pm';
  label: string;
  slots: S[];
}

/** Slots by morning and afternoon, each in time order; empty periods are left out. */
export const groupByPeriod = <S extends { period: 'am' | 'pm'; periodLabel: string; startTime: string }>(
  slots: readonly S[],
): PeriodGroup<S>[] =>
  (['am', 'pm'] as const)
    .map((period) => {
      const own = slots
        .filter((s) => s.period === period)
        .sort((a, b) => a.startTime.localeCompare(b.startTime));
      return { period, label: own[0]?.periodLabel ?? '', slots: own };
    })
    .filter((g) => g.slots.length > 0);

/** First day of the list a parent can book now, if any. */
export const firstOpenDay = <D extends { date: string; status: string }>(days: readonly D[]): string | null =>
  days.find((d) => d.status === 'open')?.date ?? null;
