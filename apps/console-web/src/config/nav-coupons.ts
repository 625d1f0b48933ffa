import type { NavEntry } from './navigation.ts';

/** Menu entries of the console's coupon pages (issue 15); mounted by app/routes/coupons.routes.tsx. */
export const couponsNav: NavEntry[] = [
  {
    key: 'coupon-campaigns',
    path: '/coupons/campaigns',
    label: '优惠券',
    description: '优惠券活动：新建、上线、停止，查看已领和已用张数，按手机号向家长发放',
    minRole: 'manager',
  },
];
