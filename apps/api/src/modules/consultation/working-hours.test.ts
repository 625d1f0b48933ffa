import { describe, expect, it } from 'vitest';
import { isOnDuty, parseWorkingHours } from './working-hours.ts';

const MONDAY_10 = new Date('2026-11-23T02:00:00Z'); // Monday 10:00 in Shanghai
const hours = JSON.stringify([{ weekday: 1, start: '08:00', end: '12:00' }]);
const on = { enabled: 1, doctor_status: 'active', working_hours: hours };

describe('a doctor on duty', () => {
  it('is inside working hours with the service on and the doctor active', () => {
    expect(isOnDuty(on, new Set(), MONDAY_10)).toBe(true);
    expect(isOnDuty(on, new Set(), new Date('2026-11-23T04:00:00Z'))).toBe(false); // 12:00, the end
    expect(isOnDuty({ ...on, enabled: 0 }, new Set(), MONDAY_10)).toBe(false);
    expect(isOnDuty({ ...on, enabled: null }, new Set(), MONDAY_10)).toBe(false);
    expect(isOnDuty({ ...on, doctor_status: 'stopped' }, new Set(), MONDAY_10)).toBe(false);
  });

  it('is never on a clinic holiday', () => {
    expect(isOnDuty(on, new Set(['2026-11-23']), MONDAY_10)).toBe(false);
  });
});

describe('stored hours', () => {
  it('read as no hours when the column holds anything but periods', () => {
    expect(parseWorkingHours(null)).toEqual([]);
    expect(parseWorkingHours('{"weekday":1}')).toEqual([]);
    expect(parseWorkingHours('[{"weekday":"1","start":"08:00","end":"12:00"}, 3]')).toEqual([]);
    expect(parseWorkingHours(hours)).toEqual([{ weekday: 1, start: '08:00', end: '12:00' }]);
  });
});
