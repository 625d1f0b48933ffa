import type { NavEntry } from './navigation.ts';

/**
 * Menu entries of the console's growth pages (生长测量、随访名单), in menu order. Each one's page is
 * mounted by the matching list in app/routes/growth.routes.tsx, keyed the same.
 */
export const growthNav: NavEntry[] = [
  {
    key: 'growth-measurements',
    path: '/growth/measurements',
    label: '生长测量',
    description: '查找儿童，查看和录入身高、体重、头围及骨龄，看百分位评价',
    minRole: 'doctor',
  },
  {
    key: 'growth-follow-ups',
    path: '/growth/follow-ups',
    label: '随访名单',
    description: '低于P3、百分位下穿两条主线或生长速度慢、需要医生随访的儿童',
    minRole: 'doctor',
  },
];
