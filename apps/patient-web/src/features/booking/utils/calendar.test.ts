import { describe, expect, it } from 'vitest';
import {
  bookableMonths,
  calendarCells,
  dateLabel,
  feeText,
  firstOpenDay,
  groupByPeriod,
  shiftMonth,
  visibleMonth,
} from './calendar.ts';

const settings = {
  bookingWindowDays: 7,
  releaseTime: '08:00',
  sameDayCutoff: '16:00',
  cancelCutoffMinutes: 120,
  holdMinutes: 15,
};
/** 2026-11-28 10:00 in Shanghai. */
const lateNovember = new Date('2026-11-28T02:00:00Z');

describe('booking calendar', () => {
  it('pages months across the year end', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-05', 0)).toBe('2026-05');
  });

  it('labels a date with its weekday', () => {
    expect(dateLabel('2026-11-23')).toBe('11月23日 周一');
    expect(dateLabel('2026-11-22')).toBe('11月22日 周日');
  });

  it('starts the grid on Sunday with blanks before the 1st', () => {
    // 2026-11-01 is a Sunday; 2026-12-01 a Tuesday.
    const november = calendarCells('2026-11', []);
    expect(november.offset).toBe(0);
    expect(november.cells.slice(0, 1)).toEqual(['2026-11-01']);
    const december = calendarCells('2026-12', [{ date: '2026-12-02', status: 'open' }]);
    expect(december.offset).toBe(2);
    expect(december.cells.slice(0, 2)).toEqual(['2026-12-01', { date: '2026-12-02', status: 'open' }]);
    expect(december.cells).toHaveLength(31);
  });

  it('lets the parent page from this month to the month of the last bookable day', () => {
    expect(bookableMonths(settings, lateNovember)).toEqual({ first: '2026-11', last: '2026-12' });
    expect(bookableMonths(settings, new Date('2026-11-10T02:00:00Z'))).toEqual({
      first: '2026-11',
      last: '2026-11',
    });
  });

  it('keeps the shown month inside the window', () => {
    const bounds = { first: '2026-11', last: '2026-12' };
    expect(visibleMonth({ date: null, month: null }, bounds)).toBe('2026-11');
    expect(visibleMonth({ date: '2026-12-01', month: null }, bounds)).toBe('2026-12');
    expect(visibleMonth({ date: '2026-12-01', month: '2026-11' }, bounds)).toBe('2026-11');
    expect(visibleMonth({ date: null, month: '2027-03' }, bounds)).toBe('2026-12');
    expect(visibleMonth({ date: '2025-01-01', month: null }, bounds)).toBe('2026-11');
  });

  it('shows the fee in yuan from fen, or that there is none', () => {
    expect(feeText(5000)).toBe('¥50.00');
    expect(feeText(1)).toBe('¥0.01');
    expect(feeText(0)).toBe('免挂号费');
  });

  it('groups slots by morning and afternoon in time order', () => {
    const slot = (period: 'am' | 'pm', startTime: string) => ({
      period,
      periodLabel: period === 'am' ? '上午' : '下午',
      startTime,
    });
    const groups = groupByPeriod([slot('pm', '14:30'), slot('am', '09:00'), slot('pm', '14:00')]);
    expect(groups.map((g) => [g.label, g.slots.map((s) => s.startTime)])).toEqual([
      ['上午', ['09:00']],
      ['下午', ['14:00', '14:30']],
    ]);
    expect(groupByPeriod([slot('pm', '14:00')]).map((g) => g.period)).toEqual(['pm']);
  });

  it('finds the first day with free slots', () => {
    expect(
      firstOpenDay([
        { date: '2026-11-22', status: 'past' },
        { date: '2026-11-23', status: 'full' },
        { date: '2026-11-24', status: 'open' },
      ]),
    ).toBe('2026-11-24');
    expect(firstOpenDay([{ date: '2026-11-23', status: 'closed' }])).toBeNull();
  });
});
