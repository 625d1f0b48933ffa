import type { CheckoutQuote } from '@sprout/contract';
import { describe, expect, it } from 'vitest';
import { spentWishes } from './spent-wishes.ts';

const quote = (over: Partial<CheckoutQuote>): CheckoutQuote => ({
  totalFen: 5_000,
  discountFen: 0,
  payFen: 5_000,
  lines: [],
  adjustments: [],
  memberDiscountNotes: [],
  coupons: [],
  couponId: null,
  pointsUsed: 0,
  hasPoints: false,
  hasPackageCards: false,
  ...over,
});

describe('spentWishes (what 确认信息 and 提交问诊 send with the spending call)', () => {
  it('sends 自动选择最优 as the coupon the quote chose, or none when it chose none', () => {
    const wishes = { coupon: 'best', usePoints: true, usePackageCards: true } as const;
    expect(spentWishes(wishes, quote({ couponId: 42, hasPoints: true })).coupon).toBe(42);
    expect(spentWishes(wishes, quote({ couponId: null })).coupon).toBe('none');
  });

  it('keeps a coupon the parent named and 不使用优惠券 as they are', () => {
    const base = { usePoints: false, usePackageCards: false };
    expect(spentWishes({ ...base, coupon: 7 }, quote({ couponId: 7 })).coupon).toBe(7);
    expect(spentWishes({ ...base, coupon: 'none' }, quote({ couponId: null })).coupon).toBe('none');
  });

  it('sends a switch as on only when it was shown on: wished and the family has something for it', () => {
    const on = { coupon: 'none', usePoints: true, usePackageCards: true } as const;
    expect(spentWishes(on, quote({ hasPoints: true, hasPackageCards: false }))).toEqual({
      coupon: 'none',
      usePoints: true,
      usePackageCards: false,
    });
    expect(
      spentWishes({ ...on, usePoints: false }, quote({ hasPoints: true, hasPackageCards: true })),
    ).toEqual({ coupon: 'none', usePoints: false, usePackageCards: true });
  });
});
