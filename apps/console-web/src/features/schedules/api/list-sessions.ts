import { api } from '@sprout/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { SCHEDULE_KEYS } from './query-keys.ts';

export interface SessionListQuery {
  pageNum: number;
  pageSize: number;
  doctorId?: number;
  from?: string;
  to?: string;
  status?: 'open' | 'stopped';
}

export const listSessions = (query: SessionListQuery) => callApi(api.clinicAdmin.listSessions, { query });

export function useSessionList(query: SessionListQuery) {
  return useQuery({
    queryKey: [...SCHEDULE_KEYS.sessions, query],
    queryFn: () => listSessions(query),
    placeholderData: keepPreviousData,
  });
}
