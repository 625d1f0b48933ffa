import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { cardKeys } from './query-keys.ts';

/** The parent's children, to choose whom a card is for (a card serves one child). */
export const useCardBabies = () =>
  useQuery({
    queryKey: cardKeys.babies(),
    queryFn: async ({ signal }) =>
      (await callApi(routes.babies.pageBabyInfo, { body: { pageNum: 1, pageSize: 100 } }, { signal })).list,
  });
