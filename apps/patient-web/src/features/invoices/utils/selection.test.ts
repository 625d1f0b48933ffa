import { describe, expect, it } from 'vitest';
import { selectedTotal, toggled, toggledAll } from './selection.ts';

const items = [
  { orderNo: 'A', amountFen: 5000 },
  { orderNo: 'B', amountFen: 1234 },
];

describe('wait-list selection', () => {
  it('adds up only the picked orders', () => {
    expect(selectedTotal(items, new Set(['B']))).toBe(1234);
    expect(selectedTotal(items, new Set(['A', 'B', 'gone']))).toBe(6234);
  });
  it('toggles one, and all or none', () => {
    expect([...toggled(new Set(['A']), 'A')]).toEqual([]);
    expect([...toggled(new Set(['A']), 'B')]).toEqual(['A', 'B']);
    expect([...toggledAll(items, new Set(['A']))]).toEqual(['A', 'B']);
    expect([...toggledAll(items, new Set(['A', 'B']))]).toEqual([]);
  });
});
