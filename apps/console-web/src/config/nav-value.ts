import type { NavEntry } from './navigation.ts';

/** Menu entries of issue 15's goods and cards. Their pages are mounted by app/routes/value.routes.tsx. */
export const valueNav: NavEntry[] = [
  {
    key: 'package-cards',
    path: '/package-cards',
    label: '套餐卡',
    description: '查找家长的套餐卡并到院核销；经理可维护套餐卡产品、办理退卡',
    minRole: 'doctor',
  },
  {
    key: 'mall',
    path: '/mall',
    label: '积分商城',
    description: '兑换单发货与送达；经理可维护商品、图片与库存，替家长取消兑换',
    minRole: 'doctor',
  },
];
