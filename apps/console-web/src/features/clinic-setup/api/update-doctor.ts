import { api, type BodyOf } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { CLINIC_SETUP_KEY } from './keys.ts';

export type UpdateDoctorInput = BodyOf<typeof api.clinicAdmin.updateDoctor>;

export const updateDoctor = (body: UpdateDoctorInput) => callApi(api.clinicAdmin.updateDoctor, { body });

export function useUpdateDoctor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDoctor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLINIC_SETUP_KEY }),
  });
}
