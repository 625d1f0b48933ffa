import { api } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { SCHEDULE_KEYS } from './query-keys.ts';

/** Opens a stopped session's free seats again; the bookings it cancelled stay cancelled. */
export const reopenSession = (sessionId: number) =>
  callApi(api.clinicAdmin.reopenSession, { body: { sessionId } });

export function useReopenSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SCHEDULE_KEYS.sessions }),
  });
}
