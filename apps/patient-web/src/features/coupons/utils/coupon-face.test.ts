import { describe, expect, it } from 'vitest';
import { couponFace, couponTabOf, tabTitle } from './coupon-face.ts';

describe('couponFace', () => {
  it('shows an amount coupon in yuan, whole or with two decimals', () => {
    expect(couponFace({ type: 'amount', amount: 2000, percentOff: 0 })).toEqual({ value: '20', unit: '元' });
    expect(couponFace({ type: 'amount', amount: 550, percentOff: 0 })).toEqual({ value: '5.50', unit: '元' });
  });

  it('shows a percentage coupon as the Chinese 折 the parent pays', () => {
    expect(couponFace({ type: 'percent', amount: 0, percentOff: 10 })).toEqual({ value: '9', unit: '折' });
    expect(couponFace({ type: 'percent', amount: 0, percentOff: 15 })).toEqual({ value: '8.5', unit: '折' });
  });
});

describe('tabTitle', () => {
  it('adds the count once it is known', () => {
    expect(tabTitle('未使用', 3)).toBe('未使用(3)');
    expect(tabTitle('已过期', 0)).toBe('已过期(0)');
    expect(tabTitle('已使用', undefined)).toBe('已使用');
  });
});

describe('couponTabOf', () => {
  it('reads a known tab and falls back to 未使用', () => {
    expect(couponTabOf('expired')).toBe('expired');
    expect(couponTabOf('used')).toBe('used');
    expect(couponTabOf('all')).toBe('unused');
    expect(couponTabOf(null)).toBe('unused');
  });
});
