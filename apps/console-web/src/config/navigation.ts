import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@sprout/contract';
import { clinicSetupNav } from './nav-clinic-setup.ts';
import { consultationNav } from './nav-consultation.ts';
import { couponsNav } from './nav-coupons.ts';
import { feesNav } from './nav-fees.ts';
import { growthNav } from './nav-growth.ts';
import { helpNav } from './nav-help.ts';
import { invoicesNav } from './nav-invoices.ts';
import { jobsNav } from './nav-jobs.ts';
import { membersNav } from './nav-members.ts';
import { reportsNav } from './nav-reports.ts';
import { scheduleNav } from './nav-schedules.ts';
import { valueNav } from './nav-value.ts';

/** Roles ranked as the server ranks them: doctor < manager < admin; a higher role may open everything below. */
export function hasRole(role: StaffRole, minRole: StaffRole): boolean {
  return STAFF_ROLES.indexOf(role) >= STAFF_ROLES.indexOf(minRole);
}

export const roleLabel = (role: StaffRole): string => STAFF_ROLE_LABELS[role];

export interface NavEntry {
  key: string;
  path: string;
  label: string;
  description: string;
  minRole: StaffRole;
}

/** The console's pages and who may open each: the menu, the dashboard cards and the route guards all read this. */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { key: 'dashboard', path: '/', label: '工作台', description: '', minRole: 'doctor' },
  ...scheduleNav,
  ...consultationNav,
  ...couponsNav,
  ...growthNav,
  ...reportsNav,
  ...membersNav,
  ...valueNav,
  ...feesNav,
  ...clinicSetupNav,
  ...jobsNav,
  ...invoicesNav,
  {
    key: 'staff',
    path: '/staff',
    label: '账号管理',
    description: '新建工作人员账号、修改角色、停用启用、重置密码',
    minRole: 'admin',
  },
  ...helpNav,
  {
    key: 'password',
    path: '/account/password',
    label: '修改密码',
    description: '修改自己的登录密码',
    minRole: 'doctor',
  },
];

export const navEntry = (key: string): NavEntry => {
  const entry = NAV_ENTRIES.find((e) => e.key === key);
  if (!entry) throw new Error(`unknown page ${key}`);
  return entry;
};

export const entriesFor = (role: StaffRole): NavEntry[] =>
  NAV_ENTRIES.filter((e) => hasRole(role, e.minRole));
