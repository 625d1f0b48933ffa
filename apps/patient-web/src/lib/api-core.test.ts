import { describe, expect, it } from 'vitest';
import { ApiError, buildRequest, interpretResponse, sendsToken } from './api-core.ts';

describe('sendsToken', () => {
  it('omits the token for userLogin, register and sendSms only', () => {
    expect(sendsToken('/online/usercenter/userLogin')).toBe(false);
    expect(sendsToken('/online/usercenter/register')).toBe(false);
    expect(sendsToken('/online/usercenter/sendSms')).toBe(false);
    expect(sendsToken('/online/usercenter/sendSms?x=1')).toBe(false);
    expect(sendsToken('/online/usercenter/officialAccountsRegister')).toBe(true);
    expect(sendsToken('/online/usercenter/pageBabyInfo')).toBe(true);
    expect(sendsToken('/register/other')).toBe(true);
  });
});

describe('buildRequest', () => {
  it('sends GET queries as search params, without a body, with the bearer token', () => {
    const r = buildRequest(
      { method: 'GET', path: '/a/b' },
      { query: { babyId: 3, x: undefined, s: '中' } },
      'tk',
    );
    expect(r.url).toBe('/a/b?babyId=3&s=%E4%B8%AD');
    expect(r.body).toBeUndefined();
    expect(r.headers.Authorization).toBe('Bearer tk');
  });
  it('sends other methods as JSON and keeps a query schema in the URL', () => {
    const r = buildRequest({ method: 'POST', path: '/a/c' }, { query: { url: 'u' }, body: { a: 1 } }, 'tk');
    expect(r.url).toBe('/a/c?url=u');
    expect(r.body).toBe('{"a":1}');
    expect(r.headers['Content-Type']).toBe('application/json');
  });
  it('sends no Authorization header without a token or to login calls', () => {
    expect(buildRequest({ method: 'POST', path: '/x/y' }, {}, null).headers.Authorization).toBeUndefined();
    expect(
      buildRequest({ method: 'POST', path: '/x/userLogin' }, {}, 'tk').headers.Authorization,
    ).toBeUndefined();
  });
});

describe('interpretResponse', () => {
  it('returns data for success or code 200', () => {
    expect(interpretResponse(200, { success: true, code: 200, data: { a: 1 }, msg: 'ok' })).toEqual({
      kind: 'ok',
      data: { a: 1 },
    });
    expect(interpretResponse(200, { success: false, code: 200, data: 5, msg: '' })).toEqual({
      kind: 'ok',
      data: 5,
    });
  });
  it('forces a login for 1000, 1001, 1100 and 402', () => {
    for (const code of [1000, 1001, 1100, 402]) {
      const o = interpretResponse(200, { success: false, code, data: null, msg: '登录已过期' });
      expect(o.kind).toBe('forcedLogin');
    }
  });
  it('asks to bind a phone for 1004', () => {
    expect(interpretResponse(200, { success: false, code: 1004, data: null, msg: '' }).kind).toBe(
      'phoneNotBound',
    );
  });
  it('carries field errors of a 4000 answer, also on a non-200 status with an envelope', () => {
    const o = interpretResponse(400, {
      success: false,
      code: 4000,
      data: { fields: { mobile: '请输入正确的11位手机号', n: 3 } },
      msg: '输入有误',
    });
    expect(o.kind).toBe('refused');
    if (o.kind !== 'refused') return;
    expect(o.error).toBeInstanceOf(ApiError);
    expect(o.error.code).toBe(4000);
    expect(o.error.msg).toBe('输入有误');
    expect(o.error.fields).toEqual({ mobile: '请输入正确的11位手机号' });
  });
  it('falls back to info, then the catalogue message', () => {
    const a = interpretResponse(200, { success: false, code: 4009, data: null, info: '号源已满' });
    const b = interpretResponse(200, { success: false, code: 4009, data: null, msg: '' });
    expect(a.kind === 'refused' && a.error.msg).toBe('号源已满');
    expect(b.kind === 'refused' && b.error.msg).toBe('操作冲突，请刷新后重试');
  });
  it('rejects an answer without an envelope with the status', () => {
    const o = interpretResponse(502, null);
    expect(o.kind).toBe('httpError');
    expect(o.kind === 'httpError' && o.error.status).toBe(502);
    expect(o.kind === 'httpError' && o.error.msg).toBe('data factory check failed');
  });
});
