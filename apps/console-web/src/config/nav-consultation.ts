import type { NavEntry } from './navigation.ts';

/**
 * Menu entries of the console's consultation pages (图文问诊, issue 14), in menu order. Each one's page is
 * mounted by app/routes/consultation.routes.tsx, keyed the same; an inquiry's own page
 * (`/consult/inquiry/:inquiryId`) is opened from the inbox and has no menu entry.
 */
export const consultationNav: NavEntry[] = [
  {
    key: 'consult-inbox',
    path: '/consult/inbox',
    label: '问诊工作台',
    description: '待接诊的图文问诊按截止时间排序，接诊、拒绝、写小结；管理员可看全部医生的问诊',
    minRole: 'doctor',
  },
  {
    key: 'consult-services',
    path: '/consult/services',
    label: '问诊服务设置',
    description: '每位医生的图文问诊价格、接诊与首次回复时限、工作时间、免费追问和开关',
    minRole: 'manager',
  },
  {
    key: 'consult-ratings',
    path: '/consult/ratings',
    label: '评价管理',
    description: '家长对问诊的评价，可按医生和星级筛选',
    minRole: 'manager',
  },
  {
    key: 'consult-complaints',
    path: '/consult/complaints',
    label: '问诊投诉',
    description: '家长对问诊的投诉，回复并处理',
    minRole: 'manager',
  },
];

/** The page of one inquiry, opened from the inbox and the complaints. */
export const inquiryPagePath = (inquiryId: number): string => `/consult/inquiry/${inquiryId}`;
