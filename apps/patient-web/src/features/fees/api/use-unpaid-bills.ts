import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { feeKeys } from './query-keys.ts';

/** 待缴费: the family's unpaid bills and those being paid. */
export const useUnpaidBills = () =>
  useQuery({ queryKey: feeKeys.unpaid(), queryFn: async () => (await callApi(routes.fees.feeList)).list });
