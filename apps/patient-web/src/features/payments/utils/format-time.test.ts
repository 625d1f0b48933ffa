import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDeadline } from './format-time.ts';
import { formatCountdown } from './format-countdown.ts';

// Tests run with TZ=Asia/Shanghai.
describe('formatDateTime', () => {
  it('uses yyyy/mm/dd hh:mm:ss in local time', () => {
    expect(formatDateTime('2026-05-14T02:03:04.000Z')).toBe('2026/05/14 10:03:04');
    expect(formatDateTime(null)).toBe('');
  });
});

describe('formatDeadline', () => {
  const now = new Date('2026-05-14T04:00:00.000Z'); // 12:00 in Shanghai
  it('shows the clock for today and the date for other days', () => {
    expect(formatDeadline('2026-05-14T04:15:00.000Z', now)).toBe('12:15');
    expect(formatDeadline('2026-05-14T16:05:00.000Z', now)).toBe('5月15日 00:05');
  });
});

describe('formatCountdown', () => {
  it('shows minutes and seconds, hours only when needed, never below zero', () => {
    expect(formatCountdown(899)).toBe('14:59');
    expect(formatCountdown(3725)).toBe('1:02:05');
    expect(formatCountdown(-1)).toBe('00:00');
  });
});
