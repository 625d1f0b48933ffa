import { describe, expect, it } from 'vitest';
import {
  type BookingSettings,
  addCalendarDays,
  canCancelAt,
  clinicClock,
  dayStatus,
  hasSessionEnded,
  holdExpiresAt,
  lastBookableDate,
  monthGrid,
  reminderAt,
  type ScheduledDay,
  slotAvailability,
  slotStartsAt,
} from './booking-window.ts';

const settings: BookingSettings = {
  bookingWindowDays: 7,
  releaseTime: '08:00',
  sameDayCutoff: '16:00',
  cancelCutoffMinutes: 120,
  holdMinutes: 15,
};
/** A Shanghai wall-clock time as an instant. */
const at = (date: string, time: string) => new Date(`${date}T${time}:00+08:00`);
const slot = (date: string, startTime: string) => ({ date, startTime });

describe('the clinic clock', () => {
  it('reads Shanghai wall time whatever the instant’s UTC date is', () => {
    expect(clinicClock(new Date('2026-03-01T16:30:00Z'))).toEqual({ date: '2026-03-02', time: '00:30' });
    expect(clinicClock(new Date('2026-03-01T15:59:00Z'))).toEqual({ date: '2026-03-01', time: '23:59' });
    expect(slotStartsAt(slot('2026-03-02', '09:00')).toISOString()).toBe('2026-03-02T01:00:00.000Z');
  });
  it('adds calendar days across months and years', () => {
    expect(addCalendarDays('2026-02-27', 3)).toBe('2026-03-02');
    expect(addCalendarDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('slot availability', () => {
  const now = at('2026-03-10', '10:00');
  it('a slot that has started or ended is past, even today before the cut-off', () => {
    expect(slotAvailability(settings, slot('2026-03-09', '15:00'), now)).toBe('past');
    expect(slotAvailability(settings, slot('2026-03-10', '09:30'), now)).toBe('past');
    expect(slotAvailability(settings, slot('2026-03-10', '10:00'), now)).toBe('past');
  });
  it('today is open before the same-day cut-off and closed from it on', () => {
    expect(slotAvailability(settings, slot('2026-03-10', '10:30'), now)).toBe('open');
    expect(slotAvailability(settings, slot('2026-03-10', '17:00'), at('2026-03-10', '15:59'))).toBe('open');
    expect(slotAvailability(settings, slot('2026-03-10', '17:00'), at('2026-03-10', '16:00'))).toBe(
      'closed_same_day',
    );
    // the cut-off only concerns today: tomorrow stays open in the evening
    expect(slotAvailability(settings, slot('2026-03-11', '08:30'), at('2026-03-10', '22:00'))).toBe('open');
  });
  it('the window’s last day opens at the release time; beyond it nothing is released', () => {
    expect(slotAvailability(settings, slot('2026-03-16', '09:00'), now)).toBe('open');
    expect(slotAvailability(settings, slot('2026-03-17', '09:00'), at('2026-03-10', '07:59'))).toBe(
      'not_released',
    );
    expect(slotAvailability(settings, slot('2026-03-17', '09:00'), at('2026-03-10', '08:00'))).toBe('open');
    expect(slotAvailability(settings, slot('2026-03-18', '09:00'), at('2026-03-10', '23:59'))).toBe(
      'not_released',
    );
  });
  it('a window of 0 days books today only, with no release wait', () => {
    const todayOnly = { ...settings, bookingWindowDays: 0 };
    expect(slotAvailability(todayOnly, slot('2026-03-10', '11:00'), at('2026-03-10', '07:00'))).toBe('open');
    expect(slotAvailability(todayOnly, slot('2026-03-11', '11:00'), at('2026-03-10', '09:00'))).toBe(
      'not_released',
    );
  });
  it('compares on the Shanghai clock: 00:30 Shanghai is already the next clinic day', () => {
    const lateUtc = new Date('2026-03-09T16:30:00Z'); // 2026-03-10 00:30 in Shanghai
    expect(slotAvailability(settings, slot('2026-03-17', '09:00'), lateUtc)).toBe('not_released');
    expect(slotAvailability(settings, slot('2026-03-16', '09:00'), lateUtc)).toBe('open');
  });
  it('gives the newest bookable date before and after the release time', () => {
    expect(lastBookableDate(settings, at('2026-03-10', '07:59'))).toBe('2026-03-16');
    expect(lastBookableDate(settings, at('2026-03-10', '08:00'))).toBe('2026-03-17');
  });
});

describe('cancel cut-off, hold and reminder', () => {
  const s = slot('2026-03-12', '10:00');
  it('cancels until the cut-off minute inclusive', () => {
    expect(canCancelAt(settings, s, at('2026-03-12', '07:59'))).toBe(true);
    expect(canCancelAt(settings, s, at('2026-03-12', '08:00'))).toBe(true);
    expect(canCancelAt(settings, s, new Date(at('2026-03-12', '08:00').getTime() + 1))).toBe(false);
    expect(canCancelAt({ ...settings, cancelCutoffMinutes: 0 }, s, at('2026-03-12', '10:00'))).toBe(true);
  });
  it('a hold ends hold_minutes after the booking', () => {
    expect(holdExpiresAt(settings, at('2026-03-10', '10:00')).toISOString()).toBe(
      at('2026-03-10', '10:15').toISOString(),
    );
  });
  it('reminds at 20:00 Shanghai the evening before, or at once when that has passed', () => {
    expect(reminderAt('2026-03-12', at('2026-03-10', '10:00')).toISOString()).toBe(
      '2026-03-11T12:00:00.000Z',
    );
    const late = at('2026-03-11', '21:00');
    expect(reminderAt('2026-03-12', late)).toEqual(late);
    expect(reminderAt('2026-03-01', at('2026-02-20', '10:00')).toISOString()).toBe(
      '2026-02-28T12:00:00.000Z',
    );
  });
});

describe('a doctor’s month', () => {
  const now = at('2026-03-10', '10:00');
  const day = (date: string, slots: [string, number, number][], extra: Partial<ScheduledDay> = {}) => ({
    date,
    isHoliday: false,
    sessions: [
      {
        status: 'open' as const,
        slots: slots.map(([startTime, capacity, booked]) => ({ startTime, capacity, booked })),
      },
    ],
    ...extra,
  });
  it('open with free seats, full when all bookable seats are taken', () => {
    expect(
      dayStatus(
        settings,
        day('2026-03-11', [
          ['09:00', 3, 1],
          ['09:30', 2, 0],
        ]),
        now,
      ),
    ).toEqual({
      date: '2026-03-11',
      status: 'open',
      free: 4,
      total: 5,
    });
    expect(dayStatus(settings, day('2026-03-11', [['09:00', 3, 3]]), now)).toMatchObject({
      status: 'full',
      free: 0,
    });
  });
  it('today counts only the slots still ahead; after the cut-off it is closed', () => {
    const today = day('2026-03-10', [
      ['09:00', 3, 0],
      ['17:00', 3, 1],
    ]);
    expect(dayStatus(settings, today, now)).toMatchObject({ status: 'open', free: 2, total: 6 });
    expect(dayStatus(settings, today, at('2026-03-10', '16:30'))).toMatchObject({
      status: 'closed',
      free: 0,
    });
    expect(dayStatus(settings, day('2026-03-10', [['09:00', 3, 0]]), now)).toMatchObject({ status: 'past' });
  });
  it('holidays, stopped sessions and days without sessions are closed; earlier days past', () => {
    expect(dayStatus(settings, day('2026-03-12', [['09:00', 3, 0]], { isHoliday: true }), now).status).toBe(
      'closed',
    );
    const stopped = {
      date: '2026-03-12',
      isHoliday: false,
      sessions: [{ status: 'stopped' as const, slots: [{ startTime: '09:00', capacity: 3, booked: 0 }] }],
    };
    expect(dayStatus(settings, stopped, now)).toMatchObject({ status: 'closed', total: 0 });
    expect(dayStatus(settings, day('2026-03-09', [['09:00', 3, 0]]), now).status).toBe('past');
  });
  it('beyond the window: not released', () => {
    expect(dayStatus(settings, day('2026-03-18', [['09:00', 3, 0]]), now)).toMatchObject({
      status: 'not_released',
      free: 0,
      total: 3,
    });
  });
  it('lists every date of the month in order', () => {
    const grid = monthGrid(settings, '2026-03', [day('2026-03-11', [['09:00', 2, 0]])], now);
    expect(grid).toHaveLength(31);
    expect(grid[0]).toMatchObject({ date: '2026-03-01', status: 'past' });
    expect(grid[10]).toMatchObject({ date: '2026-03-11', status: 'open', free: 2 });
    expect(grid[11]).toMatchObject({ date: '2026-03-12', status: 'closed' });
    expect(monthGrid(settings, '2028-02', [], now)).toHaveLength(29);
  });
});

describe('a clinic session has ended', () => {
  it('at the end of its last slot, on the clinic clock', () => {
    const morning = { date: '2026-03-02', period: 'am' as const, lastSlotEnd: '11:30' };
    expect(hasSessionEnded(morning, at('2026-03-02', '11:29'))).toBe(false);
    expect(hasSessionEnded(morning, at('2026-03-02', '11:30'))).toBe(true);
    expect(hasSessionEnded(morning, at('2026-03-01', '23:00'))).toBe(false);
  });
  it('without slots, a morning at 13:00 and an afternoon at midnight', () => {
    expect(
      hasSessionEnded({ date: '2026-03-02', period: 'am', lastSlotEnd: null }, at('2026-03-02', '12:59')),
    ).toBe(false);
    expect(
      hasSessionEnded({ date: '2026-03-02', period: 'am', lastSlotEnd: null }, at('2026-03-02', '13:00')),
    ).toBe(true);
    expect(
      hasSessionEnded({ date: '2026-03-02', period: 'pm', lastSlotEnd: null }, at('2026-03-02', '23:59')),
    ).toBe(false);
    expect(
      hasSessionEnded({ date: '2026-03-02', period: 'pm', lastSlotEnd: null }, at('2026-03-03', '00:00')),
    ).toBe(true);
  });
});
