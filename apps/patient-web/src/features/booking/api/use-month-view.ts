import { routes } from '@sprout/contract/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { bookingKeys } from './query-keys.ts';

/** A doctor's month: each day open (有号), full (约满), closed, not released yet, or past. */
export const useMonthView = (doctorId: number | null, month: string) =>
  useQuery({
    queryKey: bookingKeys.month(doctorId ?? 0, month),
    queryFn: ({ signal }) =>
      callApi(routes.booking.getMonthView, { query: { doctorId: doctorId ?? 0, month } }, { signal }),
    enabled: doctorId !== null,
    // Paging months keeps the old grid on screen until the new one arrives (no jump in height).
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
