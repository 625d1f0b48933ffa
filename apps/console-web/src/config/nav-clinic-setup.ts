import type { NavEntry } from './navigation.ts';

/**
 * Menu entries of the clinic console's 院区、科室、医生（含二维码）, in menu order. Each one's page is
 * mounted by the matching list in app/routes/clinic-setup.routes.tsx, keyed the same.
 */
export const clinicSetupNav: NavEntry[] = [
  {
    key: 'facilities',
    path: '/clinic/facilities',
    label: '院区与预约设置',
    description: '院区信息、营业时间，以及可预约天数、放号时间、取消截止等预约规则',
    minRole: 'manager',
  },
  {
    key: 'departments',
    path: '/clinic/departments',
    label: '科室管理',
    description: '新建、编辑科室，开放或关闭，调整家长端的科室排序',
    minRole: 'manager',
  },
  {
    key: 'doctors',
    path: '/clinic/doctors',
    label: '医生管理',
    description: '医生资料与挂号费、停用启用、关联医生账号，打印医生预约二维码',
    minRole: 'manager',
  },
];
