import { describe, expect, it } from 'vitest';
import { formatCountdown, formatDateTime } from './countdown.ts';

describe('formatCountdown', () => {
  it('shows minutes and seconds, hours only when needed, never below zero', () => {
    expect(formatCountdown(899)).toBe('14:59');
    expect(formatCountdown(5)).toBe('00:05');
    expect(formatCountdown(3725)).toBe('1:02:05');
    expect(formatCountdown(-1)).toBe('00:00');
  });
});

describe('formatDateTime', () => {
  it('uses yyyy/mm/dd hh:mm:ss on the clinic clock, and nothing for no time', () => {
    expect(formatDateTime('2026-05-14T02:03:04.000Z')).toBe('2026/05/14 10:03:04');
    expect(formatDateTime('2026-05-14T16:03:04.000Z')).toBe('2026/05/15 00:03:04');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a time')).toBe('');
  });
});
