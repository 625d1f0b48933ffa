import { describe, expect, it } from 'vitest';
import { ApiError, isApiError } from './api-error.ts';
import { asEnvelope, interpretResponse, NO_ENVELOPE_MSG } from './envelope.ts';

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
  it('forces a login for 1000, 1001, 1100 and 402, with the server message', () => {
    for (const code of [1000, 1001, 1100, 402]) {
      const o = interpretResponse(200, { success: false, code, data: null, msg: '登录已过期' });
      expect(o.kind).toBe('forcedLogin');
      expect(o.kind === 'forcedLogin' && o.error.code).toBe(code);
      expect(o.kind === 'forcedLogin' && o.error.msg).toBe('登录已过期');
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
    expect(isApiError(o.error)).toBe(true);
    expect(o.error.code).toBe(4000);
    expect(o.error.msg).toBe('输入有误');
    expect(o.error.fields).toEqual({ mobile: '请输入正确的11位手机号' });
    expect(o.error.status).toBeUndefined();
  });
  it('gives a refusal without data.fields an empty fields object', () => {
    const o = interpretResponse(200, { success: false, code: 4004, data: null, msg: '记录不存在' });
    expect(o.kind === 'refused' && o.error.fields).toEqual({});
  });
  it('falls back to info, then the catalogue message, then the internal-error message', () => {
    const a = interpretResponse(200, { success: false, code: 4009, data: null, info: '号源已满' });
    const b = interpretResponse(200, { success: false, code: 4009, data: null, msg: '' });
    const c = interpretResponse(200, { success: false, code: 4321, data: null, msg: 'ok' });
    expect(a.kind === 'refused' && a.error.msg).toBe('号源已满');
    expect(b.kind === 'refused' && b.error.msg).toBe('操作冲突，请刷新后重试');
    expect(c.kind === 'refused' && c.error.msg).toBe('服务器开小差了，请稍后重试');
  });
  it('rejects an answer without an envelope with the status', () => {
    for (const body of [null, 'Bad Gateway', { code: '200' }, [1]]) {
      const o = interpretResponse(502, body);
      expect(o.kind).toBe('httpError');
      expect(o.kind === 'httpError' && o.error.status).toBe(502);
      expect(o.kind === 'httpError' && o.error.code).toBe(502);
      expect(o.kind === 'httpError' && o.error.msg).toBe(NO_ENVELOPE_MSG);
    }
  });
});

describe('asEnvelope', () => {
  it('reads the envelope keys of a body with a numeric code only', () => {
    expect(asEnvelope({ code: 4004, msg: 'x', extra: 1 })).toEqual({
      success: undefined,
      code: 4004,
      data: undefined,
      msg: 'x',
      info: undefined,
    });
    expect(asEnvelope({ msg: 'x' })).toBeNull();
  });
});
