import { api, type BodyOf } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { STAFF_QUERY_KEY } from './list-staff.ts';

export type ResetStaffPasswordInput = BodyOf<typeof api.staffAuth.resetPassword>;

export const resetStaffPassword = (body: ResetStaffPasswordInput) =>
  callApi(api.staffAuth.resetPassword, { body });

/** The server also ends every session of that staff member; the list shows the new 最后修改. */
export function useResetStaffPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetStaffPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_QUERY_KEY }),
  });
}
