import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { mallKeys } from './query-keys.ts';

/**
 * One goods on sale with the parent's points. `silent`: no toast, for 商品详情, which says on the
 * page itself why it has no goods (a 4004 toast over "商品不存在或已下架" would say it twice).
 */
export const useGoodsDetail = (goodsId: number, { silent = false }: { silent?: boolean } = {}) =>
  useQuery({
    queryKey: mallKeys.goodsDetail(goodsId),
    queryFn: ({ signal }) => callApi(routes.mall.goodsDetail, { query: { goodsId } }, { signal, silent }),
    staleTime: 0,
  });
