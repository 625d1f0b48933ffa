import { describe, expect, it } from 'vitest';
import { entriesFor, navEntry } from './navigation.ts';

describe('the members and points pages in the menu', () => {
  it('会员 is for every staff member, 积分规则 for managers and admins', () => {
    expect(entriesFor('doctor').map((e) => e.key)).toContain('members');
    expect(entriesFor('doctor').map((e) => e.key)).not.toContain('points-rules');
    for (const role of ['manager', 'admin'] as const)
      expect(entriesFor(role).map((e) => e.key)).toEqual(expect.arrayContaining(['members', 'points-rules']));
  });

  it('are found by their keys at their own paths', () => {
    expect(navEntry('members').path).toBe('/members');
    expect(navEntry('points-rules').path).toBe('/points/rules');
  });
});
