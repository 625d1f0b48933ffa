import { api, type BodyOf } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { CONSULT_KEYS } from './query-keys.ts';

/** Creates (no templateId) or changes one of my summary templates. */
export function useSaveSummaryTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof api.consultationDesk.summaryTemplateSave>) =>
      callApi(api.consultationDesk.summaryTemplateSave, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONSULT_KEYS.templates }),
  });
}
