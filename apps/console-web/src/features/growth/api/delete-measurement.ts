import { api, type BodyOf } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { GROWTH_KEYS } from './query-keys.ts';

/** Removes a clinic measurement entered by mistake, with the reason the audit keeps. */
export const deleteMeasurement = (body: BodyOf<typeof api.growth.consoleDeleteMeasurement>) =>
  callApi(api.growth.consoleDeleteMeasurement, { body });

export function useDeleteMeasurement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMeasurement,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: GROWTH_KEYS.measurements });
      await queryClient.invalidateQueries({ queryKey: GROWTH_KEYS.followUps });
    },
  });
}
