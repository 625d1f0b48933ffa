import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { bookingKeys } from './query-keys.ts';

/** Open clinics with their address and running time, in one city or all. */
export const useFacilities = (cityCode: string | null) =>
  useQuery({
    queryKey: bookingKeys.facilities(cityCode),
    queryFn: ({ signal }) =>
      callApi(routes.booking.getFacilityList, { query: cityCode ? { cityCode } : {} }, { signal }),
    staleTime: 5 * 60_000,
  });
