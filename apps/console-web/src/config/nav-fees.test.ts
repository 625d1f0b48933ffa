import { describe, expect, it } from 'vitest';
import { entriesFor, navEntry } from './navigation.ts';

describe('the clinic-fee pages in the menu', () => {
  it('bills and the catalogue are for managers and admins; API clients for admins only', () => {
    expect(entriesFor('doctor').map((e) => e.key)).not.toContain('fee-bills');
    expect(entriesFor('manager').map((e) => e.key)).toEqual(
      expect.arrayContaining(['fee-bills', 'fee-items']),
    );
    expect(entriesFor('manager').map((e) => e.key)).not.toContain('api-clients');
    expect(entriesFor('admin').map((e) => e.key)).toContain('api-clients');
  });

  it('are found by their keys', () => {
    expect(navEntry('fee-bills').path).toBe('/fees/bills');
  });
});
