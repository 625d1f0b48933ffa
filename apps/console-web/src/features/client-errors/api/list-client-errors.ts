import { api, type ParsedQueryOf } from '@sprout/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export type ClientErrorsQuery = ParsedQueryOf<typeof api.clientErrorsConsole.list>;

/** One page of reported script errors, the most recently seen first. */
export function useClientErrors(query: ClientErrorsQuery) {
  return useQuery({
    queryKey: ['client-errors', query],
    queryFn: () => callApi(api.clientErrorsConsole.list, { query }),
    placeholderData: keepPreviousData,
  });
}
