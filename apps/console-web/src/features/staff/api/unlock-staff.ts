import { api } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { STAFF_QUERY_KEY } from './list-staff.ts';

/** 解除锁定: forgets the failed logins that locked a staff member out (audited by the server). */
export function useUnlockStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (staffId: number) => callApi(api.staffAuth.unlockStaff, { body: { staffId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_QUERY_KEY }),
  });
}
