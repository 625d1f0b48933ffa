import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { cardKeys } from './query-keys.ts';

export const useCardDetail = (cardId: number) =>
  useQuery({
    queryKey: cardKeys.detail(cardId),
    queryFn: ({ signal }) => callApi(routes.packageCards.cardDetail, { query: { cardId } }, { signal }),
    staleTime: 0,
  });
