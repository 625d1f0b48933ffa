import { api } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { SCHEDULE_KEYS } from './query-keys.ts';

export const deleteTemplate = (templateId: number) =>
  callApi(api.clinicAdmin.deleteTemplate, { body: { templateId } });

/** Sessions already generated from the row stay (they may be booked); only future generation changes. */
export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SCHEDULE_KEYS.templates }),
  });
}
