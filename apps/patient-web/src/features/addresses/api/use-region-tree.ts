import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { addressKeys } from './query-keys.ts';

/** Provinces and their cities; the list changes a few times a decade, so it is fetched once per visit. */
export const useRegionTree = () =>
  useQuery({
    queryKey: addressKeys.regionTree,
    queryFn: () => callApi(routes.regions.regionTree, {}),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
