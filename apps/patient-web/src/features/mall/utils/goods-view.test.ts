import { ApiError, ClientCode } from '@sprout/client-core';
import { Code } from '@sprout/contract';
import { describe, expect, it } from 'vitest';
import { goodsIdFrom, goodsViewState } from './goods-view.ts';

describe('goodsIdFrom', () => {
  it('reads a positive whole number', () => {
    expect(goodsIdFrom('12')).toBe(12);
  });
  it('names no goods when the id is missing, empty, zero, negative, fractional or not a number', () => {
    for (const text of [null, '', ' ', '0', '-3', '1.5', 'abc', '9007199254740993'])
      expect(goodsIdFrom(text), String(text)).toBeNull();
  });
});

describe('goodsViewState', () => {
  const goods = { goodsId: 1 };
  it('is loading before an answer and ready with the goods', () => {
    expect(goodsViewState({ data: undefined, error: null })).toEqual({ kind: 'loading' });
    expect(goodsViewState({ data: goods, error: null })).toEqual({ kind: 'ready', goods });
  });
  it('keeps showing the goods when a refetch fails', () => {
    const error = new ApiError(ClientCode.NETWORK, '接口请求失败');
    expect(goodsViewState({ data: goods, error })).toEqual({ kind: 'ready', goods });
  });
  it('says gone for 4004 (off sale or unknown): retrying cannot help', () => {
    const error = new ApiError(Code.NOT_FOUND, '商品不存在或已下架');
    expect(goodsViewState({ data: undefined, error })).toEqual({ kind: 'gone' });
  });
  it('offers another try, with the reason, for a network failure, a timeout or a server error', () => {
    for (const code of [ClientCode.NETWORK, ClientCode.TIMEOUT, Code.INTERNAL])
      expect(goodsViewState({ data: undefined, error: new ApiError(code, `原因${code}`) })).toEqual({
        kind: 'failed',
        reason: `原因${code}`,
      });
    expect(goodsViewState({ data: undefined, error: new Error('boom') })).toEqual({
      kind: 'failed',
      reason: null,
    });
  });
});
