import { describe, expect, it } from 'vitest';
import { clinicClock } from './booking-window.ts';
import { CLINIC_TIME_ZONE, clinicToday } from './clinic-date.ts';

/** The clinic's clock is UTC+8 arithmetic; Intl with the Asia/Shanghai zone is the reference. */
const intlDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: CLINIC_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const intlTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: CLINIC_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

describe('the clinic clock', () => {
  it('agrees with Intl (Asia/Shanghai) on 20,000 instants from 1992 to 2060', () => {
    const from = Date.UTC(1992, 0, 1);
    const to = Date.UTC(2060, 0, 1);
    let seed = 7;
    for (let i = 0; i < 20_000; i++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      const at = new Date(from + Math.floor((seed / 2_147_483_648) * (to - from)));
      expect(clinicToday(at)).toBe(intlDate.format(at));
      expect(clinicClock(at)).toEqual({ date: intlDate.format(at), time: intlTime.format(at) });
    }
  });

  it('turns the day at 16:00 UTC', () => {
    expect(clinicToday(new Date('2026-12-31T15:59:59.999Z'))).toBe('2026-12-31');
    expect(clinicToday(new Date('2026-12-31T16:00:00.000Z'))).toBe('2027-01-01');
    expect(clinicClock(new Date('2028-02-28T16:00:00Z'))).toEqual({ date: '2028-02-29', time: '00:00' });
  });
});
