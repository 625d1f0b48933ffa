import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaksInRun, startTestApp, type TestApp } from './harness.ts';

/** A manager links doctors to sign-ins without the admin's staff list: names only, doctor role only. */
const C = '/api/console';
let t: TestApp;
let manager: string;
let admin: string;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  manager = await t.loginStaff('manager', 'Sprout-manager-2026');
  admin = await t.loginStaff('admin', 'Sprout-admin-2026');
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

type Account = {
  staffId: number;
  displayName: string;
  username: string;
  status: string;
  linkedDoctorId: number | null;
  linkedDoctorName: string | null;
};
type Page<T> = { list: T[]; total: number };
const accounts = (query: Record<string, string | number> = {}, token = manager) =>
  t.call<Page<Account>>('GET', `${C}/clinic/doctor/accounts`, { token, query });

describe('doctor accounts a manager may link', () => {
  it('lists only doctor-role sign-ins, unlinked ones first, each with the doctor it is linked to', async () => {
    const created = await t.call<{ staffId: number }>('POST', `${C}/staff/create`, {
      token: admin,
      body: { username: 'dr_zhou', displayName: '周医生', role: 'doctor', password: 'Zhou-doctor-2026' },
    });
    expect(created.body.success).toBe(true);
    const page = await accounts();
    expect(page.body.success).toBe(true);
    const list = page.body.data.list;
    expect(list.map((a) => a.username)).not.toContain('manager');
    expect(list.map((a) => a.username)).not.toContain('admin');
    expect(list[0]).toMatchObject({ username: 'dr_zhou', linkedDoctorId: null, status: 'active' });
    expect(list.find((a) => a.username === 'doctor')).toMatchObject({
      linkedDoctorId: 1,
      linkedDoctorName: '林晓岚',
    });
    // Names only: nothing a manager could use against the account.
    expect(Object.keys(list[0] as object).sort()).toEqual(
      ['displayName', 'linkedDoctorId', 'linkedDoctorName', 'staffId', 'status', 'username'].sort(),
    );
  });

  it('searches by name or user name, and a doctor may not list accounts', async () => {
    const found = await accounts({ keyword: '周' });
    expect(found.body.data.list.map((a) => a.username)).toEqual(['dr_zhou']);
    expect((await accounts({ keyword: '没有这个人' })).body.data.total).toBe(0);
    const doctor = await t.loginStaff('doctor', 'Sprout-doctor-2026');
    expect((await accounts({}, doctor)).body.code).toBe(4003);
  });
});
