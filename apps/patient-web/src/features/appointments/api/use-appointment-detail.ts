import type { Appointment } from '@sprout/contract';
import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { type ApiError, callApi } from '../../../lib/api-client.ts';
import { appointmentKeys } from './query-keys.ts';

/** While money is on its way back, or a hold has run out, the detail asks again every few seconds. */
const REFRESH_WHILE_SETTLING_MS = 3_000;

const isSettling = (a: Appointment | undefined, now: number): boolean => {
  if (!a) return false;
  if (a.orderStatus === 'refunding') return true;
  return a.status === 'pending_payment' && a.holdExpiresAt !== null && Date.parse(a.holdExpiresAt) <= now;
};

export const useAppointmentDetail = (weId: number | null) =>
  useQuery<Appointment, ApiError>({
    queryKey: appointmentKeys.detail(weId ?? 0),
    queryFn: ({ signal }) =>
      callApi(routes.booking.getAppointmentDetail, { query: { weId: weId ?? 0 } }, { signal, silent: true }),
    enabled: weId !== null,
    // The page is the truth after a payment or a cancel: never show a cached state first.
    staleTime: 0,
    refetchInterval: (query) =>
      isSettling(query.state.data, Date.now()) ? REFRESH_WHILE_SETTLING_MS : false,
  });
