import { describe, expect, it } from 'vitest';
import { appendWord, canStart } from './complaint.ts';
import { parseSessionId } from './params.ts';
import { formatTime } from './time.ts';

describe('complaint words', () => {
  it('appends a chip after a comma, or straight after a break', () => {
    expect(appendWord('', '发烧')).toBe('发烧');
    expect(appendWord('发烧', '1天')).toBe('发烧，1天');
    expect(appendWord('发烧。', '1天')).toBe('发烧。1天');
  });
  it('adds a word once and never beyond the limit', () => {
    expect(appendWord('发烧，咳嗽', '咳嗽')).toBe('发烧，咳嗽');
    expect(appendWord('a'.repeat(499), '咳嗽')).toBe('a'.repeat(499));
  });
  it('starts with a type and two characters', () => {
    expect(canStart(null, '发烧两天')).toBe(false);
    expect(canStart('fever', ' 发 ')).toBe(false);
    expect(canStart('fever', '发烧')).toBe(true);
  });
});

describe('params and time', () => {
  it('reads a session id from the address', () => {
    expect(parseSessionId('12')).toBe(12);
    expect(parseSessionId(null)).toBeNull();
    expect(parseSessionId('0')).toBeNull();
    expect(parseSessionId('x')).toBeNull();
  });
  it('shows an instant in the clinic’s zone', () => {
    expect(formatTime('2026-05-03T06:05:00.000Z')).toBe('2026-05-03 14:05');
    expect(formatTime('nope')).toBe('');
  });
});
