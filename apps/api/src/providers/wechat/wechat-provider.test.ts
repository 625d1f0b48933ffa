import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { createOfficialWechat } from './official-wechat.ts';
import { jsSdkSignature } from './wechat-provider.ts';

describe('JS-SDK signature', () => {
  it('reproduces the example in WeChat JS-SDK documentation (appendix 1)', () => {
    const ticket = 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg';
    expect(
      jsSdkSignature(ticket, 'Wm3WZYTPz0wzccnW', 1414587457, 'http://mp.weixin.qq.com?params=value'),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });
  it('signs the page url without its #fragment, as WeChat requires', () => {
    const a = jsSdkSignature('t', 'n', 1, 'https://x.cn/appointment/?a=1#/pages/home/index');
    expect(a).toBe(jsSdkSignature('t', 'n', 1, 'https://x.cn/appointment/?a=1'));
  });
});

/** A fetch that answers like api.weixin.qq.com, recording the URLs it was asked for. */
const fakeWechat = (answers: Record<string, unknown>) => {
  const calls: string[] = [];
  const fetchStub = async (input: string | URL | Request) => {
    const url = String(input);
    calls.push(url);
    const key = Object.keys(answers).find((k) => url.includes(k));
    return new Response(
      JSON.stringify(key ? answers[key] : { errcode: 40001, errmsg: 'invalid credential' }),
      { status: 200 },
    );
  };
  return { calls, fetch: fetchStub as typeof fetch };
};

describe('official WeChat adapter', () => {
  it('exchanges a code for openid, unionid and, with snsapi_userinfo, the nickname', async () => {
    const wx = fakeWechat({
      '/sns/oauth2/access_token': {
        access_token: 'ACCESS',
        expires_in: 7200,
        refresh_token: 'R',
        openid: 'OPENID',
        scope: 'snsapi_userinfo',
        unionid: 'UNION',
      },
      '/sns/userinfo': { openid: 'OPENID', nickname: '乐乐妈妈', unionid: 'UNION' },
    });
    const provider = createOfficialWechat({ appId: 'wxAPP', appSecret: 'SECRET', fetch: wx.fetch });
    await expect(provider.exchangeCode('CODE')).resolves.toEqual({
      openid: 'OPENID',
      unionid: 'UNION',
      nickname: '乐乐妈妈',
    });
    const first = new URL(wx.calls[0] ?? '');
    expect(first.pathname).toBe('/sns/oauth2/access_token');
    expect(Object.fromEntries(first.searchParams)).toEqual({
      appid: 'wxAPP',
      secret: 'SECRET',
      code: 'CODE',
      grant_type: 'authorization_code',
    });
  });

  it('turns WeChat errcode 40029 (invalid code) into a 4000 refusal', async () => {
    const wx = fakeWechat({ '/sns/oauth2/access_token': { errcode: 40029, errmsg: 'invalid code' } });
    const provider = createOfficialWechat({ appId: 'wxAPP', appSecret: 'S', fetch: wx.fetch });
    const error = await provider.exchangeCode('BAD').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe(4000);
  });

  it('caches the jsapi_ticket until five minutes before it expires', async () => {
    let now = 1_000_000;
    const wx = fakeWechat({
      '/cgi-bin/token': { access_token: 'ACCESS', expires_in: 7200 },
      '/cgi-bin/ticket/getticket': { errcode: 0, errmsg: 'ok', ticket: 'TICKET', expires_in: 7200 },
    });
    const provider = createOfficialWechat({
      appId: 'wxAPP',
      appSecret: 'S',
      fetch: wx.fetch,
      now: () => now,
    });
    expect(await provider.jsapiTicket()).toBe('TICKET');
    expect(await provider.jsapiTicket()).toBe('TICKET');
    expect(wx.calls).toHaveLength(2);
    now += (7200 - 300) * 1000;
    await provider.jsapiTicket();
    expect(wx.calls).toHaveLength(4);
  });
});
