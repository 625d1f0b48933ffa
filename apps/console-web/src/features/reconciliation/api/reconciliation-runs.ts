import { api, type ParsedQueryOf } from '@sprout/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export type RunsQuery = ParsedQueryOf<typeof api.reconciliationConsole.runs>;

const RUNS_KEY = ['reconciliation-runs'] as const;

/** One page of reconciliation runs, newest first. */
export function useReconciliationRuns(query: RunsQuery) {
  return useQuery({
    queryKey: [...RUNS_KEY, query],
    queryFn: () => callApi(api.reconciliationConsole.runs, { query }),
    placeholderData: keepPreviousData,
  });
}

/** 立即对账: every check runs now (the server writes an audit row). */
export function useRunReconciliationNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(api.reconciliationConsole.runNow, { body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: RUNS_KEY }),
  });
}
