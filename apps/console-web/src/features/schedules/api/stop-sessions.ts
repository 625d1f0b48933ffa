import { api, type ClinicStopOutcome } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { SCHEDULE_KEYS } from './query-keys.ts';

export interface StopSessionsInput {
  sessionIds: number[];
  reason: string;
}

/** What was done before a failure, so the page can say it even when a later session refused. */
export class PartialStopError extends Error {
  readonly done: ClinicStopOutcome;

  constructor(done: ClinicStopOutcome, cause: unknown) {
    super(cause instanceof Error ? cause.message : '停诊失败', { cause });
    this.name = 'PartialStopError';
    this.done = done;
  }
}

const stopOne = (sessionId: number, reason: string) =>
  callApi(api.clinicAdmin.stopSessions, { body: { sessionId, reason } });

/**
 * Stops each selected session in turn (the endpoint stops one session per call, each in its own
 * transaction) and adds up what the server did: sessions stopped, bookings cancelled, refunds asked.
 */
export async function stopSessions({ sessionIds, reason }: StopSessionsInput): Promise<ClinicStopOutcome> {
  const total: ClinicStopOutcome = { stoppedSessions: 0, cancelledAppointments: 0, refundsRequested: 0 };
  for (const sessionId of sessionIds) {
    try {
      const one = await stopOne(sessionId, reason);
      total.stoppedSessions += one.stoppedSessions;
      total.cancelledAppointments += one.cancelledAppointments;
      total.refundsRequested += one.refundsRequested;
    } catch (error) {
      if (total.stoppedSessions === 0) throw error;
      throw new PartialStopError({ ...total }, error);
    }
  }
  return total;
}

export function useStopSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SCHEDULE_KEYS.sessions }),
  });
}
