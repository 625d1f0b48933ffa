import { describe, expect, it } from 'vitest';
import {
  addWorkingMinutes,
  isWithinWorkingHours,
  type WorkingPeriod,
  workingHoursProblem,
} from './working-time.ts';

/** Monday to Friday 08:00-12:00 and 13:30-17:30; Saturday morning. */
const WEEK: WorkingPeriod[] = [
  ...[1, 2, 3, 4, 5].flatMap((weekday) => [
    { weekday, start: '08:00', end: '12:00' },
    { weekday, start: '13:30', end: '17:30' },
  ]),
  { weekday: 6, start: '09:00', end: '12:00' },
];

/** A clinic wall-clock time (Asia/Shanghai, UTC+8) as a Date. */
const at = (wall: string) => new Date(`${wall}+08:00`);
const wallOf = (d: Date | null) =>
  d === null ? null : new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

describe('addWorkingMinutes', () => {
  it('counts straight on inside a period (Wednesday 2026-11-25 09:10 + 30 min)', () => {
    expect(wallOf(addWorkingMinutes(at('2026-11-25T09:10'), 30, WEEK))).toBe('2026-11-25 09:40');
  });

  it('skips the lunch break: 11:45 + 30 working minutes is 13:45', () => {
    expect(wallOf(addWorkingMinutes(at('2026-11-25T11:45'), 30, WEEK))).toBe('2026-11-25 13:45');
  });

  it('an inquiry paid at night is due the next working morning', () => {
    expect(wallOf(addWorkingMinutes(at('2026-11-25T23:00'), 30, WEEK))).toBe('2026-11-26 08:30');
    // 2 h answer deadline from 16:30 on a Friday: 1 h that day, 1 h on Saturday morning.
    expect(wallOf(addWorkingMinutes(at('2026-11-27T16:30'), 120, WEEK))).toBe('2026-11-28 10:00');
  });

  it('a Saturday afternoon inquiry waits for Monday (no Sunday hours)', () => {
    expect(wallOf(addWorkingMinutes(at('2026-11-28T15:00'), 30, WEEK))).toBe('2026-11-30 08:30');
  });

  it('a deadline that lands on a period end stays there', () => {
    expect(wallOf(addWorkingMinutes(at('2026-11-25T11:30'), 30, WEEK))).toBe('2026-11-25 12:00');
  });

  it('skips the clinic holidays', () => {
    const closed = new Set(['2026-11-26']);
    expect(wallOf(addWorkingMinutes(at('2026-11-25T23:00'), 30, WEEK, closed))).toBe('2026-11-27 08:30');
  });

  it('is the same instant whatever the server time zone (UTC input across the date line)', () => {
    // 2026-11-25 17:00 UTC is 01:00 on the 26th in the clinic.
    expect(wallOf(addWorkingMinutes(new Date('2026-11-25T17:00:00Z'), 30, WEEK))).toBe('2026-11-26 08:30');
  });

  it('gives no deadline when there are no working hours at all', () => {
    expect(addWorkingMinutes(at('2026-11-25T09:00'), 30, [])).toBeNull();
  });

  it('a period up to midnight (24:00) counts to the end of the day', () => {
    const late: WorkingPeriod[] = [{ weekday: 3, start: '20:00', end: '24:00' }];
    expect(wallOf(addWorkingMinutes(at('2026-11-25T23:50'), 30, late))).toBe('2026-12-02 20:20');
  });
});

describe('isWithinWorkingHours', () => {
  it('is on duty inside a period, off at its end and on closed dates', () => {
    expect(isWithinWorkingHours(at('2026-11-25T08:00'), WEEK)).toBe(true);
    expect(isWithinWorkingHours(at('2026-11-25T12:00'), WEEK)).toBe(false);
    expect(isWithinWorkingHours(at('2026-11-29T10:00'), WEEK)).toBe(false);
    expect(isWithinWorkingHours(at('2026-11-25T10:00'), WEEK, new Set(['2026-11-25']))).toBe(false);
  });
});

describe('workingHoursProblem', () => {
  it('accepts a sound week and names each kind of mistake', () => {
    expect(workingHoursProblem(WEEK)).toBeNull();
    expect(workingHoursProblem([{ weekday: 0, start: '08:00', end: '09:00' }])).toBe('星期应为1到7');
    expect(workingHoursProblem([{ weekday: 1, start: '8:00', end: '09:00' }])).toBe('时间格式应为HH:mm');
    expect(workingHoursProblem([{ weekday: 1, start: '09:00', end: '09:00' }])).toBe(
      '结束时间应晚于开始时间',
    );
    expect(
      workingHoursProblem([
        { weekday: 1, start: '08:00', end: '12:00' },
        { weekday: 1, start: '11:00', end: '13:00' },
      ]),
    ).toBe('同一天的工作时段不能重叠');
  });
});
