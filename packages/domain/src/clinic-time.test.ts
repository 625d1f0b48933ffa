import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLINIC_TIME_ZONE } from './clinic-date.ts';
import { clinicDaysAgo, formatClinicTime } from './clinic-time.ts';

/** Every way a Date or Intl could answer in the device's own zone. */
const LOCAL_READINGS = [
  'getFullYear',
  'getMonth',
  'getDate',
  'getDay',
  'getHours',
  'getMinutes',
  'getSeconds',
  'getTimezoneOffset',
  'toString',
  'toLocaleString',
  'toLocaleDateString',
  'toLocaleTimeString',
] as const;

const forbidDeviceZone = () => {
  for (const name of LOCAL_READINGS)
    vi.spyOn(Date.prototype, name).mockImplementation(() => {
      throw new Error(`read the device's zone through Date.${name}`);
    });
  vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => {
    throw new Error('read a zone through Intl.DateTimeFormat');
  });
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('formatClinicTime', () => {
  // Tests run with TZ=Asia/Shanghai, where the device's clock and the clinic's agree; TZ cannot be
  // changed reliably inside one process. So the device's zone is made unreadable instead: the text
  // comes from the instant alone, whatever zone a phone is set to.
  it('reads the clinic clock without asking the device for its zone', () => {
    forbidDeviceZone();
    // 16:30 UTC is already the next day, 00:30, at the clinic.
    expect(formatClinicTime('2026-11-24T16:30:00.000Z', 'YYYY-MM-DD HH:mm')).toBe('2026-11-25 00:30');
    expect(formatClinicTime(new Date('2026-11-24T16:30:00.000Z'), 'M月D日 HH:mm')).toBe('11月25日 00:30');
    expect(clinicDaysAgo('2026-11-24T16:30:00.000Z', new Date('2026-11-25T03:00:00.000Z'))).toBe(0);
  });

  it('agrees with Intl in Asia/Shanghai on 2,000 instants from 1992 to 2060', () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: CLINIC_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    const from = Date.UTC(1992, 0, 1);
    const to = Date.UTC(2060, 0, 1);
    let seed = 11;
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      const at = new Date(from + Math.floor((seed / 2_147_483_648) * (to - from)));
      const parts = Object.fromEntries(intl.formatToParts(at).map((p) => [p.type, p.value]));
      const expected = `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
      expect(formatClinicTime(at, 'YYYY-MM-DD HH:mm:ss')).toBe(expected);
    }
  });

  it('writes each page’s pattern', () => {
    const at = '2026-03-02T06:05:09.000Z'; // 14:05:09 at the clinic, a Monday
    expect(formatClinicTime(at, 'YYYY/MM/DD HH:mm:ss')).toBe('2026/03/02 14:05:09');
    expect(formatClinicTime(at, 'YYYY/MM/DD HH:mm')).toBe('2026/03/02 14:05');
    expect(formatClinicTime(at, 'YYYY-MM-DD')).toBe('2026-03-02');
    expect(formatClinicTime(at, 'HH:mm')).toBe('14:05');
    expect(formatClinicTime(at, 'YYYY年M月D日 HH:mm')).toBe('2026年3月2日 14:05');
    expect(formatClinicTime(at, 'YYYY年M月D日dddd')).toBe('2026年3月2日星期一');
    // Midnight is 00, never 24.
    expect(formatClinicTime('2023-12-31T16:00:00Z', 'YYYY/MM/DD HH:mm:ss')).toBe('2024/01/01 00:00:00');
  });

  it('gives nothing for what is not a time', () => {
    expect(formatClinicTime('not a time', 'YYYY-MM-DD HH:mm')).toBe('');
    expect(formatClinicTime(new Date(Number.NaN), 'HH:mm')).toBe('');
    expect(clinicDaysAgo('soon', new Date())).toBeNull();
  });
});

describe('clinicDaysAgo', () => {
  it('turns at the clinic’s midnight', () => {
    const now = new Date('2026-11-25T02:00:00.000Z'); // 10:00 on the 25th at the clinic
    expect(clinicDaysAgo('2026-11-24T16:00:00.000Z', now)).toBe(0); // 00:00 on the 25th
    expect(clinicDaysAgo('2026-11-24T15:59:59.000Z', now)).toBe(1); // 23:59 on the 24th
    expect(clinicDaysAgo('2026-11-22T20:00:00.000Z', now)).toBe(2);
  });
});
