import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, freshMobile, leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';

/**
 * Issue 13, "operators can see" (R15 in the integration run): one line per request with the path's
 * secrets and personal data redacted, every provider failure and every 5000 logged with the request
 * id and without personal data; and the development pages answer only this machine.
 */
let t: TestApp;
const lines: string[] = [];
const logged = () => lines.map((l) => JSON.parse(l) as Record<string, unknown> & { msg: string });
beforeAll(async () => {
  t = await startTestApp({ seed: true, env: { LOG_LEVEL: 'info' }, logLines: lines });
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

describe('request lines', () => {
  it('carry the route, status and request id, and only harmless query values', async () => {
    const mobile = freshMobile();
    const res = await t.call('GET', '/online/usercenter/shareDetails', {
      query: { token: '12.1780000000000.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ' },
      headers: { 'x-request-id': 'req-share-0001' },
    });
    await t.call('GET', '/dev/sms-outbox', { query: { mobile } });
    await t.call('GET', '/opordering/wechatapp/getDoctorList', { query: { deptId: 1, name: '乐乐' } });
    const share = logged().find((l) => l.reqId === 'req-share-0001' && l.msg === 'request completed');
    expect(share).toMatchObject({
      level: 30,
      req: {
        method: 'GET',
        url: '/online/usercenter/shareDetails?token=[redacted]',
        remoteAddress: '127.0.0.1',
      },
      res: { statusCode: res.status },
      route: '/online/usercenter/shareDetails',
    });
    const text = lines.join('\n');
    expect(text).toContain('/dev/sms-outbox?mobile=[redacted]');
    expect(text).toContain('/opordering/wechatapp/getDoctorList?deptId=1&name=[redacted]');
    expect(text).not.toContain(mobile);
    expect(text).not.toContain('乐乐');
    expect(text).not.toContain('abcdefghijklmnopqrstuvwxyz');
  });

  it('never carry a session token or the request headers', async () => {
    const { token } = await loginParentFresh(t);
    await t.call('GET', '/online/usercenter/pageBabyInfo', { token, query: { pageNum: 1, pageSize: 10 } });
    const text = lines.join('\n');
    expect(text).not.toContain(token);
    expect(text).not.toMatch(/authorization|user_token/i);
  });
});

describe('failures an operator must see', () => {
  it('a failed SMS send is logged once by the provider watch and once as the 5000, both with the request id, the phone masked', async () => {
    const sms = t.ctx.sms;
    const original = sms.sendVerificationCode;
    const mobile = freshMobile();
    sms.sendVerificationCode = async (phone) => {
      throw new Error(`gateway refused ${phone}: isv.BUSINESS_LIMIT_CONTROL`);
    };
    try {
      const res = await t.call('POST', '/online/usercenter/sendSms', {
        body: { mobile },
        ip: freshIp(),
        headers: { 'x-request-id': 'req-sms-failure-01' },
      });
      expect(res.body).toMatchObject({ success: false, code: 5000 });
    } finally {
      sms.sendVerificationCode = original;
    }
    const mine = logged().filter((l) => l.reqId === 'req-sms-failure-01');
    const provider = mine.find((l) => l.msg === 'provider call failed');
    expect(provider).toMatchObject({ level: 50, provider: 'sms', operation: 'sendVerificationCode' });
    expect(mine.find((l) => l.msg === 'request failed (5000)')).toMatchObject({ level: 50 });
    const text = JSON.stringify(mine);
    expect(text).toContain(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
    expect(text).not.toContain(mobile);
  });

  it('an unexpected error is a 5000 with its request id in the answer and the log, without the driver’s detail', async () => {
    const sms = t.ctx.sms;
    const original = sms.sendVerificationCode;
    // What PostgreSQL puts in `detail`: the row's values.
    const driverError = Object.assign(
      new Error('duplicate key value violates unique constraint "users_phone"'),
      {
        code: '23505',
        constraint: 'users_phone',
        detail: 'Key (phone)=(13912345678) already exists.',
      },
    );
    sms.sendVerificationCode = async () => {
      throw driverError;
    };
    try {
      await t.call('POST', '/online/usercenter/sendSms', {
        body: { mobile: freshMobile() },
        ip: freshIp(),
        headers: { 'x-request-id': 'req-driver-error-1' },
      });
    } finally {
      sms.sendVerificationCode = original;
    }
    const mine = logged().filter((l) => l.reqId === 'req-driver-error-1');
    expect(mine.length).toBeGreaterThan(1);
    const text = JSON.stringify(mine);
    expect(text).toContain('users_phone');
    expect(text).not.toContain('13912345678');
    expect(text).not.toContain('Key (phone)');
  });

  it('a wrong SMS code is logged with the phone masked (R14: the attempts logged)', async () => {
    const mobile = freshMobile();
    await t.call('POST', '/online/usercenter/sendSms', { body: { mobile }, ip: freshIp() });
    await t.call('POST', '/online/usercenter/userLogin', {
      body: { mobile, code: '999999' },
      headers: { 'x-request-id': 'req-wrong-code-01' },
    });
    const line = logged().find((l) => l.reqId === 'req-wrong-code-01' && l.msg === 'SMS code refused');
    expect(line).toMatchObject({
      level: 40,
      event: 'sms_code_failed',
      phone: `${mobile.slice(0, 3)}****${mobile.slice(7)}`,
    });
    expect(['wrong_code', 'no_live_code']).toContain(line?.reason);
  });

  it('a provider failure inside a job is logged with the job id and kind', async () => {
    const before = lines.length;
    t.ctx.jobHandlers.register('ops-test-provider', async (ctx) => {
      await ctx.storage.get('missing/../escape');
    });
    const { enqueueJob } = await import('../src/modules/jobs/jobs.service.ts');
    await enqueueJob(t.ctx.db, { kind: 'ops-test-provider', payload: {}, runAt: new Date() });
    await t.runJobs();
    const mine = lines.slice(before).map((l) => JSON.parse(l) as Record<string, unknown>);
    const provider = mine.find((l) => l.msg === 'provider call failed');
    expect(provider).toMatchObject({ provider: 'storage', operation: 'get', kind: 'ops-test-provider' });
    expect(typeof provider?.jobId).toBe('number');
    expect(mine.find((l) => l.msg === 'job failed')).toMatchObject({ outcome: 'retried', attempts: 1 });
  });
});

describe('development pages answer only this machine', () => {
  const fromLan = (url: string, method: 'GET' | 'POST' = 'GET', payload?: string) =>
    t.app.inject({
      method,
      url,
      remoteAddress: '192.168.1.23',
      // A forged forwarding header changes nothing: the socket's address decides.
      headers: {
        'x-forwarded-for': '127.0.0.1',
        ...(payload ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(payload ? { payload } : {}),
    });

  it('the SMS outbox, WeChat authorise page and sandbox cashier refuse a LAN address (403), loopback still works', async () => {
    const mobile = freshMobile();
    await t.call('POST', '/online/usercenter/sendSms', { body: { mobile }, ip: freshIp() });
    const outbox = await fromLan(`/dev/sms-outbox?mobile=${mobile}`);
    expect(outbox.statusCode).toBe(403);
    expect(outbox.json()).toMatchObject({ success: false, code: 4003 });
    expect(outbox.body).not.toMatch(/\d{6}/);
    expect((await fromLan('/%64ev/sms-outbox?mobile=' + mobile)).statusCode).not.toBe(200);
    const authorize = `/dev/wechat/authorize?appid=wx-sprout-embedded&redirect_uri=${encodeURIComponent('http://x/appointment/')}`;
    expect((await fromLan(authorize)).statusCode).toBe(403);
    expect(
      (
        await fromLan(
          '/dev/wechat/authorize',
          'POST',
          `appid=wx-sprout-embedded&redirect_uri=http%3A%2F%2Fx%2F&wechatUser=u1&decision=allow`,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await fromLan(
          '/dev/pay/cashier',
          'POST',
          'orderNo=SP1&channel=wxpay&returnUrl=%2Fappointment%2F&decision=pay',
        )
      ).statusCode,
    ).toBe(403);
    // From this machine (IPv4 and IPv6 loopback) the same pages answer.
    const local = await t.app.inject({
      method: 'GET',
      url: `/dev/sms-outbox?mobile=${mobile}`,
      remoteAddress: '::1',
    });
    expect(local.statusCode).toBe(200);
    expect(local.json().data.list[0].code).toMatch(/^\d{6}$/);
    expect(
      (await t.app.inject({ method: 'GET', url: authorize, remoteAddress: '::ffff:127.0.0.1' })).statusCode,
    ).toBe(200);
  });

  it('the API itself still answers a LAN address', async () => {
    const res = await fromLan('/opordering/wechatapp/getFacilityList');
    expect(res.statusCode).toBe(200);
  });
});
