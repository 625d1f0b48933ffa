import { api, type BodyOf } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { CLINIC_SETUP_KEY } from './keys.ts';

export type UpdateFacilityInput = BodyOf<typeof api.clinicAdmin.updateFacility>;

export const updateFacility = (body: UpdateFacilityInput) =>
  callApi(api.clinicAdmin.updateFacility, { body });

export function useUpdateFacility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFacility,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLINIC_SETUP_KEY }),
  });
}
