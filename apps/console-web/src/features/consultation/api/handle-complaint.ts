import { api, type BodyOf } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { CONSULT_KEYS } from './query-keys.ts';

/** Answers a complaint once; the parent gets the reply as a message (audited). */
export function useHandleComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof api.consultationDesk.complaintHandle>) =>
      callApi(api.consultationDesk.complaintHandle, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONSULT_KEYS.complaints }),
  });
}
