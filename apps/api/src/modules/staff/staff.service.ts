import { type api, type ParsedBodyOf, type ParsedQueryOf, type StaffMember, Code } from '@sprout/contract';
import type { AppContext } from '../../app-context.ts';
import { nowIso } from '../../db/dialect.ts';
import type { StaffRow } from '../../db/schema.ts';
import { AppError, conflict, invalidInput, notFound } from '../../http/app-error.ts';
import { writeAudit } from '../audit/audit.service.ts';
import { forgetSessions } from '../sessions/forget-sessions.service.ts';
import { createStaffSession, revokeStaffSessions } from '../sessions/staff-sessions.service.ts';
import type { StaffPrincipal } from '../sessions/sessions.types.ts';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password-hash.service.ts';
import {
  accountLocks,
  liftAccountLock,
  loginSucceeded,
  logFailedLogin,
  takeLoginAttempt,
} from './login-throttle.service.ts';
import * as repo from './staff.repository.ts';

const toView = (row: StaffRow, updatedBy: string | null = null): StaffMember => ({
  staffId: row.id,
  username: row.username,
  displayName: row.display_name,
  role: row.role,
  status: row.status,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  updatedBy,
});

const withEditor = async (ctx: AppContext, row: StaffRow) =>
  toView(row, row.updated_by ? await repo.staffDisplayName(ctx.db, row.updated_by) : null);

/**
 * A staff login: throttled per username and per address before the password is looked at
 * (login-throttle.service.ts), every failure logged, a right password starting the username afresh.
 */
export const staffLogin = async (ctx: AppContext, username: string, password: string, ip: string) => {
  await takeLoginAttempt(ctx, username, ip);
  const row = await repo.findStaffByUsername(ctx.db, username);
  const ok = await verifyPassword(password, row?.password_hash ?? DUMMY_HASH);
  if (!row || !ok) {
    logFailedLogin(ctx, username, ip, row ? 'wrong_password' : 'unknown_user');
    throw invalidInput({ password: '用户名或密码错误' }, '用户名或密码错误');
  }
  await loginSucceeded(ctx.db, username, ip);
  if (row.status !== 'active') {
    logFailedLogin(ctx, username, ip, 'disabled');
    throw new AppError(Code.ACCOUNT_DISABLED, '账号已停用，请联系系统管理员');
  }
  const token = await createStaffSession(ctx.db, row.id, ip);
  await writeAudit(ctx.db, {
    actorType: 'staff',
    actorId: row.id,
    action: 'staff.login',
    subjectType: 'staff',
    subjectId: String(row.id),
  });
  return { token, staff: await withEditor(ctx, row) };
};

/** The signed-in staff member; the session was resolved this request, so the row exists. */
const signedIn = async (ctx: AppContext, p: StaffPrincipal) => {
  const row = await repo.findStaffById(ctx.db, p.staffId);
  if (!row) throw new Error(`staff ${p.staffId} of a live session is missing`);
  return row;
};

export const staffMe = async (ctx: AppContext, p: StaffPrincipal) => withEditor(ctx, await signedIn(ctx, p));

export const changeOwnPassword = async (
  ctx: AppContext,
  p: StaffPrincipal,
  oldPassword: string,
  newPassword: string,
) => {
  const row = await signedIn(ctx, p);
  if (!(await verifyPassword(oldPassword, row.password_hash)))
    throw invalidInput({ oldPassword: '原密码不正确' });
  await repo.setPasswordHash(ctx.db, p.staffId, {
    password_hash: await hashPassword(newPassword),
    updated_at: nowIso(),
    updated_by: p.staffId,
  });
  await writeAudit(ctx.db, {
    actorType: 'staff',
    actorId: p.staffId,
    action: 'staff.password.change',
    subjectType: 'staff',
    subjectId: String(p.staffId),
  });
};

export const listStaff = async (ctx: AppContext, q: ParsedQueryOf<typeof api.staffAuth.listStaff>) => {
  const { rows, total } = await repo.pageStaff(ctx.db, q);
  const locks = await accountLocks(
    ctx.db,
    rows.map((r) => r.username),
  );
  return {
    list: rows.map(({ editor_name, ...row }) => ({
      ...toView(row, editor_name),
      lockedUntil: locks.get(row.username) ?? null,
    })),
    total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
};

export const createStaff = async (
  ctx: AppContext,
  p: StaffPrincipal,
  input: ParsedBodyOf<typeof api.staffAuth.createStaff>,
) => {
  if (await repo.findStaffByUsername(ctx.db, input.username)) throw conflict('用户名已存在');
  const now = nowIso();
  const row = await repo
    .insertStaff(ctx.db, {
      username: input.username,
      display_name: input.displayName,
      role: input.role,
      password_hash: await hashPassword(input.password),
      status: 'active',
      created_at: now,
      updated_at: now,
      updated_by: p.staffId,
    })
    .catch(() => Promise.reject(conflict('用户名已存在')));
  await writeAudit(ctx.db, {
    actorType: 'staff',
    actorId: p.staffId,
    action: 'staff.create',
    subjectType: 'staff',
    subjectId: String(row.id),
    detail: { role: input.role },
  });
  return withEditor(ctx, row);
};

/** An admin cannot demote or disable themselves: a clinic must never lock itself out of its console. */
export const updateStaff = async (
  ctx: AppContext,
  p: StaffPrincipal,
  input: ParsedBodyOf<typeof api.staffAuth.updateStaff>,
) => {
  if (
    input.staffId === p.staffId &&
    ((input.role && input.role !== 'admin') || input.status === 'disabled')
  ) {
    throw conflict('不能停用自己或降低自己的角色');
  }
  const row = await repo.updateStaffRow(ctx.db, input.staffId, {
    ...(input.displayName !== undefined ? { display_name: input.displayName } : {}),
    ...(input.role !== undefined ? { role: input.role } : {}),
    ...(input.status !== undefined ? { status: input.status } : {}),
    updated_at: nowIso(),
    updated_by: p.staffId,
  });
  if (!row) throw notFound('工作人员不存在');
  if (input.status === 'disabled' || input.role)
    await revokeStaffSessions(ctx, { staffId: row.id }, 'changed by admin');
  // A new display name shows on the staff member's next request in every process.
  else await forgetSessions(ctx, { staffId: row.id });
  const { staffId: _s, ...changes } = input;
  await writeAudit(ctx.db, {
    actorType: 'staff',
    actorId: p.staffId,
    action: 'staff.update',
    subjectType: 'staff',
    subjectId: String(row.id),
    detail: changes,
  });
  return withEditor(ctx, row);
};

export const resetStaffPassword = async (
  ctx: AppContext,
  p: StaffPrincipal,
  staffId: number,
  password: string,
) => {
  const found = await repo.setPasswordHash(ctx.db, staffId, {
    password_hash: await hashPassword(password),
    updated_at: nowIso(),
    updated_by: p.staffId,
  });
  if (!found) throw notFound('工作人员不存在');
  await revokeStaffSessions(ctx, { staffId }, 'password reset');
  await writeAudit(ctx.db, {
    actorType: 'staff',
    actorId: p.staffId,
    action: 'staff.password.reset',
    subjectType: 'staff',
    subjectId: String(staffId),
  });
};

/** 解除锁定: the admin vouches for the staff member; their username's failed attempts are forgotten. */
export const unlockStaff = async (ctx: AppContext, p: StaffPrincipal, staffId: number) => {
  const row = await repo.findStaffById(ctx.db, staffId);
  if (!row) throw notFound('工作人员不存在');
  await liftAccountLock(ctx.db, row.username);
  await writeAudit(ctx.db, {
    actorType: 'staff',
    actorId: p.staffId,
    action: 'staff.unlock',
    subjectType: 'staff',
    subjectId: String(staffId),
  });
};
