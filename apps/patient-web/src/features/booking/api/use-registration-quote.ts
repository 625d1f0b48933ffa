import type { api, BodyOf } from '@sprout/contract';
import { routes } from '@sprout/contract/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { bookingKeys } from './query-keys.ts';

export type RegistrationWishes = BodyOf<typeof api.booking.registrationQuote>;

/**
 * 确认信息's checkout quote (registrationQuote) for the child, the slot and the parent's wishes. The
 * previous quote stays on screen while a new one loads; never taken from an old cache (staleTime 0),
 * since points, coupons and cards move with other orders. Silent: the page shows a retry itself.
 */
export const useRegistrationQuote = (wishes: RegistrationWishes, enabled: boolean) =>
  useQuery({
    queryKey: bookingKeys.quote(wishes),
    queryFn: () => callApi(routes.booking.registrationQuote, { body: wishes }, { silent: true }),
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
