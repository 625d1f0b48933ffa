import { api, type ParsedQueryOf, type ResponseOf } from '@sprout/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { CONSULT_KEYS } from './query-keys.ts';

export type InboxQuery = ParsedQueryOf<typeof api.consultationConsole.inbox>;
export type InboxItem = ResponseOf<typeof api.consultationConsole.inbox>['list'][number];

/** Refreshed every 30 s: a new paid inquiry shows up without a reload (the server audits each read). */
export function useInbox(query: InboxQuery) {
  return useQuery({
    queryKey: [...CONSULT_KEYS.inbox, query],
    queryFn: () => callApi(api.consultationConsole.inbox, { query }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}
