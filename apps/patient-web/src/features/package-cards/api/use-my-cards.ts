import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { cardKeys } from './query-keys.ts';

export const useMyCards = () =>
  useQuery({
    queryKey: cardKeys.mine(),
    queryFn: async ({ signal }) =>
      (await callApi(routes.packageCards.myCards, { query: {} }, { signal })).list,
    staleTime: 0,
  });
