import type { api, BodyOf } from '@sprout/contract';
import { routes } from '@sprout/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { bookingKeys } from './query-keys.ts';

export type NewAppointment = BodyOf<typeof api.booking.addAppointment>;

/**
 * Books the slot (addAppointment). Silent: the confirm page tells the parent why a booking failed
 * in its own dialog; a missing phone (1004) still opens the client's bind-phone dialog. Success or
 * not, the doctor's calendar and slots are fetched afresh, since the seats have moved.
 */
export const useAddAppointment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewAppointment) =>
      callApi(routes.booking.addAppointment, { body: input }, { silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.schedule() }),
  });
};
