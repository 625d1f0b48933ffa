import { describe, expect, it } from 'vitest';
import { inquiryPagePath } from './nav-consultation.ts';
import { entriesFor, navEntry } from './navigation.ts';

describe('the consultation pages in the menu', () => {
  it('gives doctors the inbox only, managers every page', () => {
    const doctor = entriesFor('doctor').map((e) => e.key);
    expect(doctor).toContain('consult-inbox');
    for (const key of ['consult-services', 'consult-ratings', 'consult-complaints']) {
      expect(doctor).not.toContain(key);
      expect(entriesFor('manager').map((e) => e.key)).toContain(key);
    }
  });
  it('finds the pages at their paths', () => {
    expect(navEntry('consult-inbox').path).toBe('/consult/inbox');
    expect(inquiryPagePath(12)).toBe('/consult/inquiry/12');
  });
});
