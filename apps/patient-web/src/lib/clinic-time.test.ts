import { describe, expect, it } from 'vitest';
import { clinicMinute } from './clinic-time.ts';

describe('clinicMinute', () => {
  it('reads an instant on the clinic clock, across midnight UTC', () => {
    expect(clinicMinute('2026-11-25T17:05:00Z')).toBe('2026-11-26 01:05');
    expect(clinicMinute('2026-11-24T08:30:00.000Z')).toBe('2026-11-24 16:30');
  });

  it('gives null for text that is not a time', () => {
    expect(clinicMinute('soon')).toBeNull();
    expect(clinicMinute('')).toBeNull();
  });
});
