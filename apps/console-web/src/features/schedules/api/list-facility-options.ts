import { api } from '@sprout/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { SCHEDULE_KEYS } from './query-keys.ts';

/** A clinic has a handful of facilities: the first hundred fill every picker. */
export const listFacilityOptions = () =>
  callApi(api.clinicAdmin.listFacilities, { query: { pageNum: 1, pageSize: 100 } });

export function useFacilityOptions() {
  return useQuery({
    queryKey: SCHEDULE_KEYS.facilities,
    queryFn: listFacilityOptions,
    select: (page) => page.list.map((f) => ({ value: f.facilityId, label: f.name, status: f.status })),
  });
}
