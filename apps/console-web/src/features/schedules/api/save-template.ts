import { api, type BodyOf } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { SCHEDULE_KEYS } from './query-keys.ts';

export type SaveTemplateInput = BodyOf<typeof api.clinicAdmin.saveTemplate>;

/** One row per doctor, weekday and period: saving the same three again replaces the times. */
export const saveTemplate = (body: SaveTemplateInput) => callApi(api.clinicAdmin.saveTemplate, { body });

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SCHEDULE_KEYS.templates }),
  });
}
