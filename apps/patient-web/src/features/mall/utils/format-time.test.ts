import { describe, expect, it } from 'vitest';
import { formatTime } from './format-time.ts';

describe('formatTime', () => {
  it('shows the clinic clock, across midnight UTC', () => {
    expect(formatTime('2026-11-25T17:30:00.000Z')).toBe('2026-11-26 01:30');
    expect(formatTime('not a time')).toBe('');
  });
});
