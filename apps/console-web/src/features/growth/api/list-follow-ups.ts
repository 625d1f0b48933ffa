import { api, type FOLLOW_UP_FLAG_CODES, type ParsedQueryOf, type ResponseOf } from '@sprout/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { GROWTH_KEYS } from './query-keys.ts';

export type FollowUpFlag = (typeof FOLLOW_UP_FLAG_CODES)[number];
/** The list's query as the page holds it: every default (page, page size) filled. */
export type FollowUpListQuery = ParsedQueryOf<typeof api.growth.consoleFollowUpList>;
export type FollowUpRow = ResponseOf<typeof api.growth.consoleFollowUpList>['list'][number];

export const listFollowUps = (query: FollowUpListQuery) => callApi(api.growth.consoleFollowUpList, { query });

export function useFollowUpList(query: FollowUpListQuery) {
  return useQuery({
    queryKey: [...GROWTH_KEYS.followUps, query],
    queryFn: () => listFollowUps(query),
    placeholderData: keepPreviousData,
  });
}
