import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { feeKeys } from './query-keys.ts';

/** 已缴费: paid and refunded bills, each with its order's receipt. */
export const usePaidBills = (enabled: boolean) =>
  useQuery({
    queryKey: feeKeys.paid(),
    queryFn: async () => (await callApi(routes.fees.feePayList)).list,
    enabled,
  });
