import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { pageOf, pageQuery } from './envelope.ts';
import { idField } from './fields.ts';

const P = '/api/console';

export const STAFF_ROLES = ['doctor', 'manager', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** A disabled account cannot sign in; its sessions end. */
export const STAFF_STATUSES = ['active', 'disabled'] as const;
/**
 * The spec's roles (product-spec §1: doctors and managers) in the console's words. A manager is not
 * 管理员: that read as the administrator, whose role is 系统管理员 (the demo's manager is 郑经理).
 */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  doctor: '医生',
  manager: '经理',
  admin: '系统管理员',
};

const usernameField = z
  .string({ error: '请输入用户名' })
  .regex(/^[a-zA-Z][a-zA-Z0-9_]{3,31}$/, '用户名为4-32位字母、数字或下划线，以字母开头');
/** Staff passwords: 8 to 64 characters with letters and digits. */
const passwordField = z
  .string({ error: '请输入密码' })
  .min(8, '密码至少8位')
  .max(64, '密码不能超过64位')
  .regex(/[A-Za-z]/, '密码需包含字母')
  .regex(/\d/, '密码需包含数字');

export const staffMember = z.object({
  staffId: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(STAFF_ROLES),
  status: z.enum(STAFF_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMember>;

/** A row of the admins' staff list: the member, and until when failed logins have locked them out. */
export const staffListRow = staffMember.extend({ lockedUntil: z.string().nullable() });
export type StaffListRow = z.infer<typeof staffListRow>;

export const staffAuth = {
  login: endpoint({
    method: 'POST',
    path: `${P}/auth/login`,
    tag: 'console',
    access: 'public',
    summary: '工作人员登录',
    body: z.strictObject({
      username: z.string().min(1, '请输入用户名').max(32),
      password: z.string().min(1, '请输入密码').max(64),
    }),
    response: z.object({ token: z.string(), staff: staffMember }),
  }),
  logout: endpoint({
    method: 'POST',
    path: `${P}/auth/logout`,
    tag: 'console',
    access: 'staff',
    summary: '退出登录',
    body: z.strictObject({}),
    response: z.null(),
  }),
  me: endpoint({
    method: 'GET',
    path: `${P}/auth/me`,
    tag: 'console',
    access: 'staff',
    summary: '当前工作人员',
    response: staffMember,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: `${P}/auth/changePassword`,
    tag: 'console',
    access: 'staff',
    summary: '修改自己的密码',
    body: z.strictObject({ oldPassword: z.string().min(1).max(64), newPassword: passwordField }),
    response: z.null(),
  }),
  listStaff: endpoint({
    method: 'GET',
    path: `${P}/staff/list`,
    tag: 'console',
    access: 'admin',
    summary: '工作人员列表',
    query: pageQuery
      .extend({ role: z.enum(STAFF_ROLES).optional(), keyword: z.string().max(32).optional() })
      .strict(),
    response: pageOf(staffListRow),
  }),
  createStaff: endpoint({
    method: 'POST',
    path: `${P}/staff/create`,
    tag: 'console',
    access: 'admin',
    summary: '新建工作人员账号',
    body: z.strictObject({
      username: usernameField,
      displayName: z.string().trim().min(1, '请输入姓名').max(20),
      role: z.enum(STAFF_ROLES),
      password: passwordField,
    }),
    response: staffMember,
  }),
  updateStaff: endpoint({
    method: 'POST',
    path: `${P}/staff/update`,
    tag: 'console',
    access: 'admin',
    summary: '修改姓名、角色或停用启用',
    body: z.strictObject({
      staffId: idField,
      displayName: z.string().trim().min(1).max(20).optional(),
      role: z.enum(STAFF_ROLES).optional(),
      status: z.enum(STAFF_STATUSES).optional(),
    }),
    response: staffMember,
  }),
  unlockStaff: endpoint({
    method: 'POST',
    path: `${P}/staff/unlock`,
    tag: 'console',
    access: 'admin',
    summary: '解除登录锁定（多次输错密码后的临时锁定）',
    body: z.strictObject({ staffId: idField }),
    response: z.null(),
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: `${P}/staff/resetPassword`,
    tag: 'console',
    access: 'admin',
    summary: '重置工作人员密码（其会话全部失效）',
    body: z.strictObject({ staffId: idField, password: passwordField }),
    response: z.null(),
  }),
} as const;
