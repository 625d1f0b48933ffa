import { api } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { SCHEDULE_KEYS } from './query-keys.ts';

/** The future sessions the holiday stopped open again; bookings it cancelled stay cancelled. */
export const removeHoliday = (holidayId: number) =>
  callApi(api.clinicAdmin.removeHoliday, { body: { holidayId } });

export function useRemoveHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeHoliday,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: SCHEDULE_KEYS.holidays });
      await queryClient.invalidateQueries({ queryKey: SCHEDULE_KEYS.sessions });
    },
  });
}
