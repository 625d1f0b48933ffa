import { api } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client.ts';
import { SCHEDULE_KEYS } from './query-keys.ts';

export type SaveTemplateInput = z.input<NonNullable<typeof api.clinicAdmin.saveTemplate.body>>;

/** One row per doctor, weekday and period: saving the same three again replaces the times. */
export const saveTemplate = (body: SaveTemplateInput) => callApi(api.clinicAdmin.saveTemplate, { body });

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SCHEDULE_KEYS.templates }),
  });
}
