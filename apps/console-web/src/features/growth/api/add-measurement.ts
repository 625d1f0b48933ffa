import { api, type BodyOf } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { GROWTH_KEYS } from './query-keys.ts';

export type AddMeasurementInput = BodyOf<typeof api.growth.consoleAddMeasurement>;

/** A clinic measurement; a value implausible for the age comes back as 4000 unless confirmUnusual is sent. */
export const addMeasurement = (body: AddMeasurementInput) =>
  callApi(api.growth.consoleAddMeasurement, { body });

export function useAddMeasurement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMeasurement,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: GROWTH_KEYS.measurements });
      await queryClient.invalidateQueries({ queryKey: GROWTH_KEYS.followUps });
    },
  });
}
