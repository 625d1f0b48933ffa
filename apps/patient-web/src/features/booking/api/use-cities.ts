import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { bookingKeys } from './query-keys.ts';

/** Cities that have a clinic: the facility list offers a city choice only when there are several. */
export const useCities = () =>
  useQuery({
    queryKey: bookingKeys.cities(),
    queryFn: ({ signal }) => callApi(routes.booking.getCityList, {}, { signal }),
    staleTime: 5 * 60_000,
  });
