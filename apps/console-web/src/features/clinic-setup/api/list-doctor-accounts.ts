import { api } from '@sprout/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { CLINIC_SETUP_KEY } from './keys.ts';

/** The doctor-role sign-ins a doctor can be linked to, with the doctor each is linked to now. */
export function useDoctorAccounts(keyword: string | undefined) {
  return useQuery({
    queryKey: [...CLINIC_SETUP_KEY, 'doctor-accounts', keyword ?? ''],
    queryFn: () =>
      callApi(api.clinicAdmin.listDoctorAccounts, {
        query: { pageNum: 1, pageSize: 50, ...(keyword ? { keyword } : {}) },
      }),
  });
}
