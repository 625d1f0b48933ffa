import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaksInRun, startTestApp, type TestApp } from './harness.ts';

/**
 * Quality bar R14 for staff passwords (OWASP ASVS V6): per-username and per-address throttling with a
 * growing delay and a temporary lock, the lock visible to admins who can lift it, a right password
 * starting the username afresh, every failure logged with the username masked.
 */
let t: TestApp;
let adminToken: string;
const lines: string[] = [];
const PASSWORD = 'Throttle-pass-2026';
beforeAll(async () => {
  t = await startTestApp({ seed: true, env: { LOG_LEVEL: 'warn' }, logLines: lines });
  adminToken = await t.loginStaff('admin', 'Sprout-admin-2026');
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

let n = 0;
/** A fresh doctor account and an address of its own, so tests do not share counts. */
const newAccount = async () => {
  const username = `throttle_${++n}_${process.pid % 1000}`;
  const res = await t.call<{ staffId: number }>('POST', '/api/console/staff/create', {
    token: adminToken,
    body: { username, displayName: '限流测试', role: 'doctor', password: PASSWORD },
  });
  return { username, staffId: res.body.data.staffId, ip: `10.77.${n}.1` };
};
const login = (username: string, password: string, ip: string) =>
  t.call<{ token: string }>('POST', '/api/console/auth/login', { body: { username, password }, ip });
/** Moves a key's last attempt into the past, as if that much time had gone by. */
const rewind = async (key: string, ms: number) => {
  const row = await t.ctx.db.kysely
    .selectFrom('staff_login_throttles')
    .selectAll()
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  await t.ctx.db.kysely
    .updateTable('staff_login_throttles')
    .set({ last_attempt_at: new Date(Date.parse(row.last_attempt_at) - ms).toISOString() })
    .where('key', '=', key)
    .execute();
};
/** Makes a key's last attempt now, so the next one surely falls inside the delay (scrypt is slow here). */
const touch = (key: string) =>
  t.ctx.db.kysely
    .updateTable('staff_login_throttles')
    .set({ last_attempt_at: new Date().toISOString() })
    .where('key', '=', key)
    .execute();
const staffRow = async (username: string) => {
  const res = await t.call<{ list: { username: string; lockedUntil: string | null }[] }>(
    'GET',
    '/api/console/staff/list',
    {
      token: adminToken,
      query: { pageNum: 1, pageSize: 100, keyword: username },
    },
  );
  return res.body.data.list.find((s) => s.username === username);
};

describe('staff login throttle', () => {
  it('three free tries, then a delay that grows, and a wrong try after waiting is counted again', async () => {
    const a = await newAccount();
    for (let i = 0; i < 3; i++) expect((await login(a.username, 'Wrong-pass-1', a.ip)).body.code).toBe(4000);
    await touch(`account:${a.username}`);
    const early = await login(a.username, PASSWORD, a.ip);
    expect(early.body).toMatchObject({ success: false, code: 4029 });
    expect(early.body.msg).toMatch(/请1秒后再试/);
    await rewind(`account:${a.username}`, 1_100);
    expect((await login(a.username, 'Wrong-pass-1', a.ip)).body.code).toBe(4000);
    await touch(`account:${a.username}`);
    expect((await login(a.username, 'Wrong-pass-1', a.ip)).body.msg).toMatch(/请2秒后再试/);
  });

  it('a right password resets the username’s count', async () => {
    const a = await newAccount();
    for (let i = 0; i < 3; i++) await login(a.username, 'Wrong-pass-1', a.ip);
    await rewind(`account:${a.username}`, 1_100);
    expect((await login(a.username, PASSWORD, a.ip)).body.success).toBe(true);
    const row = await t.ctx.db.kysely
      .selectFrom('staff_login_throttles')
      .selectAll()
      .where('key', '=', `account:${a.username}`)
      .executeTakeFirst();
    expect(row).toBeUndefined();
    for (let i = 0; i < 3; i++) expect((await login(a.username, 'Wrong-pass-1', a.ip)).body.code).toBe(4000);
  });

  it('the 10th try locks the username for 15 minutes, even with the right password, from any address; an admin sees and lifts it', async () => {
    const a = await newAccount();
    for (let i = 0; i < 10; i++) {
      expect((await login(a.username, 'Wrong-pass-1', a.ip)).body.code).toBe(4000);
      await rewind(`account:${a.username}`, 61_000);
      await rewind(`address:${a.ip}`, 61_000);
    }
    const locked = await login(a.username, PASSWORD, '10.99.0.1');
    expect(locked.body).toMatchObject({ success: false, code: 4029 });
    expect(locked.body.msg).toMatch(/账号已临时锁定，请1[45]分钟后再试/);
    const listed = await staffRow(a.username);
    expect(Date.parse(listed?.lockedUntil ?? '')).toBeGreaterThan(Date.now() + 13 * 60_000);
    const other = await staffRow('doctor');
    expect(other?.lockedUntil).toBeNull();

    const lifted = await t.call('POST', '/api/console/staff/unlock', {
      token: adminToken,
      body: { staffId: a.staffId },
    });
    expect(lifted.body).toMatchObject({ success: true });
    expect((await staffRow(a.username))?.lockedUntil).toBeNull();
    expect((await login(a.username, PASSWORD, '10.99.0.1')).body.success).toBe(true);
    const audit = await t.ctx.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'staff.unlock')
      .where('subject_id', '=', String(a.staffId))
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('a lock ends by itself once the username has been quiet for the window', async () => {
    const a = await newAccount();
    await t.ctx.db.kysely
      .insertInto('staff_login_throttles')
      .values({ key: `account:${a.username}`, failures: 10, last_attempt_at: new Date().toISOString() })
      .execute();
    expect((await login(a.username, PASSWORD, a.ip)).body.code).toBe(4029);
    await rewind(`account:${a.username}`, 15 * 60_000);
    expect((await staffRow(a.username))?.lockedUntil).toBeNull();
    expect((await login(a.username, PASSWORD, a.ip)).body.success).toBe(true);
  });

  it('one address walking through usernames is slowed after 10 tries, whatever the names', async () => {
    const ip = '10.88.0.1';
    for (let i = 0; i < 10; i++)
      expect((await login(`nobody_${i}`, 'Wrong-pass-1', ip)).body.code).toBe(4000);
    await touch(`address:${ip}`);
    const res = await login('nobody_10', 'Wrong-pass-1', ip);
    expect(res.body).toMatchObject({ success: false, code: 4029 });
    // Another address is not held back.
    expect((await login('nobody_11', 'Wrong-pass-1', '10.88.0.2')).body.code).toBe(4000);
  });

  it('ten tries at once: each is counted, three reach the password check, the rest wait', async () => {
    const a = await newAccount();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login(a.username, 'Wrong-pass-1', `10.66.${n}.${i + 1}`)),
    );
    const codes = answers.map((r) => r.body.code).sort();
    expect(codes.filter((c) => c === 4000)).toHaveLength(3);
    expect(codes.filter((c) => c === 4029)).toHaveLength(7);
  });

  it('every failure is logged with the username masked, the address and why', async () => {
    const a = await newAccount();
    await login(a.username, 'Wrong-pass-1', a.ip);
    await login('no_such_user', 'Wrong-pass-1', a.ip);
    const failures = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.event === 'staff_login_failed' && l.ip === a.ip);
    expect(failures.map((l) => l.reason)).toEqual(['wrong_password', 'unknown_user']);
    expect(failures[0]?.user).toMatch(/^t\*\*\*#[0-9a-f]{10}$/);
    expect(typeof failures[0]?.reqId).toBe('string');
    const text = lines.join('\n');
    expect(text).not.toContain(a.username);
    expect(text).not.toContain('no_such_user');
    expect(text).not.toContain('Wrong-pass-1');
    expect(lines.some((l) => l.includes('"reason":"throttled"') || l.includes('"reason":"locked"'))).toBe(
      true,
    );
  });
});
