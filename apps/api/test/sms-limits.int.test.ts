import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, freshMobile, leaksInRun, startTestApp, type TestApp } from './harness.ts';

/** Quality bar R4: every SMS limit and every property of the code, asserted through the API. */
const U = '/online/usercenter';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

const send = (mobile: string, ip = freshIp()) => t.call('POST', `${U}/sendSms`, { body: { mobile }, ip });
const outboxCode = async (mobile: string) =>
  (await t.call<{ list: { code: string }[] }>('GET', '/dev/sms-outbox', { query: { mobile } })).body.data
    .list[0]?.code ?? '';
const login = (mobile: string, code: string) => t.call('POST', `${U}/userLogin`, { body: { mobile, code } });
const codeRows = (mobile: string) =>
  t.ctx.db.kysely.selectFrom('sms_codes').selectAll().where('phone', '=', mobile).orderBy('id').execute();
/** Moves every earlier code of a phone `ms` into the past, instead of waiting. */
const backdate = (mobile: string, ms: number) =>
  t.ctx.db.kysely
    .updateTable('sms_codes')
    .set({ created_at: new Date(Date.now() - ms).toISOString() })
    .where('phone', '=', mobile)
    .execute();

const MIN = 60_000;
const HOUR = 60 * MIN;

describe('sending limits', () => {
  it('one code per 60 s per phone', async () => {
    const mobile = freshMobile();
    expect((await send(mobile)).body.success).toBe(true);
    const again = await send(mobile);
    expect(again.body).toMatchObject({ success: false, code: 4029 });
    expect(await codeRows(mobile)).toHaveLength(1);
    await backdate(mobile, 59_000);
    expect((await send(mobile)).body.code).toBe(4029);
    await backdate(mobile, 61_000);
    expect((await send(mobile)).body.success).toBe(true);
  });

  it('five per hour per phone', async () => {
    const mobile = freshMobile();
    for (let i = 0; i < 5; i++) {
      expect((await send(mobile)).body.success, `send ${i + 1}`).toBe(true);
      await backdate(mobile, 2 * MIN);
    }
    const sixth = await send(mobile);
    expect(sixth.body).toMatchObject({ success: false, code: 4029 });
    expect(sixth.body.msg).toContain('1小时');
    expect(await codeRows(mobile)).toHaveLength(5);
    await backdate(mobile, HOUR + MIN);
    expect((await send(mobile)).body.success).toBe(true);
  });

  it('ten per day per phone', async () => {
    const mobile = freshMobile();
    for (let i = 0; i < 10; i++) {
      expect((await send(mobile)).body.success, `send ${i + 1}`).toBe(true);
      await backdate(mobile, HOUR + MIN);
    }
    const eleventh = await send(mobile);
    expect(eleventh.body).toMatchObject({ success: false, code: 4029 });
    expect(eleventh.body.msg).toContain('今日');
    expect(await codeRows(mobile)).toHaveLength(10);
    await backdate(mobile, 24 * HOUR + MIN);
    expect((await send(mobile)).body.success).toBe(true);
  });

  it('twenty per hour per IP, across different phones', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++)
      expect((await send(freshMobile(), ip)).body.success, `send ${i + 1}`).toBe(true);
    const mobile = freshMobile();
    const refused = await send(mobile, ip);
    expect(refused.body).toMatchObject({ success: false, code: 4029 });
    expect(await codeRows(mobile)).toHaveLength(0);
    expect((await send(mobile, freshIp())).body.success).toBe(true);
  });
});

describe('limits under concurrency', () => {
  it('five sends for one phone at once: exactly one goes out', async () => {
    const mobile = freshMobile();
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(mobile)));
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 4029)).toHaveLength(4);
    expect(await codeRows(mobile)).toHaveLength(1);
  });
});

describe('the code', () => {
  it('is 6 digits, stored only as a hash, and lives 5 minutes', async () => {
    const mobile = freshMobile();
    await send(mobile);
    const code = await outboxCode(mobile);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await codeRows(mobile);
    expect(row).toBeDefined();
    expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    for (const [column, value] of Object.entries(row ?? {})) {
      if (column !== 'phone' && column !== 'ip' && !/_at$/.test(column))
        expect(String(value), column).not.toContain(code);
    }
    expect(Date.parse(row?.expires_at ?? '') - Date.parse(row?.created_at ?? '')).toBe(5 * MIN);
  });

  it('is refused once expired', async () => {
    const mobile = freshMobile();
    await send(mobile);
    const code = await outboxCode(mobile);
    await t.ctx.db.kysely
      .updateTable('sms_codes')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('phone', '=', mobile)
      .execute();
    expect((await login(mobile, code)).body).toMatchObject({
      success: false,
      code: 4000,
      data: { fields: { code: expect.any(String) } },
    });
  });

  it('allows 5 tries, then not even the right code', async () => {
    const mobile = freshMobile();
    await send(mobile);
    const code = await outboxCode(mobile);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) expect((await login(mobile, wrong)).body.code).toBe(4000);
    expect((await codeRows(mobile))[0]?.attempts).toBe(5);
    expect((await login(mobile, code)).body).toMatchObject({ success: false, code: 4000 });
  });

  it('a wrong try before the right one still lets it in (tries are counted, not fatal)', async () => {
    const mobile = freshMobile();
    await send(mobile);
    const code = await outboxCode(mobile);
    expect((await login(mobile, code === '123456' ? '654321' : '123456')).body.code).toBe(4000);
    expect((await login(mobile, code)).body.success).toBe(true);
  });

  it('works once', async () => {
    const mobile = freshMobile();
    await send(mobile);
    const code = await outboxCode(mobile);
    expect((await login(mobile, code)).body.success).toBe(true);
    expect((await login(mobile, code)).body).toMatchObject({ success: false, code: 4000 });
  });

  it('single use holds when the same code races itself', async () => {
    const mobile = freshMobile();
    await send(mobile);
    const code = await outboxCode(mobile);
    const answers = await Promise.all(Array.from({ length: 5 }, () => login(mobile, code)));
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
  });

  it('a login code does not bind a phone, and a bind code does not log in', async () => {
    const mobile = freshMobile();
    await t.call('POST', `${U}/sendSms`, { body: { mobile, purpose: 'bind' }, ip: freshIp() });
    expect((await login(mobile, await outboxCode(mobile))).body.code).toBe(4000);
  });
});
