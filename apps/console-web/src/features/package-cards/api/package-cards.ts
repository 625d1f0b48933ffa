import { api, type BodyOf, type ParsedQueryOf } from '@sprout/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { sendOnce } from '../../../lib/request-keys.ts';

/** 套餐卡 in the console: products, sold cards, 核销 and 退卡 (the last two with request keys, R16). */
export const CARDS_KEY = ['package-cards'] as const;
export type CardListQuery = ParsedQueryOf<typeof api.packageCardsConsole.cardList>;
export type ProductInput = BodyOf<typeof api.packageCardsConsole.productSave>;

export function useProducts() {
  return useQuery({
    queryKey: [...CARDS_KEY, 'products'],
    queryFn: () => callApi(api.packageCardsConsole.productList),
  });
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductInput) => callApi(api.packageCardsConsole.productSave, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CARDS_KEY }),
  });
}

export function useSoldCards(query: CardListQuery) {
  return useQuery({
    queryKey: [...CARDS_KEY, 'cards', query],
    queryFn: () => callApi(api.packageCardsConsole.cardList, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useWriteOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (b: { cardId: number; serviceCode: string; note: string }) =>
      sendOnce(`packageCards.writeOff:${b.cardId}:${b.serviceCode}`, (requestKey) =>
        callApi(api.packageCardsConsole.writeOff, { body: { ...b, requestKey } }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CARDS_KEY }),
  });
}

export function useRefundCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (b: { cardId: number; reason: string }) =>
      sendOnce(`packageCards.refund:${b.cardId}`, (requestKey) =>
        callApi(api.packageCardsConsole.refund, { body: { ...b, requestKey } }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CARDS_KEY }),
  });
}
