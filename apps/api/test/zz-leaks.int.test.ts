import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answeredBodies,
  issuedTokens,
  leaksInRun,
  loginParentFresh,
  scanForLeaks,
  startTestApp,
  type TestApp,
} from './harness.ts';

/**
 * R6. Each file scans its own answers in an afterAll (files run in separate workers, so no file sees
 * another's). This file proves the scanner catches what it must, and scans a run of its own that
 * provokes the likeliest leaks: logins of two kinds, WeChat, staff, refusals and an internal error.
 */
describe('the leak scanner', () => {
  const token = 'A'.repeat(43);
  const other = 'B'.repeat(43);
  const tokens = new Set([token, other]);
  const samples: [string, string][] = [
    ['a scrypt hash', '{"data":{"hash":"scrypt$131072$8$1$abc$def"}}'],
    ['password_hash', '{"data":{"password_hash":"x"}}'],
    ['passwordHash', '{"data":{"passwordHash":"x"}}'],
    ['token_hash', '{"data":{"token_hash":"x"}}'],
    ['an openid key', '{"data":{"openid":"x"}}'],
    ['a unionid key', '{"data":{"unionid":null}}'],
    ['an embedded openid value', `{"data":{"id":"o${'x'.repeat(27)}"}}`],
    ['a stack frame', '{"msg":"Error: boom\\n    at handler (/srv/app.ts:1:1)"}'],
    ['SQL', '{"msg":"select * from users"}'],
    ['an insert', '{"msg":"insert into babies"}'],
    ['driver text', '{"msg":"SQLITE_CONSTRAINT: UNIQUE"}'],
    ['a syntax error', '{"msg":"syntax error at or near \\"from\\""}'],
    ['someone else’s token', `{"data":{"token":"${token}","friend":"${other}"}}`],
  ];
  it.each(samples)('finds %s', (_what, raw) => expect(scanForLeaks(raw, tokens)).not.toEqual([]));
  it('passes a clean login answer carrying its own token', () => {
    expect(
      scanForLeaks(
        `{"success":true,"code":200,"data":{"token":"${token}","uid":"U1","userId":1,"phone":null},"msg":"ok"}`,
        tokens,
      ),
    ).toEqual([]);
    expect(
      scanForLeaks(
        `{"success":true,"code":200,"data":{"registered":true,"session":{"token":"${token}"},"wxTicket":null},"msg":"ok"}`,
        tokens,
      ),
    ).toEqual([]);
  });
  it('collects issued tokens from login answers only', () => {
    expect(
      [
        ...issuedTokens([
          `{"data":{"token":"${token}"}}`,
          `{"data":{"session":{"token":"${other}"}}}`,
          '{"data":{"list":[]}}',
        ]),
      ].sort(),
    ).toEqual([token, other]);
  });
});

describe('a run of likely leaks, scanned', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it('provokes answers and finds nothing', async () => {
    const a = await loginParentFresh(t);
    const b = await loginParentFresh(t);
    await t.call('GET', '/online/usercenter/userInfo', { token: a.token });
    await t.call('POST', '/online/usercenter/pageBabyInfo', { token: b.token, body: {} });
    await t.call('POST', '/online/usercenter/userLogin', { body: { mobile: a.mobile, code: '000000' } });
    const admin = await t.loginStaff('admin', 'Sprout-admin-2026');
    await t.call('GET', '/api/console/staff/list', { token: admin });
    await t.call('GET', '/api/console/auth/me', { token: admin });
    await t.call('POST', '/api/console/auth/login', {
      body: { username: 'admin', password: 'wrong-password-1' },
    });
    await t.call('POST', '/api/console/staff/create', {
      token: admin,
      body: { username: 'admin', displayName: '重复', role: 'doctor', password: 'Dup-pass-123' },
    });
    await t.call('GET', '/online/usercenter/getAppIdByBizAppId');
    await t.call('GET', '/online/usercenter/getOpenIdByChannel', { token: a.token });
    await t.call('GET', '/online/usercenter/getUnionId', { token: a.token });
    await t.call('POST', '/online/usercenter/officialAccountsLogin', { body: { code: 'no-such-code' } });
    await t.call('POST', '/online/usercenter/sendSms', {
      body: '{"mobile":',
      headers: { 'content-type': 'application/json' },
    });
    await t.ctx.db.kysely.schema.dropTable('audit_log').execute();
    const broken = await t.call('GET', '/api/console/auth/me', { token: admin });
    expect(broken.status).toBe(200); // reads do not touch the audit log
    const failed = await t.call('POST', '/api/console/auth/logout', { token: admin });
    expect(failed.body.success).toBe(true);
    const crashed = await t.call('POST', '/api/console/auth/login', {
      body: { username: 'doctor', password: 'Sprout-doctor-2026' },
    });
    expect(crashed.status).toBe(500);
    expect(answeredBodies.length).toBeGreaterThan(15);
    expect(leaksInRun()).toEqual([]);
  });
});
