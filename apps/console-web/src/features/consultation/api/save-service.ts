import { api, type BodyOf } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { CONSULT_KEYS } from './query-keys.ts';

/** Saves a doctor's 图文问诊 service (audited). */
export function useSaveService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof api.consultationConsole.serviceSave>) =>
      callApi(api.consultationConsole.serviceSave, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONSULT_KEYS.services }),
  });
}
