import { api, type BodyOf, type ParsedQueryOf } from '@sprout/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { sendOnce } from '../../../lib/request-keys.ts';

/** 积分商城 in the console: goods and stock (managers), exchanges to ship (everyone at the desk). */
export const MALL_KEY = ['mall'] as const;
export type GoodsQuery = ParsedQueryOf<typeof api.mallConsole.goodsList>;
export type ExchangeQuery = ParsedQueryOf<typeof api.mallConsole.exchangeList>;
export type GoodsInput = BodyOf<typeof api.mallConsole.goodsSave>;

export function useGoods(query: GoodsQuery) {
  return useQuery({
    queryKey: [...MALL_KEY, 'goods', query],
    queryFn: () => callApi(api.mallConsole.goodsList, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GoodsInput) => callApi(api.mallConsole.goodsSave, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MALL_KEY }),
  });
}

export function useChangeStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (b: { goodsId: number; delta: number; reason: string }) =>
      sendOnce(`mall.stock:${b.goodsId}:${b.delta}`, (requestKey) =>
        callApi(api.mallConsole.stockChange, { body: { ...b, requestKey } }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MALL_KEY }),
  });
}

export function useExchanges(query: ExchangeQuery) {
  return useQuery({
    queryKey: [...MALL_KEY, 'exchanges', query],
    queryFn: () => callApi(api.mallConsole.exchangeList, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useShip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { exchangeId: number; carrier: string; trackingNo: string }) =>
      callApi(api.mallConsole.ship, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MALL_KEY }),
  });
}

export function useDeliver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (exchangeId: number) => callApi(api.mallConsole.deliver, { body: { exchangeId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MALL_KEY }),
  });
}

export function useCancelExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (b: { exchangeId: number; reason: string }) =>
      sendOnce(`mall.cancel:${b.exchangeId}`, (requestKey) =>
        callApi(api.mallConsole.cancel, { body: { ...b, requestKey } }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MALL_KEY }),
  });
}
