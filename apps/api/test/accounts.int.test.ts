import { allEndpoints } from '@sprout/contract';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeIntoPhoneAccount } from '../src/modules/accounts/account-merge.ts';
import { postSystemMessage } from '../src/modules/messages/messages.service.ts';
import {
  answeredBodies,
  freshIp,
  freshMobile,
  leaksInRun,
  loginParentFresh,
  startTestApp,
  type TestApp,
} from './harness.ts';

const U = '/online/usercenter';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

type Login = { token: string; uid: string; userId: number; phone: string | null };
type Official = { registered: boolean; session: Login | null; wxTicket: string | null };

/** Sends a code (from a fresh address) and reads it from the development outbox. */
const sendCode = async (mobile: string, purpose: 'login' | 'bind' = 'login') => {
  const sent = await t.call('POST', `${U}/sendSms`, { body: { mobile, purpose }, ip: freshIp() });
  expect(sent.body.success, sent.raw).toBe(true);
  const outbox = await t.call<{ list: { code: string }[] }>('GET', '/dev/sms-outbox', { query: { mobile } });
  return outbox.body.data.list[0]?.code ?? '';
};
const login = (mobile: string, code: string) =>
  t.call<Login>('POST', `${U}/userLogin`, { body: { mobile, code } });
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');
/** Lets a phone get another code at once: its earlier codes are moved two minutes into the past. */
const ageCodes = (mobile: string) =>
  t.ctx.db.kysely
    .updateTable('sms_codes')
    .set({ created_at: new Date(Date.now() - 120_000).toISOString() })
    .where('phone', '=', mobile)
    .execute();
const userInfo = (token: string) =>
  t.call<{ userId: number; phone: string | null; nickname: string | null; hasWechat: boolean }>(
    'GET',
    `${U}/userInfo`,
    { token },
  );

/** The embedded WeChat authorise page, as a browser submits it; returns the one-time code from the redirect. */
const wechatCode = async (wechatUser: string) => {
  const appId = (await t.call<{ appId: string }>('GET', `${U}/getAppIdByBizAppId`)).body.data.appId;
  const form = new URLSearchParams({
    appid: appId,
    redirect_uri: 'https://clinic.example/appointment/',
    state: 's1',
    wechatUser,
    nickname: '微信家长',
    decision: 'allow',
    scope: 'snsapi_userinfo',
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/dev/wechat/authorize',
    payload: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  answeredBodies.push(res.body);
  expect(res.statusCode).toBe(302);
  const code = new URL(String(res.headers.location)).searchParams.get('code');
  expect(code).toBeTruthy();
  return code as string;
};
let wxCounter = 0;
/** A WeChat-only account (no phone): authorise, officialAccountsLogin (not registered), officialAccountsRegister. */
const wechatOnlyAccount = async () => {
  const wechatUser = `wx-test-${process.pid}-${++wxCounter}`;
  const first = await t.call<Official>('POST', `${U}/officialAccountsLogin`, {
    body: { code: await wechatCode(wechatUser) },
  });
  expect(first.body.data).toMatchObject({ registered: false, session: null });
  expect(first.body.data.wxTicket).toEqual(expect.any(String));
  const reg = await t.call<Login>('POST', `${U}/officialAccountsRegister`, {
    body: { wxTicket: first.body.data.wxTicket },
  });
  expect(reg.body).toMatchObject({ success: true, data: { phone: null } });
  return { wechatUser, ...reg.body.data };
};

describe('SMS code login', () => {
  it('sends a code and logs in with it', async () => {
    const mobile = freshMobile();
    const sent = await t.call('POST', `${U}/sendSms`, { body: { mobile }, ip: freshIp() });
    expect(sent.body).toEqual({
      success: true,
      code: 200,
      data: { sent: true, resendAfterSeconds: 60 },
      msg: 'ok',
    });
    const code =
      (await t.call<{ list: { code: string }[] }>('GET', '/dev/sms-outbox', { query: { mobile } })).body.data
        .list[0]?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const res = await login(mobile, code);
    expect(res.body).toMatchObject({ success: true, code: 200 });
    expect(res.body.data).toMatchObject({
      token: expect.any(String),
      uid: expect.stringMatching(/^U/),
      userId: expect.any(Number),
      phone: mobile,
    });
    const me = await userInfo(res.body.data.token);
    expect(me.body.data).toMatchObject({ userId: res.body.data.userId, phone: mobile, hasWechat: false });
  });

  it('refuses a bad mobile with data.fields.mobile', async () => {
    const res = await t.call('POST', `${U}/sendSms`, { body: { mobile: '12345' } });
    expect(res.body).toMatchObject({
      success: false,
      code: 4000,
      data: { fields: { mobile: expect.any(String) } },
    });
  });

  it('counts wrong codes down, then refuses even the right code', async () => {
    const mobile = freshMobile();
    const code = await sendCode(mobile);
    const first = await login(mobile, otherThan(code));
    expect(first.body).toMatchObject({ code: 4000, data: { fields: { code: expect.any(String) } } });
    expect(first.body.msg).toContain('4');
    for (let i = 0; i < 4; i++) expect((await login(mobile, otherThan(code))).body.code).toBe(4000);
    const right = await login(mobile, code);
    expect(right.body).toMatchObject({ success: false, code: 4000 });
  });

  it('uses a code once', async () => {
    const mobile = freshMobile();
    const code = await sendCode(mobile);
    expect((await login(mobile, code)).body.success).toBe(true);
    expect((await login(mobile, code)).body).toMatchObject({ success: false, code: 4000 });
  });

  it('refuses an expired code', async () => {
    const mobile = freshMobile();
    const code = await sendCode(mobile);
    await t.ctx.db.kysely
      .updateTable('sms_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('phone', '=', mobile)
      .execute();
    expect((await login(mobile, code)).body).toMatchObject({ success: false, code: 4000 });
  });

  it('registers a new phone, and logs an existing one into its account', async () => {
    const mobile = freshMobile();
    const reg = await t.call<Login>('POST', `${U}/register`, {
      body: { mobile, code: await sendCode(mobile), nickname: '豆豆妈' },
    });
    expect(reg.body.data).toMatchObject({ phone: mobile });
    expect((await userInfo(reg.body.data.token)).body.data.nickname).toBe('豆豆妈');
    await ageCodes(mobile);
    const again = await t.call<Login>('POST', `${U}/register`, {
      body: { mobile, code: await sendCode(mobile) },
    });
    expect(again.body.data.userId).toBe(reg.body.data.userId);
    expect(again.body.data.token).not.toBe(reg.body.data.token);
  });
});

describe('sessions', () => {
  it('logout revokes the token (1100); no token is 1000', async () => {
    const { token } = await loginParentFresh(t);
    expect((await t.call('POST', `${U}/logout`, { token })).body.success).toBe(true);
    expect((await userInfo(token)).body.code).toBe(1100);
    expect((await t.call('GET', `${U}/userInfo`)).body.code).toBe(1000);
    expect((await userInfo('not-a-real-token-at-all')).body.code).toBe(1000);
  });

  it.each([
    ['absolute 30 days', { expires_at: new Date(Date.now() - 1000).toISOString() }, 1001],
    [
      'idle over 7 days',
      { last_seen_at: new Date(Date.now() - 7 * 86_400_000 - 60_000).toISOString() },
      1001,
    ],
    ['idle 6 days is still fine', { last_seen_at: new Date(Date.now() - 6 * 86_400_000).toISOString() }, 200],
  ])('session %s', async (_label, change, code) => {
    const { token, userId } = await loginParentFresh(t);
    await t.ctx.db.kysely.updateTable('parent_sessions').set(change).where('user_id', '=', userId).execute();
    expect((await userInfo(token)).body.code).toBe(code);
  });

  it('a disabled account gets 402', async () => {
    const { token, userId } = await loginParentFresh(t);
    await t.ctx.db.kysely.updateTable('users').set({ status: 'disabled' }).where('id', '=', userId).execute();
    expect((await userInfo(token)).body.code).toBe(402);
  });

  it.each([
    ['Authorization: Bearer x', (x: string) => ({ authorization: `Bearer ${x}` })],
    ['Authorization: x', (x: string) => ({ authorization: x })],
    ['user_token: x', (x: string) => ({ user_token: x })],
  ])('accepts the token as %s', async (_label, headers) => {
    const { token, userId } = await loginParentFresh(t);
    const res = await t.call<{ userId: number }>('GET', `${U}/userInfo`, { headers: headers(token) });
    expect(res.body).toMatchObject({ success: true, data: { userId } });
  });

  it('reads and sets the notice setting', async () => {
    const { token } = await loginParentFresh(t);
    expect((await t.call('POST', `${U}/getUserWxNoticeInfo`, { token })).body.data).toEqual({
      noticeEnabled: true,
      hasWechat: false,
    });
    expect(
      (await t.call('POST', `${U}/setWxNoticeStatus`, { token, body: { noticeEnabled: false } })).body.data,
    ).toEqual({ noticeEnabled: false, hasWechat: false });
    expect((await t.call('POST', `${U}/getUserWxNoticeInfo`, { token })).body.data).toMatchObject({
      noticeEnabled: false,
    });
  });
});

describe('WeChat accounts', () => {
  it('a WeChat-only account has no phone until it binds one', async () => {
    const wx = await wechatOnlyAccount();
    expect((await userInfo(wx.token)).body.data).toMatchObject({ phone: null, hasWechat: true });
    // parentWithPhone endpoints answer 1004 before they read any input.
    for (const e of allEndpoints().filter((x) => x.access === 'parentWithPhone')) {
      expect((await t.call(e.method, e.path, { token: wx.token })).body.code, e.path).toBe(1004);
    }
    const mobile = freshMobile();
    const bound = await t.call<Login>('POST', `${U}/bindPhone`, {
      token: wx.token,
      body: { mobile, code: await sendCode(mobile, 'bind') },
    });
    expect(bound.body.data).toMatchObject({ userId: wx.userId, phone: mobile });
    expect((await userInfo(wx.token)).body.data).toMatchObject({ phone: mobile });
  });

  it('binding a phone that has an account merges into it', async () => {
    const phoneUser = await loginParentFresh(t);
    await t.call('POST', `${U}/addBabyInfo`, {
      token: phoneUser.token,
      body: { babyName: '大宝', sex: '男', birthday: '2020-03-01', guardianConsent: true },
    });
    const wx = await wechatOnlyAccount();
    // addBabyInfo needs a bound phone (1004 for this account), so the WeChat-only account's baby is written directly.
    const now = new Date().toISOString();
    await t.ctx.db.kysely
      .insertInto('babies')
      .values({
        user_id: wx.userId,
        name: '二宝',
        sex: '女',
        birthday: '2023-03-01',
        city_code: null,
        gestational_weeks: null,
        dad_height_mm: null,
        mom_height_mm: null,
        hope_height_mm: null,
        is_default: 1,
        guardian_consent_at: now,
        pid: null,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .execute();
    await ageCodes(phoneUser.mobile);
    const code = await sendCode(phoneUser.mobile, 'bind');
    const merged = await t.call<Login>('POST', `${U}/bindPhone`, {
      token: wx.token,
      body: { mobile: phoneUser.mobile, code },
    });
    expect(merged.body.data).toMatchObject({ userId: phoneUser.userId, phone: phoneUser.mobile });
    expect((await userInfo(wx.token)).body.code).toBe(1100);
    const list = await t.call<{ list: { babyName: string; isDefault: boolean }[]; total: number }>(
      'POST',
      `${U}/pageBabyInfo`,
      { token: merged.body.data.token, body: {} },
    );
    expect(list.body.data.list.map((b) => b.babyName).sort()).toEqual(['二宝', '大宝'].sort());
    expect(list.body.data.list.filter((b) => b.isDefault).map((b) => b.babyName)).toEqual(['大宝']);
    // The WeChat identity moved along: logging in through WeChat now opens the phone's account.
    const again = await t.call<Official>('POST', `${U}/officialAccountsLogin`, {
      body: { code: await wechatCode(wx.wechatUser) },
    });
    expect(again.body.data.session?.userId).toBe(phoneUser.userId);
  });

  it('a merge moves the messages too, in one transaction: if a step fails, nothing has moved', async () => {
    const phoneUser = await loginParentFresh(t);
    const wx = await wechatOnlyAccount();
    await postSystemMessage(t.ctx.db, wx.userId, {
      category: 'account',
      title: '合并前',
      content: '合并前的消息',
    });
    const db = t.ctx.db.kysely;
    const holdings = async (userId: number) => ({
      messages: (
        await db.selectFrom('system_messages').select('title').where('user_id', '=', userId).execute()
      )
        .map((m) => m.title)
        .filter((title) => title === '合并前'),
      identities: (
        await db.selectFrom('wechat_identities').select('id').where('user_id', '=', userId).execute()
      ).length,
      liveSessions: (
        await db
          .selectFrom('parent_sessions')
          .select('id')
          .where('user_id', '=', userId)
          .where('revoked_at', 'is', null)
          .execute()
      ).length,
      status: (await db.selectFrom('users').select('status').where('id', '=', userId).executeTakeFirst())
        ?.status,
    });
    const before = await holdings(wx.userId);
    expect(before).toEqual({ messages: ['合并前'], identities: 1, liveSessions: 1, status: 'active' });

    // The merge's last write (revoking the sessions) fails: every owner wrote in the merge's transaction,
    // so nothing has moved. An owner that wrote on the pool instead would have committed its part.
    const failingLastStep: KyselyPlugin = {
      transformQuery: ({ node }) => {
        if (node.kind === 'UpdateQueryNode' && JSON.stringify(node.table).includes('"parent_sessions"'))
          throw new Error('revoking failed');
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const failing = { kysely: t.ctx.db.kysely.withPlugin(failingLastStep), dialect: t.ctx.db.dialect };
    await expect(
      mergeIntoPhoneAccount({ ...t.ctx, db: failing }, wx.userId, phoneUser.userId),
    ).rejects.toThrow('revoking failed');
    expect(await holdings(wx.userId)).toEqual(before);
    expect((await userInfo(wx.token)).body.success).toBe(true);

    await mergeIntoPhoneAccount(t.ctx, wx.userId, phoneUser.userId);
    expect(await holdings(wx.userId)).toEqual({
      messages: [],
      identities: 0,
      liveSessions: 0,
      status: 'disabled',
    });
    expect((await holdings(phoneUser.userId)).messages).toEqual(['合并前']);
    expect((await userInfo(wx.token)).body.code).toBe(1100);
  });

  it('a WeChat code works once; a registered openid logs straight in', async () => {
    const wx = await wechatOnlyAccount();
    const code = await wechatCode(wx.wechatUser);
    const first = await t.call<Official>('POST', `${U}/officialAccountsLogin`, { body: { code } });
    expect(first.body.data).toMatchObject({
      registered: true,
      wxTicket: null,
      session: { userId: wx.userId, token: expect.any(String) },
    });
    const second = await t.call('POST', `${U}/officialAccountsLogin`, { body: { code } });
    expect(second.body).toMatchObject({ success: false, code: 4000 });
  });

  it('getOpenIdByCode gives a ticket; officalLoginByUserId needs the matching userId', async () => {
    const fresh = await t.call<{ wxTicket: string; registered: boolean }>('GET', `${U}/getOpenIdByCode`, {
      query: { code: await wechatCode(`wx-new-${process.pid}`) },
    });
    expect(fresh.body.data).toMatchObject({ registered: false, wxTicket: expect.any(String) });
    const wx = await wechatOnlyAccount();
    const ticket = (
      await t.call<{ wxTicket: string; registered: boolean }>('GET', `${U}/getOpenIdByCode`, {
        query: { code: await wechatCode(wx.wechatUser) },
      })
    ).body.data;
    expect(ticket.registered).toBe(true);
    const wrong = await t.call('POST', `${U}/officalLoginByUserId`, {
      body: { userId: wx.userId + 1000, wxTicket: ticket.wxTicket },
    });
    expect(wrong.body).toMatchObject({ success: false, code: 4004 });
    const right = await t.call<Login>('POST', `${U}/officalLoginByUserId`, {
      body: { userId: wx.userId, wxTicket: ticket.wxTicket },
    });
    expect(right.body.data).toMatchObject({ userId: wx.userId });
  });

  it('signs a JS-SDK page', async () => {
    const res = await t.call<{ appId: string; signature: string; nonceStr: string; timestamp: number }>(
      'POST',
      `${U}/getHtmlSignature`,
      { body: { url: 'https://clinic.example/appointment/#/home' } },
    );
    expect(res.body.data.signature).toMatch(/^[0-9a-f]{40}$/);
    expect(res.body.data.appId).toBe(
      (await t.call<{ appId: string }>('GET', `${U}/getAppIdByBizAppId`)).body.data.appId,
    );
  });

  it('no answer carries an openid or unionid', async () => {
    const ids = await t.ctx.db.kysely.selectFrom('wechat_identities').select(['openid', 'unionid']).execute();
    expect(ids.length).toBeGreaterThan(0);
    const secrets = ids.flatMap((r) => [r.openid, r.unionid]).filter((s): s is string => Boolean(s));
    for (const raw of answeredBodies)
      for (const secret of secrets) expect(raw.includes(secret), raw.slice(0, 120)).toBe(false);
  });
});
