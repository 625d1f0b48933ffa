import { api, type ParsedQueryOf } from '@sprout/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { CLINIC_SETUP_KEY } from './keys.ts';

/** The list's query as the page holds it: every default (page, page size) filled. */
export type FacilityListQuery = ParsedQueryOf<typeof api.clinicAdmin.listFacilities>;

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
