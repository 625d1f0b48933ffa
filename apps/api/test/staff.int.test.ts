import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaksInRun, startTestApp, type TestApp } from './harness.ts';

const C = '/api/console';
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  admin = await t.loginStaff('admin', 'Sprout-admin-2026');
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

interface Staff {
  staffId: number;
  username: string;
  displayName: string;
  role: string;
  status: string;
  updatedBy: string | null;
}
const me = (token: string) => t.call<Staff>('GET', `${C}/auth/me`, { token });
const loginAnswer = (username: string, password: string) =>
  t.call<{ token: string; staff: Staff }>('POST', `${C}/auth/login`, { body: { username, password } });
let n = 0;
/** A throwaway staff account created by the admin. */
const newStaff = async (role = 'doctor', password = 'Start-pass-1') => {
  const username = `tester${process.pid}x${++n}`;
  const res = await t.call<Staff>('POST', `${C}/staff/create`, {
    token: admin,
    body: { username, displayName: `测试${n}`, role, password },
  });
  expect(res.body.success, res.raw).toBe(true);
  return { ...res.body.data, password, token: await t.loginStaff(username, password) };
};
const sessions = (staffId: number) =>
  t.ctx.db.kysely.updateTable('staff_sessions').where('staff_id', '=', staffId);

describe('staff sessions', () => {
  it('logs in and reads itself', async () => {
    const res = await loginAnswer('doctor', 'Sprout-doctor-2026');
    expect(res.body.data.staff).toMatchObject({ username: 'doctor', role: 'doctor', status: 'active' });
    expect((await me(res.body.data.token)).body.data).toMatchObject({
      username: 'doctor',
      displayName: '林晓岚',
    });
  });

  it('a wrong password and an unknown user are refused alike', async () => {
    const wrong = await loginAnswer('doctor', 'Wrong-password-1');
    const unknown = await loginAnswer('nobody_here', 'Wrong-password-1');
    expect(wrong.body).toMatchObject({ success: false, code: 4000 });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('logout revokes the session (1100)', async () => {
    const token = await t.loginStaff('manager', 'Sprout-manager-2026');
    expect((await t.call('POST', `${C}/auth/logout`, { token })).body.success).toBe(true);
    expect((await me(token)).body.code).toBe(1100);
  });

  it.each([
    ['idle 31 minutes', { last_seen_at: new Date(Date.now() - 31 * 60_000).toISOString() }, 1001],
    ['past the 12 h absolute limit', { expires_at: new Date(Date.now() - 1000).toISOString() }, 1001],
    [
      'idle 29 minutes is still fine',
      { last_seen_at: new Date(Date.now() - 29 * 60_000).toISOString() },
      200,
    ],
  ])('a session %s', async (_label, change, code) => {
    const s = await newStaff();
    await sessions(s.staffId).set(change).execute();
    expect((await me(s.token)).body.code).toBe(code);
  });

  it('sessions are issued for 12 hours', async () => {
    const s = await newStaff();
    const row = await t.ctx.db.kysely
      .selectFrom('staff_sessions')
      .selectAll()
      .where('staff_id', '=', s.staffId)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(12 * 3_600_000);
  });

  it('changes its own password', async () => {
    const s = await newStaff();
    const change = (body: object) => t.call('POST', `${C}/auth/changePassword`, { token: s.token, body });
    expect(
      (await change({ oldPassword: 'Not-my-pass-1', newPassword: 'Brand-new-pass-2' })).body,
    ).toMatchObject({ code: 4000, data: { fields: { oldPassword: expect.any(String) } } });
    expect((await change({ oldPassword: s.password, newPassword: 'short1' })).body).toMatchObject({
      code: 4000,
      data: { fields: { newPassword: expect.any(String) } },
    });
    expect((await change({ oldPassword: s.password, newPassword: 'nodigitshere' })).body).toMatchObject({
      code: 4000,
      data: { fields: { newPassword: expect.any(String) } },
    });
    expect((await change({ oldPassword: s.password, newPassword: 'Brand-new-pass-2' })).body.success).toBe(
      true,
    );
    expect((await loginAnswer(s.username, s.password)).body.code).toBe(4000);
    expect((await loginAnswer(s.username, 'Brand-new-pass-2')).body.success).toBe(true);
  });
});

describe('staff administration', () => {
  it('lists and filters', async () => {
    const all = await t.call<{ list: Staff[]; total: number }>('GET', `${C}/staff/list`, { token: admin });
    expect(all.body.data.total).toBeGreaterThanOrEqual(3);
    expect(all.body.data.list.map((s) => s.username)).toEqual(
      expect.arrayContaining(['admin', 'manager', 'doctor']),
    );
    const managers = await t.call<{ list: Staff[] }>('GET', `${C}/staff/list`, {
      token: admin,
      query: { role: 'manager' },
    });
    expect(managers.body.data.list.map((s) => s.role)).toEqual(['manager']);
    const keyword = await t.call<{ list: Staff[] }>('GET', `${C}/staff/list`, {
      token: admin,
      query: { keyword: '林晓' },
    });
    expect(keyword.body.data.list.map((s) => s.username)).toEqual(['doctor']);
  });

  it('creates, refuses a duplicate username, and updates', async () => {
    const s = await newStaff('doctor');
    const dup = await t.call('POST', `${C}/staff/create`, {
      token: admin,
      body: { username: s.username, displayName: '重复', role: 'doctor', password: 'Another-pass-3' },
    });
    expect(dup.body).toMatchObject({ success: false, code: 4009 });
    const upd = await t.call<Staff>('POST', `${C}/staff/update`, {
      token: admin,
      body: { staffId: s.staffId, displayName: '改名医生' },
    });
    expect(upd.body.data).toMatchObject({
      staffId: s.staffId,
      displayName: '改名医生',
      updatedBy: '系统管理员',
    });
    expect((await me(s.token)).body.data.displayName).toBe('改名医生');
  });

  it('a role change or disabling ends the person’s sessions; a disabled account cannot log in', async () => {
    const s = await newStaff('manager');
    await t.call('POST', `${C}/staff/update`, { token: admin, body: { staffId: s.staffId, role: 'doctor' } });
    expect((await me(s.token)).body.code).toBe(1100);
    const token = await t.loginStaff(s.username, s.password);
    expect((await me(token)).body.data.role).toBe('doctor');
    await t.call('POST', `${C}/staff/update`, {
      token: admin,
      body: { staffId: s.staffId, status: 'disabled' },
    });
    expect((await me(token)).body.code).toBe(1100);
    expect((await loginAnswer(s.username, s.password)).body.code).toBe(402);
  });

  it('resetPassword revokes old sessions', async () => {
    const s = await newStaff();
    expect(
      (
        await t.call('POST', `${C}/staff/resetPassword`, {
          token: admin,
          body: { staffId: s.staffId, password: 'Reset-pass-42' },
        })
      ).body.success,
    ).toBe(true);
    expect((await me(s.token)).body.code).toBe(1100);
    expect((await loginAnswer(s.username, s.password)).body.code).toBe(4000);
    expect((await loginAnswer(s.username, 'Reset-pass-42')).body.success).toBe(true);
    expect(
      (
        await t.call('POST', `${C}/staff/resetPassword`, {
          token: admin,
          body: { staffId: 999_999, password: 'Reset-pass-42' },
        })
      ).body.code,
    ).toBe(4004);
  });

  it('an admin cannot disable or demote themselves', async () => {
    const self = (await me(admin)).body.data;
    for (const change of [{ status: 'disabled' }, { role: 'manager' }, { role: 'doctor' }]) {
      const res = await t.call('POST', `${C}/staff/update`, {
        token: admin,
        body: { staffId: self.staffId, ...change },
      });
      expect(res.body, JSON.stringify(change)).toMatchObject({ success: false, code: 4009 });
    }
    expect((await me(admin)).body.data).toMatchObject({ role: 'admin', status: 'active' });
  });
});
