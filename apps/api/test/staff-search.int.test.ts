import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  admin = await t.loginStaff('admin', 'Sprout-admin-2026');
  for (const username of ['dr_lin', 'drxlin']) {
    const res = await t.call('POST', '/api/console/staff/create', {
      token: admin,
      body: { username, displayName: username, role: 'doctor', password: 'Doctor2026abc' },
    });
    expect(res.body.success).toBe(true);
  }
});
afterAll(() => t.close());

it('finds staff by a keyword with an underscore, taken literally', async () => {
  const res = await t.call<{ list: { username: string }[] }>('GET', '/api/console/staff/list', {
    token: admin,
    query: { keyword: 'dr_' },
  });
  expect(res.body.data.list.map((s) => s.username)).toEqual(['dr_lin']);
});

it('takes % literally too', async () => {
  const res = await t.call<{ total: number }>('GET', '/api/console/staff/list', {
    token: admin,
    query: { keyword: '%' },
  });
  expect(res.body.data.total).toBe(0);
});
