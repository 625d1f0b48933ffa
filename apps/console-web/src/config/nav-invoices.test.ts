import { describe, expect, it } from 'vitest';
import { entriesFor, navEntry } from './navigation.ts';

describe('the invoice queue in the menu', () => {
  it('is for managers and admins, not doctors', () => {
    expect(entriesFor('doctor').map((e) => e.key)).not.toContain('invoices');
    for (const role of ['manager', 'admin'] as const)
      expect(entriesFor(role).map((e) => e.key)).toContain('invoices');
  });

  it('is found by its key at its own path', () => {
    expect(navEntry('invoices').path).toBe('/invoices');
  });
});
