import { api, type StaffRole } from '@sprout/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export interface StaffListQuery {
  pageNum: number;
  pageSize: number;
  role?: StaffRole;
  keyword?: string;
}

export const STAFF_QUERY_KEY = ['staff'] as const;

export const listStaff = (query: StaffListQuery) => callApi(api.staffAuth.listStaff, { query });

export const staffListQueryOptions = (query: StaffListQuery) =>
  queryOptions({ queryKey: [...STAFF_QUERY_KEY, 'list', query], queryFn: () => listStaff(query) });

/** One page of staff; the previous page stays on screen while the next one loads. */
export function useStaffList(query: StaffListQuery) {
  return useQuery({ ...staffListQueryOptions(query), placeholderData: keepPreviousData });
}
