import { api, type BodyOf } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { CLINIC_SETUP_KEY } from './keys.ts';

export type UpdateDepartmentInput = BodyOf<typeof api.clinicAdmin.updateDepartment>;

export const updateDepartment = (body: UpdateDepartmentInput) =>
  callApi(api.clinicAdmin.updateDepartment, { body });

/** Editing, opening/closing and re-sorting a department all go through this one call. */
export function useUpdateDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDepartment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLINIC_SETUP_KEY }),
  });
}
