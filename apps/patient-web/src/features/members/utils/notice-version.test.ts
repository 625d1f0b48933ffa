import { describe, expect, it } from 'vitest';
import { agreedVersion } from './notice-version.ts';

describe('registmember/loading', () => {
  it('activates only with the notice version the parent agreed to', () => {
    expect(agreedVersion('2026-11')).toBe(true);
    expect(agreedVersion('')).toBe(false);
    expect(agreedVersion('  ')).toBe(false);
    expect(agreedVersion(null)).toBe(false);
  });
});
