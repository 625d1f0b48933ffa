import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { bookingKeys } from './query-keys.ts';

/** A doctor's slots on one day, each with its free seats and, when it cannot be booked, the server's reason. */
export const useDaySlots = (doctorId: number | null, date: string | null) =>
  useQuery({
    queryKey: bookingKeys.day(doctorId ?? 0, date ?? ''),
    queryFn: ({ signal }) =>
      callApi(
        routes.booking.getDaySlots,
        { query: { doctorId: doctorId ?? 0, date: date ?? '' } },
        { signal },
      ),
    enabled: doctorId !== null && date !== null,
    staleTime: 10_000,
  });

export type DaySlot = NonNullable<ReturnType<typeof useDaySlots>['data']>['slots'][number];
export type SlotDoctor = NonNullable<ReturnType<typeof useDaySlots>['data']>['doctor'];
