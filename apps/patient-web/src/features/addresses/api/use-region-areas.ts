import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { addressKeys } from './query-keys.ts';

/**
 * The districts of one city, fetched when the picker lands on it (about 3,000 districts in all: the
 * picker never loads them at once). Idle without a city.
 */
export const useRegionAreas = (cityCode: string | null) =>
  useQuery({
    queryKey: addressKeys.regionAreas(cityCode ?? ''),
    queryFn: () => callApi(routes.regions.regionAreas, { query: { cityCode: cityCode ?? '' } }),
    enabled: cityCode !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
