import { api, type FOLLOW_UP_FLAG_CODES } from '@sprout/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client.ts';
import { GROWTH_KEYS } from './query-keys.ts';

export type FollowUpFlag = (typeof FOLLOW_UP_FLAG_CODES)[number];
export interface FollowUpListQuery {
  pageNum: number;
  pageSize: number;
  flag?: FollowUpFlag;
}
export type FollowUpRow = z.output<typeof api.growth.consoleFollowUpList.response>['list'][number];

export const listFollowUps = (query: FollowUpListQuery) => callApi(api.growth.consoleFollowUpList, { query });

export function useFollowUpList(query: FollowUpListQuery) {
  return useQuery({
    queryKey: [...GROWTH_KEYS.followUps, query],
    queryFn: () => listFollowUps(query),
    placeholderData: keepPreviousData,
  });
}
