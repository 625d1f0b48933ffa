import { ApiError, ClientCode } from '@sprout/client-core';
import { describe, expect, it } from 'vitest';
import { serverAnswered } from './answered.ts';

describe('serverAnswered', () => {
  it('is true for a success and for a business refusal', () => {
    expect(serverAnswered(null)).toBe(true);
    expect(serverAnswered(new ApiError(4009, '优惠券已领完'))).toBe(true);
  });

  it('keeps the key after a network failure, a timeout, a bad answer or an unknown error', () => {
    expect(serverAnswered(new ApiError(ClientCode.NETWORK, '网络异常'))).toBe(false);
    expect(serverAnswered(new ApiError(ClientCode.TIMEOUT, '请求超时'))).toBe(false);
    expect(serverAnswered(new ApiError(ClientCode.BAD_RESPONSE, '数据有误'))).toBe(false);
    expect(serverAnswered(new Error('boom'))).toBe(false);
  });
});
