import { STAFF_ROLES } from '@sprout/contract';
import { describe, expect, it } from 'vitest';
import { entriesFor, navEntry } from './navigation.ts';

describe('帮助 in the menu', () => {
  it('is open to every role, just before 修改密码', () => {
    for (const role of STAFF_ROLES) {
      const labels = entriesFor(role).map((e) => e.label);
      expect(labels.at(-2)).toBe('帮助');
      expect(labels.at(-1)).toBe('修改密码');
    }
  });

  it('is found by its key at its own path', () => {
    expect(navEntry('help').path).toBe('/help');
  });
});
