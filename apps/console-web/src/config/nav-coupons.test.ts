import { describe, expect, it } from 'vitest';
import { entriesFor, navEntry } from './navigation.ts';

describe('the coupon pages in the menu', () => {
  it('are for managers and admins, not doctors', () => {
    expect(entriesFor('doctor').map((e) => e.key)).not.toContain('coupon-campaigns');
    expect(entriesFor('manager').map((e) => e.key)).toContain('coupon-campaigns');
    expect(entriesFor('admin').map((e) => e.key)).toContain('coupon-campaigns');
  });
  it('finds the page at its path', () => {
    expect(navEntry('coupon-campaigns').path).toBe('/coupons/campaigns');
  });
});
