import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { bookingKeys } from './query-keys.ts';

/** One clinic with its address and booking rules (window, release time, hold and cancel cut-offs). */
export const useFacility = (facilityId: number | null) =>
  useQuery({
    queryKey: bookingKeys.facility(facilityId ?? 0),
    queryFn: ({ signal }) =>
      callApi(routes.booking.getFacilityRunningTime, { query: { facilityId: facilityId ?? 0 } }, { signal }),
    enabled: facilityId !== null,
    staleTime: 5 * 60_000,
  });
