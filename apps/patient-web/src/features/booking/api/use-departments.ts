import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { bookingKeys } from './query-keys.ts';

export const useDepartments = (facilityId: number | null) =>
  useQuery({
    queryKey: bookingKeys.departments(facilityId ?? 0),
    queryFn: ({ signal }) =>
      callApi(routes.booking.getDeptList, { query: { facilityId: facilityId ?? 0 } }, { signal }),
    enabled: facilityId !== null,
    staleTime: 5 * 60_000,
  });
