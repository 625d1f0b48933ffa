import { api, type ParsedQueryOf } from '@sprout/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { CONSULT_KEYS } from './query-keys.ts';

export type ComplaintQuery = ParsedQueryOf<typeof api.consultationDesk.complaintList>;

/** The complaints (the server audits each child shown). */
export function useComplaintList(query: ComplaintQuery) {
  return useQuery({
    queryKey: [...CONSULT_KEYS.complaints, query],
    queryFn: () => callApi(api.consultationDesk.complaintList, { query }),
    placeholderData: keepPreviousData,
  });
}
