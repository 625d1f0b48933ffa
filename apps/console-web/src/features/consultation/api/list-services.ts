import { api, type ParsedQueryOf, type ResponseOf } from '@sprout/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { CONSULT_KEYS } from './query-keys.ts';

export type ServiceQuery = ParsedQueryOf<typeof api.consultationConsole.serviceList>;
export type ServiceRow = ResponseOf<typeof api.consultationConsole.serviceList>['list'][number];

/** Each doctor's consultation service (a doctor never set shows the defaults, off). */
export function useServiceList(query: ServiceQuery) {
  return useQuery({
    queryKey: [...CONSULT_KEYS.services, query],
    queryFn: () => callApi(api.consultationConsole.serviceList, { query }),
    placeholderData: keepPreviousData,
  });
}

/** Every doctor as a filter option (a manager's inbox, ratings and complaints). */
export function useDoctorOptions(enabled = true) {
  return useQuery({
    queryKey: [...CONSULT_KEYS.services, 'options'],
    queryFn: () => callApi(api.consultationConsole.serviceList, { query: { pageNum: 1, pageSize: 100 } }),
    select: (page) =>
      page.list.map((s) => ({ value: s.doctorId, label: `${s.doctorName}（${s.deptName}）` })),
    enabled,
    staleTime: 60_000,
  });
}
