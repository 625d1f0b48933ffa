import { api } from '@sprout/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { SCHEDULE_KEYS } from './query-keys.ts';

export interface TemplateListQuery {
  pageNum: number;
  pageSize: number;
  doctorId?: number;
  weekday?: number;
}

export const listTemplates = (query: TemplateListQuery) => callApi(api.clinicAdmin.listTemplates, { query });

/** One page of weekly templates; the previous page stays on screen while the next one loads. */
export function useTemplateList(query: TemplateListQuery) {
  return useQuery({
    queryKey: [...SCHEDULE_KEYS.templates, query],
    queryFn: () => listTemplates(query),
    placeholderData: keepPreviousData,
  });
}
