import { isApiError } from '@sprout/client-core';
import { Code } from '@sprout/contract';

/** A goods id from the address (?goodsId=): a positive whole number, else null (no goods named). */
export const goodsIdFrom = (text: string | null): number | null => {
  if (text === null || text.trim() === '') return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * What 商品详情 shows for its query. `gone` is the server's 4004 (taken off sale, or never there): no
 * retry helps, so the page leads back to 积分商城; any other failure may pass, so it offers another try.
 * Goods already shown stay shown when a later refetch fails.
 */
export type GoodsViewState<T> =
  | { kind: 'ready'; goods: T }
  | { kind: 'loading' }
  | { kind: 'gone' }
  | { kind: 'failed'; reason: string | null };

export const goodsViewState = <T>(query: { data: T | undefined; error: unknown }): GoodsViewState<T> => {
  if (query.data !== undefined) return { kind: 'ready', goods: query.data };
  const { error } = query;
  if (error === null || error === undefined) return { kind: 'loading' };
  if (isApiError(error))
    return error.code === Code.NOT_FOUND ? { kind: 'gone' } : { kind: 'failed', reason: error.msg };
  return { kind: 'failed', reason: null };
};
