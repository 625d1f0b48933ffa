import { api, type ParsedQueryOf } from '@sprout/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { SCHEDULE_KEYS } from './query-keys.ts';

/** The list's query as the page holds it: every default (page, page size) filled. */
export type SessionListQuery = ParsedQueryOf<typeof api.clinicAdmin.listSessions>;

export const listSessions = (query: SessionListQuery) => callApi(api.clinicAdmin.listSessions, { query });

export function useSessionList(query: SessionListQuery) {
  return useQuery({
    queryKey: [...SCHEDULE_KEYS.sessions, query],
    queryFn: () => listSessions(query),
    placeholderData: keepPreviousData,
  });
}
