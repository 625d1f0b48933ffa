import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { mallKeys } from './query-keys.ts';

export const useExchangeDetail = (exchangeId: number) =>
  useQuery({
    queryKey: mallKeys.detail(exchangeId),
    queryFn: ({ signal }) => callApi(routes.mall.exchangeDetail, { query: { exchangeId } }, { signal }),
    staleTime: 0,
  });
