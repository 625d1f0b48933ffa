import type { NavEntry } from './navigation.ts';

/** Menu entries of the operations pages (失败任务, 前端错误, 对账), mounted by app/routes/jobs.routes.tsx. */
export const jobsNav: NavEntry[] = [
  {
    key: 'failed-jobs',
    path: '/jobs',
    label: '失败任务',
    description: '就诊提醒、退款提交等后台任务多次重试仍失败时在此查看原因并重试',
    minRole: 'manager',
  },
  {
    key: 'client-errors',
    path: '/client-errors',
    label: '前端错误',
    description: '家长端和控制台在浏览器里遇到的脚本错误，按最近出现排序，同一错误合并计数',
    minRole: 'admin',
  },
  {
    key: 'reconciliation',
    path: '/reconciliation',
    label: '对账',
    description: '每晚核对积分、优惠券、库存等余额与流水，已支付订单与到账、退款；有差异时在此查看',
    minRole: 'manager',
  },
];
