import { describe, expect, it } from 'vitest';
import {
  canonicalRequest,
  claimBlocker,
  isIdempotencyKey,
  packageRefundFen,
  replayVerdict,
} from './value-rules.ts';

describe('idempotency keys', () => {
  it('the same details in another key order replay; other details conflict', () => {
    const first = {
      canonicalBody: canonicalRequest({ orderNo: 'A1', coupon: { id: 3, use: true }, points: 100 }),
    };
    expect(replayVerdict(first, { points: 100, coupon: { use: true, id: 3 }, orderNo: 'A1' })).toBe('replay');
    expect(replayVerdict(first, { points: 101, coupon: { use: true, id: 3 }, orderNo: 'A1' })).toBe(
      'conflict',
    );
    expect(replayVerdict(null, {})).toBe('first');
    expect(canonicalRequest([{ b: 1, a: 2 }])).toBe('[{"a":2,"b":1}]');
  });
  it('accepts UUIDs and refuses short or odd keys', () => {
    expect(isIdempotencyKey('0b6c3f5e-4c1e-4b1a-9f3e-2d7a1c9e8b10')).toBe(true);
    expect(isIdempotencyKey('short')).toBe(false);
    expect(isIdempotencyKey('has space in it')).toBe(false);
    expect(isIdempotencyKey(12345678)).toBe(false);
  });
});

describe('coupon claims', () => {
  const live = {
    state: 'live' as const,
    claimFrom: '2026-11-01',
    claimTo: '2026-11-30',
    totalQuantity: 100,
    perPersonLimit: 2,
  };
  it('says why a claim is refused, in the order a parent would ask', () => {
    expect(claimBlocker(live, { claimedTotal: 0, claimedByParent: 0 }, '2026-11-25')).toBeNull();
    expect(
      claimBlocker({ ...live, state: 'stopped' }, { claimedTotal: 0, claimedByParent: 0 }, '2026-11-25'),
    ).toBe('活动未开始或已结束');
    expect(claimBlocker(live, { claimedTotal: 0, claimedByParent: 0 }, '2026-10-31')).toBe(
      '2026-11-01开始领取',
    );
    expect(claimBlocker(live, { claimedTotal: 0, claimedByParent: 0 }, '2026-12-01')).toBe('领取时间已过');
    expect(claimBlocker(live, { claimedTotal: 100, claimedByParent: 0 }, '2026-11-25')).toBe('优惠券已领完');
    expect(claimBlocker(live, { claimedTotal: 5, claimedByParent: 2 }, '2026-11-25')).toBe('每人限领2张');
  });
});

describe('package card refund', () => {
  it('pays back the uses left pro rata, less the handling share rounded in the clinic’s favour', () => {
    expect(packageRefundFen(100_000, 10, 4, 0)).toBe(40_000);
    expect(packageRefundFen(100_000, 3, 1, 0)).toBe(33_333);
    expect(packageRefundFen(100_000, 3, 1, 10)).toBe(33_333 - 3334);
    expect(packageRefundFen(100_000, 10, 0, 10)).toBe(0);
  });
  it('refuses impossible uses', () => {
    expect(() => packageRefundFen(100, 2, 3, 0)).toThrow(RangeError);
    expect(() => packageRefundFen(100.5, 2, 1, 0)).toThrow(RangeError);
  });
});
