import { describe, expect, it } from 'vitest';
import { formatMessageTime } from './format-message-time.ts';

// Clinic (China) times written with their offset: the answer must not depend on the machine's zone.
const china = (local: string) => new Date(`${local}+08:00`);
const now = china('2026-11-22T15:00:00');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('formatMessageTime', () => {
  it('reads 刚刚 under five minutes, including a clock slightly ahead', () => {
    expect(formatMessageTime(ago(4 * 60_000 + 59_000), now)).toBe('刚刚');
    expect(formatMessageTime(ago(-30_000), now)).toBe('刚刚');
  });
  it('counts minutes, then hours within the same day', () => {
    expect(formatMessageTime(ago(5 * 60_000), now)).toBe('5分钟前');
    expect(formatMessageTime(ago(2 * 3_600_000 + 1000), now)).toBe('2小时前');
  });
  it('says 昨天 for the previous calendar day, and a date for older ones', () => {
    expect(formatMessageTime(china('2026-11-21T23:30:00').toISOString(), now)).toBe('昨天 23:30');
    expect(formatMessageTime(china('2026-03-03T08:05:00').toISOString(), now)).toBe('3月3日 08:05');
    expect(formatMessageTime(china('2025-12-31T08:05:00').toISOString(), now)).toBe('2025-12-31');
  });
  it('shows nothing for an unreadable time', () => {
    expect(formatMessageTime('not a time', now)).toBe('');
  });
});
