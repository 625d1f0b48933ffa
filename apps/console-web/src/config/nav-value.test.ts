import { describe, expect, it } from 'vitest';
import { entriesFor, navEntry } from './navigation.ts';

describe('套餐卡 and 积分商城 in the menu', () => {
  it('are open to every role (the desk writes off and ships; the pages hide what needs a manager)', () => {
    for (const role of ['doctor', 'manager', 'admin'] as const) {
      const keys = entriesFor(role).map((e) => e.key);
      expect(keys).toContain('package-cards');
      expect(keys).toContain('mall');
    }
  });
  it('are found by key at their own paths', () => {
    expect(navEntry('package-cards').path).toBe('/package-cards');
    expect(navEntry('mall').path).toBe('/mall');
  });
});
