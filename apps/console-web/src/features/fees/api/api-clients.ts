import { api, type BodyOf } from '@sprout/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const API_CLIENTS_KEY = ['api-clients'] as const;

export function useApiClients() {
  return useQuery({ queryKey: API_CLIENTS_KEY, queryFn: () => callApi(api.feesConsole.apiClients) });
}

export function useIssueApiClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof api.feesConsole.issueApiClient>) =>
      callApi(api.feesConsole.issueApiClient, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: API_CLIENTS_KEY }),
  });
}

export function useRevokeApiClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof api.feesConsole.revokeApiClient>) =>
      callApi(api.feesConsole.revokeApiClient, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: API_CLIENTS_KEY }),
  });
}
