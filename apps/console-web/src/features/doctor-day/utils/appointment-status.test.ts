import { describe, expect, it } from 'vitest';
import { canMark, STATUS_FILTER_OPTIONS, STATUS_VIEW } from './appointment-status.ts';

describe('the doctor day', () => {
  it('lets a doctor mark only today’s paid bookings', () => {
    expect(canMark({ status: 'booked', date: '2026-11-23' }, '2026-11-23')).toBe(true);
    expect(canMark({ status: 'booked', date: '2026-11-24' }, '2026-11-23')).toBe(false);
    expect(canMark({ status: 'pending_payment', date: '2026-11-23' }, '2026-11-23')).toBe(false);
    expect(canMark({ status: 'arrived', date: '2026-11-23' }, '2026-11-23')).toBe(false);
  });

  it('names every status once', () => {
    expect(STATUS_FILTER_OPTIONS).toHaveLength(6);
    expect(new Set(Object.values(STATUS_VIEW).map((v) => v.label)).size).toBe(6);
  });
});
