/** Pages of the coupon feature, by the spec's route paths. */
export const COUPON_ROUTES = {
  list: '/pages/newFun/coupons',
  /** `?couponCode=` names the coupon. */
  detail: '/pages/newFun/couponsDetail',
} as const;
