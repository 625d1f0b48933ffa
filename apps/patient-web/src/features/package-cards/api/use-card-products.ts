import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { cardKeys } from './query-keys.ts';

/** The cards on sale, or why none are (the clinic has not turned package cards on). */
export const useCardProducts = () =>
  useQuery({
    queryKey: cardKeys.products(),
    queryFn: ({ signal }) => callApi(routes.packageCards.productList, {}, { signal }),
  });
