import type { CouponTab } from '@sprout/contract';

/** Query keys of coupon data: every coupon query sits under `coupons`, so a claim refreshes them all. */
export const couponKeys = {
  all: ['coupons'] as const,
  counts: () => [...couponKeys.all, 'counts'] as const,
  page: (tab: CouponTab) => [...couponKeys.all, 'page', tab] as const,
  detail: (code: string) => [...couponKeys.all, 'detail', code] as const,
  centre: () => [...couponKeys.all, 'centre'] as const,
};
