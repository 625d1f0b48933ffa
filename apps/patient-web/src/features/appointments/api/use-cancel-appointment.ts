import { routes } from '@sprout/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { appointmentKeys } from './query-keys.ts';

/** Cancels before the cut-off; the answer (with its refund under way) replaces the cached detail. */
export const useCancelAppointment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { weId: number; reason: string }) =>
      callApi(
        routes.booking.cancelAppointment,
        { body: { weId: input.weId, ...(input.reason.trim() ? { reason: input.reason.trim() } : {}) } },
        { loading: true },
      ),
    onSuccess: (appointment) => {
      queryClient.setQueryData(appointmentKeys.detail(appointment.weId), appointment);
      return queryClient.invalidateQueries({ queryKey: appointmentKeys.lists() });
    },
  });
};
