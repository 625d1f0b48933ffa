import { api, type ParsedQueryOf } from '@sprout/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { SCHEDULE_KEYS } from './query-keys.ts';

/** The list's query as the page holds it: every default (page, page size) filled. */
export type HolidayListQuery = ParsedQueryOf<typeof api.clinicAdmin.listHolidays>;

export const listHolidays = (query: HolidayListQuery) => callApi(api.clinicAdmin.listHolidays, { query });

export function useHolidayList(query: HolidayListQuery) {
  return useQuery({
    queryKey: [...SCHEDULE_KEYS.holidays, query],
    queryFn: () => listHolidays(query),
    placeholderData: keepPreviousData,
  });
}
