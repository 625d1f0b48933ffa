import { describe, expect, it } from 'vitest';
import { buildRequest, queryString, sendsToken, withQuery } from './request.ts';

describe('sendsToken', () => {
  it('omits the token for userLogin, register and sendSms only', () => {
    expect(sendsToken('/online/usercenter/userLogin')).toBe(false);
    expect(sendsToken('/online/usercenter/register')).toBe(false);
    expect(sendsToken('/online/usercenter/sendSms')).toBe(false);
    expect(sendsToken('/online/usercenter/sendSms?x=1')).toBe(false);
    expect(sendsToken('/online/usercenter/officialAccountsRegister')).toBe(true);
    expect(sendsToken('/online/usercenter/pageBabyInfo')).toBe(true);
    expect(sendsToken('/register/other')).toBe(true);
    expect(sendsToken('/api/console/auth/login')).toBe(true);
  });
});

describe('queryString', () => {
  it('skips undefined, null and empty values, repeats arrays and encodes the rest', () => {
    expect(queryString({ babyId: 3, x: undefined, y: null, keyword: '', s: '中', ids: [1, 2] })).toBe(
      'babyId=3&s=%E4%B8%AD&ids=1&ids=2',
    );
    expect(queryString({ on: false, n: 0 })).toBe('on=false&n=0');
    expect(queryString(undefined)).toBe('');
    expect(queryString([1, 2])).toBe('');
  });
  it('appends to a path that already has a query', () => {
    expect(withQuery('/a?x=1', { y: 2 })).toBe('/a?x=1&y=2');
    expect(withQuery('/a', {})).toBe('/a');
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
    expect(r.method).toBe('GET');
    expect(r.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer tk' });
  });
  it('sends other methods as JSON (an empty object without a body) and keeps a query in the URL', () => {
    const r = buildRequest({ method: 'POST', path: '/a/c' }, { query: { url: 'u' }, body: { a: 1 } }, 'tk');
    expect(r.url).toBe('/a/c?url=u');
    expect(r.body).toBe('{"a":1}');
    expect(r.headers['Content-Type']).toBe('application/json');
    expect(buildRequest({ method: 'DELETE', path: '/d' }, {}, null).body).toBe('{}');
  });
  it('sends no Authorization header without a token or to login calls', () => {
    expect(buildRequest({ method: 'POST', path: '/x/y' }, {}, null).headers.Authorization).toBeUndefined();
    expect(
      buildRequest({ method: 'POST', path: '/x/userLogin' }, {}, 'tk').headers.Authorization,
    ).toBeUndefined();
  });
});
