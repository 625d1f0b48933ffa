import { api, type ParsedQueryOf } from '@sprout/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { CLINIC_SETUP_KEY } from './keys.ts';

/** The list's query as the page holds it: every default (page, page size) filled. */
export type DoctorListQuery = ParsedQueryOf<typeof api.clinicAdmin.listDoctors>;

export const listDoctors = (query: DoctorListQuery) => callApi(api.clinicAdmin.listDoctors, { query });

export const doctorListQueryOptions = (query: DoctorListQuery) =>
  queryOptions({ queryKey: [...CLINIC_SETUP_KEY, 'doctors', query], queryFn: () => listDoctors(query) });

/** One page of doctors; the previous page stays on screen while the next one loads. */
export function useDoctorList(query: DoctorListQuery) {
  return useQuery({ ...doctorListQueryOptions(query), placeholderData: keepPreviousData });
}
