import { api, type BodyOf } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { SCHEDULE_KEYS } from './query-keys.ts';

export type AddHolidayInput = BodyOf<typeof api.clinicAdmin.addHoliday>;

/** The facility closes that day: its sessions stop (booked parents only with stopBooked, then told and refunded). */
export const addHoliday = (body: AddHolidayInput) => callApi(api.clinicAdmin.addHoliday, { body });

export function useAddHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addHoliday,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: SCHEDULE_KEYS.holidays });
      await queryClient.invalidateQueries({ queryKey: SCHEDULE_KEYS.sessions });
    },
  });
}
