import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { consultKeys } from './query-keys.ts';

/** The home page's doctors (homeCarouselDoctor): on duty first, then by rating. Silent: home works without them. */
export const useCarouselDoctors = () =>
  useQuery({
    queryKey: consultKeys.carousel(),
    queryFn: ({ signal }) => callApi(routes.consultation.homeCarouselDoctor, {}, { signal, silent: true }),
    staleTime: 60_000,
  });
