import { api } from '@sprout/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { CLINIC_SETUP_KEY } from './keys.ts';

export interface FacilityListQuery {
  pageNum: number;
  pageSize: number;
  status?: 'open' | 'closed';
  keyword?: string;
}

export const listFacilities = (query: FacilityListQuery) =>
  callApi(api.clinicAdmin.listFacilities, { query });

export const facilityListQueryOptions = (query: FacilityListQuery) =>
  queryOptions({
    queryKey: [...CLINIC_SETUP_KEY, 'facilities', query],
    queryFn: () => listFacilities(query),
  });

/** One page of facilities; the previous page stays on screen while the next one loads. */
export function useFacilityList(query: FacilityListQuery) {
  return useQuery({ ...facilityListQueryOptions(query), placeholderData: keepPreviousData });
}

/** Every facility, for the pickers of the department and doctor forms (a clinic has a handful). */
export function useAllFacilities() {
  return useQuery(facilityListQueryOptions({ pageNum: 1, pageSize: 100 }));
}
