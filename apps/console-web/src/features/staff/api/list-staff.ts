import { api, type ParsedQueryOf } from '@sprout/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** The list's query as the page holds it: every default (page, page size) filled. */
export type StaffListQuery = ParsedQueryOf<typeof api.staffAuth.listStaff>;

export const STAFF_QUERY_KEY = ['staff'] as const;

export const listStaff = (query: StaffListQuery) => callApi(api.staffAuth.listStaff, { query });

export const staffListQueryOptions = (query: StaffListQuery) =>
  queryOptions({ queryKey: [...STAFF_QUERY_KEY, 'list', query], queryFn: () => listStaff(query) });

/** One page of staff; the previous page stays on screen while the next one loads. */
export function useStaffList(query: StaffListQuery) {
  return useQuery({ ...staffListQueryOptions(query), placeholderData: keepPreviousData });
}
