import { describe, expect, it } from 'vitest';
import { entriesFor, navEntry } from './navigation.ts';
import { reportsNav } from './nav-reports.ts';

describe('the inspection-report screen in the menu', () => {
  it('is open to doctors and everyone above', () => {
    for (const role of ['doctor', 'manager', 'admin'] as const)
      expect(entriesFor(role).map((e) => e.key)).toContain('inspection-reports');
  });

  it('is found by its key at its own path', () => {
    expect(navEntry('inspection-reports').path).toBe('/reports');
    expect(reportsNav).toHaveLength(1);
  });
});
