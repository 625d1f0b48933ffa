import { api } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { CLINIC_SETUP_KEY } from './keys.ts';

export interface DoctorInput {
  name: string;
  title: string;
  speciality: string;
  introduction: string;
  photoUrl: string | null;
  /** Whole fen: the form converts the yuan the manager typed. */
  registrationFeeFen: number;
  departmentId: number;
  staffId: number | null;
}

export const createDoctor = (body: DoctorInput) => callApi(api.clinicAdmin.createDoctor, { body });

export function useCreateDoctor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDoctor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLINIC_SETUP_KEY }),
  });
}
