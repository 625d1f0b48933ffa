import { describe, expect, it } from 'vitest';
import { growthNav } from './nav-growth.ts';
import { entriesFor } from './navigation.ts';

describe('the growth pages in the menu', () => {
  it('are open to doctors and everyone above', () => {
    for (const role of ['doctor', 'manager', 'admin'] as const) {
      const keys = entriesFor(role).map((e) => e.key);
      expect(keys).toContain('growth-measurements');
      expect(keys).toContain('growth-follow-ups');
    }
  });

  it('have one path each', () => {
    expect(new Set(growthNav.map((e) => e.path)).size).toBe(growthNav.length);
  });
});
