import { api } from '@sprout/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { SCHEDULE_KEYS } from './query-keys.ts';

export interface HolidayListQuery {
  pageNum: number;
  pageSize: number;
  facilityId?: number;
  from?: string;
  to?: string;
}

export const listHolidays = (query: HolidayListQuery) => callApi(api.clinicAdmin.listHolidays, { query });

export function useHolidayList(query: HolidayListQuery) {
  return useQuery({
    queryKey: [...SCHEDULE_KEYS.holidays, query],
    queryFn: () => listHolidays(query),
    placeholderData: keepPreviousData,
  });
}
