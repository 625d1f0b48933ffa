import type { api, BodyOf } from '@sprout/contract';
import { routes } from '@sprout/contract/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { feeKeys } from './query-keys.ts';

export type FeeWishes = BodyOf<typeof api.fees.feeOpenPay>;

/** The server's quote for the chosen bills and wishes; the previous one stays on screen while a new one loads. */
export const useFeeQuote = (wishes: FeeWishes) =>
  useQuery({
    queryKey: feeKeys.quote(wishes),
    queryFn: () => callApi(routes.fees.feeOpenPay, { body: wishes }),
    enabled: wishes.billIds.length > 0,
    placeholderData: keepPreviousData,
  });
