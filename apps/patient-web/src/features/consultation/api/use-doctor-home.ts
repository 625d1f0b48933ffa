import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { consultKeys } from './query-keys.ts';

/** 医生主页 (doctorHome): the doctor, the 图文问诊 service (null when off) and the rating summary. */
export const useDoctorHome = (doctorId: number | null) =>
  useQuery({
    queryKey: consultKeys.doctorHome(doctorId ?? 0),
    queryFn: ({ signal }) =>
      callApi(routes.consultation.doctorHome, { query: { doctorId: doctorId ?? 0 } }, { signal }),
    enabled: doctorId !== null,
  });
