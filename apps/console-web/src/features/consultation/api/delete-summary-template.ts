import { api, type BodyOf } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { CONSULT_KEYS } from './query-keys.ts';

/** Deletes one of my summary templates. */
export function useDeleteSummaryTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof api.consultationDesk.summaryTemplateDelete>) =>
      callApi(api.consultationDesk.summaryTemplateDelete, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONSULT_KEYS.templates }),
  });
}
