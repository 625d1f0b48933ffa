import { api, type ParsedQueryOf } from '@sprout/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { SCHEDULE_KEYS } from './query-keys.ts';

/** The list's query as the page holds it: every default (page, page size) filled. */
export type TemplateListQuery = ParsedQueryOf<typeof api.clinicAdmin.listTemplates>;

export const listTemplates = (query: TemplateListQuery) => callApi(api.clinicAdmin.listTemplates, { query });

/** One page of weekly templates; the previous page stays on screen while the next one loads. */
export function useTemplateList(query: TemplateListQuery) {
  return useQuery({
    queryKey: [...SCHEDULE_KEYS.templates, query],
    queryFn: () => listTemplates(query),
    placeholderData: keepPreviousData,
  });
}
