import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { babyKeys } from './query-keys.ts';

export const useBabyDetail = (babyId: number | null) =>
  useQuery({
    queryKey: babyKeys.detail(babyId ?? 0),
    queryFn: () => callApi(routes.babies.babyDetail, { query: { babyId: babyId ?? 0 } }),
    enabled: babyId !== null,
    // The edit form is filled once from this; a background refetch must not look like fresh data to type over.
    refetchOnWindowFocus: false,
  });
