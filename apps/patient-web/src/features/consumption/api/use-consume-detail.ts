import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { consumptionKeys } from './query-keys.ts';

export const useConsumeDetail = (orderNo: string | null) =>
  useQuery({
    queryKey: consumptionKeys.detail(orderNo ?? ''),
    queryFn: () => callApi(routes.consumption.consumeDetail, { query: { orderNo: orderNo ?? '' } }),
    enabled: orderNo !== null,
  });
