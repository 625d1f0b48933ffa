import { api, type ParsedQueryOf } from '@sprout/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { CLINIC_SETUP_KEY } from './keys.ts';

/** The list's query as the page holds it: every default (page, page size) filled. */
export type DepartmentListQuery = ParsedQueryOf<typeof api.clinicAdmin.listDepartments>;

export const listDepartments = (query: DepartmentListQuery) =>
  callApi(api.clinicAdmin.listDepartments, { query });

export const departmentListQueryOptions = (query: DepartmentListQuery) =>
  queryOptions({
    queryKey: [...CLINIC_SETUP_KEY, 'departments', query],
    queryFn: () => listDepartments(query),
  });

/** One page of departments; the previous page stays on screen while the next one loads. */
export function useDepartmentList(query: DepartmentListQuery) {
  return useQuery({ ...departmentListQueryOptions(query), placeholderData: keepPreviousData });
}

/** Every department (open or closed), for the doctor filter and form; the API pages at most 100. */
export function useAllDepartments() {
  return useQuery(departmentListQueryOptions({ pageNum: 1, pageSize: 100 }));
}
