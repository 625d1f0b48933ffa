import { routes } from '@sprout/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { appointmentKeys } from './query-keys.ts';

/** Hides a finished or cancelled appointment from the list (the clinic keeps the record). */
export const useDeleteAppointment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (weId: number) =>
      callApi(routes.booking.deleteAppointment, { body: { weId } }, { loading: true }),
    onSuccess: ({ weId }) => {
      queryClient.removeQueries({ queryKey: appointmentKeys.detail(weId) });
      return queryClient.invalidateQueries({ queryKey: appointmentKeys.lists() });
    },
  });
};
