import type { NavEntry } from './navigation.ts';

/**
 * Menu entry of 帮助 (issue 22), the staff manual for doctors and managers; every role opens it. Its
 * page is mounted by app/routes/help.routes.tsx, and it sits just before 修改密码 in the menu.
 */
export const helpNav: NavEntry[] = [
  {
    key: 'help',
    path: '/help',
    label: '帮助',
    description: '工作人员使用手册：每项工作在哪个页面、点哪个按钮，遇到失败或差异时怎么处理',
    minRole: 'doctor',
  },
];
