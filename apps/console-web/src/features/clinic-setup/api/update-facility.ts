import { api } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { CLINIC_SETUP_KEY } from './keys.ts';

export interface UpdateFacilityInput {
  facilityId: number;
  name?: string;
  address?: string;
  phone?: string;
  runningTime?: string;
  status?: 'open' | 'closed';
  bookingWindowDays?: number;
  releaseTime?: string;
  sameDayCutoff?: string;
  cancelCutoffMinutes?: number;
  holdMinutes?: number;
}

export const updateFacility = (body: UpdateFacilityInput) =>
  callApi(api.clinicAdmin.updateFacility, { body });

export function useUpdateFacility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFacility,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLINIC_SETUP_KEY }),
  });
}
