import type { NavEntry } from './navigation.ts';

/**
 * Menu entries of the clinic console's 排班模板、出诊与停诊、节假日、医生今日就诊, in menu order. Each one's page is
 * mounted by the matching list in app/routes/schedules.routes.tsx, keyed the same.
 */
export const scheduleNav: NavEntry[] = [
  {
    key: 'doctor-day',
    path: '/doctor/today',
    label: '今日就诊',
    description: '医生查看今天（或某天）的就诊预约，标记到诊或爽约',
    minRole: 'doctor',
  },
  {
    key: 'schedule-templates',
    path: '/schedules/templates',
    label: '排班模板',
    description: '设置每位医生每周的出诊时间和号源，按日期生成号源',
    minRole: 'manager',
  },
  {
    key: 'clinic-sessions',
    path: '/schedules/sessions',
    label: '出诊安排',
    description: '查看每天的出诊和预约人数，停诊（通知家长并退款）或恢复出诊',
    minRole: 'manager',
  },
  {
    key: 'holidays',
    path: '/schedules/holidays',
    label: '节假日',
    description: '设置院区休息的日期，当天所有号源关闭',
    minRole: 'manager',
  },
];
