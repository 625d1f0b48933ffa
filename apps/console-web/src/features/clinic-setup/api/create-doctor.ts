import { api, type BodyOf } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { CLINIC_SETUP_KEY } from './keys.ts';

export type DoctorInput = BodyOf<typeof api.clinicAdmin.createDoctor>;

export const createDoctor = (body: DoctorInput) => callApi(api.clinicAdmin.createDoctor, { body });

export function useCreateDoctor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDoctor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLINIC_SETUP_KEY }),
  });
}
