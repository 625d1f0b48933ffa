import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

/**
 * Sessions are served from a few seconds of memory in each process (modules/sessions/session-cache.ts).
 * These tests warm that memory first, then end or change the session, and expect the very next request
 * to see it: in the same process, and (on PostgreSQL, where several processes share one database) in
 * another process told through LISTEN/NOTIFY.
 */
let a: TestApp;
let b: TestApp;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  a = await startTestApp({ seed: true });
  b = await startTestApp({ sharing: a });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const me = (t: TestApp, token: string) => t.call('GET', '/online/usercenter/userInfo', { token });

describe('the session cache', () => {
  it('a logout ends the session at once, though the session was just served from memory', async () => {
    const parent = await a.loginParent();
    expect((await me(a, parent.token)).body.code).toBe(200);
    expect((await me(a, parent.token)).body.code).toBe(200);
    await a.call('POST', '/online/usercenter/logout', { token: parent.token });
    expect((await me(a, parent.token)).body.code).toBe(1100);
  });

  it.skipIf(!onPostgres)('a logout in one process ends the session in another at once', async () => {
    const parent = await a.loginParent();
    expect((await me(b, parent.token)).body.code).toBe(200); // b now holds the session in memory
    await a.call('POST', '/online/usercenter/logout', { token: parent.token });
    const until = Date.now() + 1_000; // a notification crosses in milliseconds; the cache would keep it 5 s
    let code = 200;
    while (code === 200 && Date.now() < until) code = (await me(b, parent.token)).body.code;
    expect(code).toBe(1100);
  });

  it.skipIf(!onPostgres)('a staff member disabled in one process is refused by another at once', async () => {
    const admin = await a.loginStaff('admin', 'Sprout-admin-2026');
    const doctor = await a.loginStaff('doctor', 'Sprout-doctor-2026');
    const doctorMe = () => b.call('GET', '/api/console/auth/me', { token: doctor });
    expect((await doctorMe()).body.code).toBe(200);
    const staff = await a.call<{ list: { staffId: number; username: string }[] }>(
      'GET',
      '/api/console/staff/list',
      {
        token: admin,
        query: { keyword: 'doctor' },
      },
    );
    const doctorId = staff.body.data.list.find((s) => s.username === 'doctor')?.staffId;
    expect(doctorId).toBeDefined();
    await a.call('POST', '/api/console/staff/update', {
      token: admin,
      body: { staffId: doctorId, status: 'disabled' },
    });
    const until = Date.now() + 1_000;
    let code = 200;
    while (code === 200 && Date.now() < until) code = (await doctorMe()).body.code;
    expect([1100, 402]).toContain(code);
  });
});
