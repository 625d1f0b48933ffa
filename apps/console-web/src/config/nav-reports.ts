import type { NavEntry } from './navigation.ts';

/**
 * Menu entry of the console's inspection-report screen (检查报告). Its page is mounted by
 * app/routes/reports.routes.tsx, keyed the same.
 */
export const reportsNav: NavEntry[] = [
  {
    key: 'inspection-reports',
    path: '/reports',
    label: '检查报告',
    description: '查找儿童，录入就诊与检验/检查结果，上传PDF报告单，家长在手机上查看',
    minRole: 'doctor',
  },
];
