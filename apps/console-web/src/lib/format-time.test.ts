import { describe, expect, it } from 'vitest';
import { formatClinicDateTime } from './format-time.ts';

describe('formatClinicDateTime', () => {
  it('shows server times in Asia/Shanghai whatever the machine zone', () => {
    expect(formatClinicDateTime('2026-11-22T02:27:50.472Z')).toBe('2026/11/22 10:27');
    expect(formatClinicDateTime('not a time')).toBe('not a time');
  });
});
