import { api } from '@sprout/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { CLINIC_SETUP_KEY } from './keys.ts';

/**
 * The doctor-role accounts a doctor can be linked to. The staff list is an admin's endpoint, so only an
 * admin asks for it (`enabled`); a manager types the account number instead.
 */
export function useDoctorAccounts(enabled: boolean, keyword: string | undefined) {
  return useQuery({
    queryKey: [...CLINIC_SETUP_KEY, 'doctor-accounts', keyword ?? ''],
    queryFn: () =>
      callApi(api.staffAuth.listStaff, {
        query: { pageNum: 1, pageSize: 50, role: 'doctor', ...(keyword ? { keyword } : {}) },
      }),
    enabled,
  });
}
