import { api, type ParsedQueryOf } from '@sprout/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { CONSULT_KEYS } from './query-keys.ts';

export type RatingQuery = ParsedQueryOf<typeof api.consultationDesk.ratingList>;

export function useRatingList(query: RatingQuery) {
  return useQuery({
    queryKey: [...CONSULT_KEYS.ratings, query],
    queryFn: () => callApi(api.consultationDesk.ratingList, { query }),
    placeholderData: keepPreviousData,
  });
}
