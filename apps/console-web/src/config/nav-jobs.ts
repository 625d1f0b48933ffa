import type { NavEntry } from './navigation.ts';

/** Menu entry of the failed background jobs (失败任务). Its page is mounted by app/routes/jobs.routes.tsx. */
export const jobsNav: NavEntry[] = [
  {
    key: 'failed-jobs',
    path: '/jobs',
    label: '失败任务',
    description: '就诊提醒、退款提交等后台任务多次重试仍失败时在此查看原因并重试',
    minRole: 'manager',
  },
];
