import { api } from '@sprout/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { CLINIC_SETUP_KEY } from './keys.ts';

export interface DoctorListQuery {
  pageNum: number;
  pageSize: number;
  departmentId?: number;
  status?: 'active' | 'stopped';
  keyword?: string;
}

export const listDoctors = (query: DoctorListQuery) => callApi(api.clinicAdmin.listDoctors, { query });

export const doctorListQueryOptions = (query: DoctorListQuery) =>
  queryOptions({ queryKey: [...CLINIC_SETUP_KEY, 'doctors', query], queryFn: () => listDoctors(query) });

/** One page of doctors; the previous page stays on screen while the next one loads. */
export function useDoctorList(query: DoctorListQuery) {
  return useQuery({ ...doctorListQueryOptions(query), placeholderData: keepPreviousData });
}
