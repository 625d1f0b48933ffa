import { api, type BodyOf } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { SCHEDULE_KEYS } from './query-keys.ts';

export type GenerateSessionsInput = BodyOf<typeof api.clinicAdmin.generateSessions>;

/** Writes the sessions and slots the templates describe; those that exist already stay as they are. */
export const generateSessions = (body: GenerateSessionsInput) =>
  callApi(api.clinicAdmin.generateSessions, { body });

export function useGenerateSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SCHEDULE_KEYS.sessions }),
  });
}
