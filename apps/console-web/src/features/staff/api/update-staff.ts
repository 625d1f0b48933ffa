import { api, type StaffRole } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { STAFF_QUERY_KEY } from './list-staff.ts';

export interface UpdateStaffInput {
  staffId: number;
  displayName?: string;
  role?: StaffRole;
  status?: 'active' | 'disabled';
}

export const updateStaff = (body: UpdateStaffInput) => callApi(api.staffAuth.updateStaff, { body });

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_QUERY_KEY }),
  });
}
