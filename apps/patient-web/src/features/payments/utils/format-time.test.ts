import { describe, expect, it } from 'vitest';
import { formatDeadline } from './format-time.ts';

// Tests run with TZ=Asia/Shanghai.
describe('formatDeadline', () => {
  const now = new Date('2026-05-14T04:00:00.000Z'); // 12:00 in Shanghai
  it('shows the clock for today and the date for other days', () => {
    expect(formatDeadline('2026-05-14T04:15:00.000Z', now)).toBe('12:15');
    expect(formatDeadline('2026-05-14T16:05:00.000Z', now)).toBe('5月15日 00:05');
  });
});
