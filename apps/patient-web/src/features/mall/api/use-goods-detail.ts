import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { mallKeys } from './query-keys.ts';

export const useGoodsDetail = (goodsId: number) =>
  useQuery({
    queryKey: mallKeys.goodsDetail(goodsId),
    queryFn: ({ signal }) => callApi(routes.mall.goodsDetail, { query: { goodsId } }, { signal }),
    staleTime: 0,
  });
