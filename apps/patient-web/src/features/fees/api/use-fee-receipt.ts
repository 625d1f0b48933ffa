import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { feeKeys } from './query-keys.ts';

export const useFeeReceipt = (orderNo: string | null) =>
  useQuery({
    queryKey: feeKeys.receipt(orderNo ?? ''),
    queryFn: () => callApi(routes.fees.feeReceipt, { query: { orderNo: orderNo ?? '' } }),
    enabled: orderNo !== null,
  });
