import type { NavEntry } from './navigation.ts';

/** Menu entries of members and points. Their pages are mounted by app/routes/members.routes.tsx. */
export const membersNav: NavEntry[] = [
  {
    key: 'members',
    path: '/members',
    label: '会员',
    description: '按手机号或会员卡号查找会员，查看会员卡与积分流水；经理可调整积分（须写原因）',
    minRole: 'doctor',
  },
  {
    key: 'points-rules',
    path: '/points/rules',
    label: '积分规则',
    description: '消费得积分、积分抵扣比例、有效期与转赠限额；每次修改须写原因并留历史',
    minRole: 'manager',
  },
  {
    key: 'member-cards',
    path: '/member-cards',
    label: '会员卡折扣',
    description: '会员卡名称、说明与各收费类别的会员折扣；之后结算的订单按新折扣，每次修改须写原因并留审计',
    minRole: 'manager',
  },
];
