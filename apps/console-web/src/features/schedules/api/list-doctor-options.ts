import { api } from '@sprout/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { SCHEDULE_KEYS } from './query-keys.ts';

export interface DoctorOption {
  value: number;
  label: string;
  facilityId: number;
  status: 'active' | 'stopped';
}

/** Doctors for the pickers (up to 100 per facility, the contract's page limit), stopped ones marked. */
export const listDoctorOptions = (facilityId?: number) =>
  callApi(api.clinicAdmin.listDoctors, { query: { pageNum: 1, pageSize: 100, facilityId } });

export function useDoctorOptions(facilityId?: number) {
  return useQuery({
    queryKey: [...SCHEDULE_KEYS.doctors, facilityId ?? 'all'],
    queryFn: () => listDoctorOptions(facilityId),
    select: (page): DoctorOption[] =>
      page.list.map((d) => ({
        value: d.doctorId,
        label: `${d.name}（${d.departmentName}）${d.status === 'stopped' ? ' · 已停用' : ''}`,
        facilityId: d.facilityId,
        status: d.status,
      })),
  });
}
