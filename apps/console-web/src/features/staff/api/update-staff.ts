import { api, type BodyOf } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { STAFF_QUERY_KEY } from './list-staff.ts';

export type UpdateStaffInput = BodyOf<typeof api.staffAuth.updateStaff>;

export const updateStaff = (body: UpdateStaffInput) => callApi(api.staffAuth.updateStaff, { body });

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_QUERY_KEY }),
  });
}
