import { describe, expect, it } from 'vitest';
import { formatDateTime, relativePostTime, relativeTime } from './relative-time.ts';

const SEC = 1000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
// 2024-06-15 12:00:00 in Shanghai.
const NOW = new Date('2024-06-15T04:00:00Z');
const ago = (ms: number): Date => new Date(NOW.getTime() - ms);

describe('relativeTime', () => {
  it('says 刚刚 under 5 minutes, and for future times', () => {
    expect(relativeTime(NOW, NOW)).toBe('刚刚');
    expect(relativeTime(ago(5 * MIN - 1), NOW)).toBe('刚刚');
    expect(relativeTime(ago(-10 * MIN), NOW)).toBe('刚刚');
  });

  it('counts minutes, hours and days at their boundaries', () => {
    expect(relativeTime(ago(5 * MIN), NOW)).toBe('5分钟前');
    expect(relativeTime(ago(HOUR - 1), NOW)).toBe('59分钟前');
    expect(relativeTime(ago(HOUR), NOW)).toBe('1小时前');
    expect(relativeTime(ago(DAY - 1), NOW)).toBe('23小时前');
    expect(relativeTime(ago(DAY), NOW)).toBe('1天前');
    expect(relativeTime(ago(30 * DAY - 1), NOW)).toBe('29天前');
  });

  it('shows the clinic-calendar date from 30 days on', () => {
    expect(relativeTime(ago(30 * DAY), NOW)).toBe('2024/05/16');
    // 2023-12-31 16:30 UTC is already 2024-01-01 in Shanghai.
    expect(relativeTime(new Date('2023-12-31T16:30:00Z'), NOW)).toBe('2024/01/01');
    expect(relativeTime(new Date('2023-12-31T16:30:00Z'), NOW, 'UTC')).toBe('2023/12/31');
  });

  it('gives an empty label for invalid dates', () => {
    expect(relativeTime(new Date(Number.NaN), NOW)).toBe('');
    expect(relativeTime(NOW, new Date('nope'))).toBe('');
  });
});

describe('relativePostTime', () => {
  it.each([
    [0, '刚刚发布'],
    [MIN - 1, '刚刚发布'],
    [-5 * MIN, '刚刚发布'],
    [MIN, '1分钟前发布'],
    [HOUR - 1, '59分钟前发布'],
    [HOUR, '1小时前发布'],
    [DAY - 1, '23小时前发布'],
    [DAY, '1天前发布'],
    [7 * DAY - 1, '6天前发布'],
    [7 * DAY, '1周前发布'],
    [29 * DAY, '4周前发布'],
    [30 * DAY - 1, '4周前发布'],
    [30 * DAY, '1个月前发布'],
    [59 * DAY, '1个月前发布'],
    [60 * DAY, '2个月前发布'],
    [365 * DAY, '12个月前发布'],
  ])('%i ms ago → %s', (ms, label) => {
    expect(relativePostTime(ago(ms), NOW)).toBe(label);
  });

  it('gives an empty label for invalid dates', () => {
    expect(relativePostTime(new Date(Number.NaN), NOW)).toBe('');
  });
});

describe('formatDateTime', () => {
  it('formats yyyy/mm/dd hh:mm:ss in Shanghai whatever the process time zone', () => {
    expect(formatDateTime(new Date('2024-06-15T04:05:06Z'))).toBe('2024/06/15 12:05:06');
    expect(formatDateTime(new Date('2024-03-09T01:02:03.999Z'))).toBe('2024/03/09 09:02:03');
  });

  it('shows midnight as 00, not 24, and crosses the date line correctly', () => {
    expect(formatDateTime(new Date('2023-12-31T16:00:00Z'))).toBe('2024/01/01 00:00:00');
    expect(formatDateTime(new Date('2024-01-01T15:59:59Z'))).toBe('2024/01/01 23:59:59');
  });

  it('honours another time zone', () => {
    expect(formatDateTime(new Date('2024-06-15T04:05:06Z'), 'UTC')).toBe('2024/06/15 04:05:06');
    expect(formatDateTime(new Date('2024-06-15T04:05:06Z'), 'America/New_York')).toBe('2024/06/15 00:05:06');
  });

  it('gives empty text for an invalid date and throws for an unknown zone', () => {
    expect(formatDateTime(new Date(Number.NaN))).toBe('');
    expect(() => formatDateTime(NOW, 'Mars/Olympus')).toThrow(RangeError);
  });
});
