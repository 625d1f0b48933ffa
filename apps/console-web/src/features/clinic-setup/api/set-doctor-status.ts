import { api, type BodyOf } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { CLINIC_SETUP_KEY } from './keys.ts';

export type SetDoctorStatusInput = BodyOf<typeof api.clinicAdmin.setDoctorStatus>;

export const setDoctorStatus = (body: SetDoctorStatusInput) =>
  callApi(api.clinicAdmin.setDoctorStatus, { body });

export function useSetDoctorStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDoctorStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLINIC_SETUP_KEY }),
  });
}
