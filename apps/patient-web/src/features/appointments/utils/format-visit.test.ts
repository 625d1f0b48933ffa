import { describe, expect, it } from 'vitest';
import { formatVisitDate, formatVisitTime } from './format-visit.ts';

describe('formatVisitDate', () => {
  it('adds the weekday of the calendar date', () => {
    expect(formatVisitDate('2026-05-14')).toBe('2026-05-14 周四');
    expect(formatVisitDate('2026-05-17')).toBe('2026-05-17 周日');
  });
  it('leaves anything else as it is', () => {
    expect(formatVisitDate('明天')).toBe('明天');
  });
});

describe('formatVisitTime', () => {
  it('joins date, period and the slot', () => {
    expect(
      formatVisitTime({
        appointmentDate: '2026-05-16',
        periodLabel: '上午',
        startTime: '09:00',
        endTime: '09:30',
      }),
    ).toBe('2026-05-16 周六 上午 09:00-09:30');
  });
});
