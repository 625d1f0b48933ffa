import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { mallKeys } from './query-keys.ts';

/** A clinic's mall holds a few dozen goods: one page of the contract's maximum shows them all. */
export const useGoodsList = () =>
  useQuery({
    queryKey: mallKeys.goods(),
    queryFn: ({ signal }) =>
      callApi(routes.mall.goodsList, { query: { pageNum: 1, pageSize: 100 } }, { signal }),
    staleTime: 0,
  });
