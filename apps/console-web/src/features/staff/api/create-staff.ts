import { api, type StaffRole } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { STAFF_QUERY_KEY } from './list-staff.ts';

export interface CreateStaffInput {
  username: string;
  displayName: string;
  role: StaffRole;
  password: string;
}

export const createStaff = (body: CreateStaffInput) => callApi(api.staffAuth.createStaff, { body });

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_QUERY_KEY }),
  });
}
