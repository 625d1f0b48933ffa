import { api, type StaffAlerts } from '@sprout/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const ALERTS_KEY = ['staff-alerts'] as const;

/**
 * How often the bell asks again. A red flag must reach a doctor who is on another page within the
 * five minutes before managers are told: half a minute leaves them nearly all of it.
 */
export const ALERTS_POLL_MS = 30_000;

/** The signed-in staff member's newest alerts and unread count, asked again every half minute and on focus. */
export function useAlerts() {
  return useQuery({
    queryKey: ALERTS_KEY,
    queryFn: () => callApi(api.staffAlerts.myAlerts, {}),
    refetchInterval: ALERTS_POLL_MS,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: true,
  });
}

/** Marks alerts read (those named, or all); the answer is the bell's new state. */
export function useReadAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alertIds: number[] | undefined) =>
      callApi(api.staffAlerts.readAlerts, { body: alertIds ? { alertIds } : {} }),
    onSuccess: (next: StaffAlerts) => queryClient.setQueryData(ALERTS_KEY, next),
  });
}
