import { describe, expect, it } from 'vitest';
import { formatMessageTime } from './format-message-time.ts';

const now = new Date(2026, 10, 22, 15, 0, 0);
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
    expect(formatMessageTime(new Date(2026, 10, 21, 23, 30).toISOString(), now)).toBe('昨天 23:30');
    expect(formatMessageTime(new Date(2026, 2, 3, 8, 5).toISOString(), now)).toBe('3月3日 08:05');
    expect(formatMessageTime(new Date(2025, 11, 31, 8, 5).toISOString(), now)).toBe('2025-12-31');
  });
  it('shows nothing for an unreadable time', () => {
    expect(formatMessageTime('not a time', now)).toBe('');
  });
});
