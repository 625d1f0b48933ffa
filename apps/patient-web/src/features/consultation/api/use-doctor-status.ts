import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { consultKeys } from './query-keys.ts';

/** Whether the doctor is on duty now (getDoctorStatus), asked again each minute while the page is open. */
export const useDoctorStatus = (doctorId: number | null) =>
  useQuery({
    queryKey: consultKeys.doctorStatus(doctorId ?? 0),
    queryFn: ({ signal }) =>
      callApi(
        routes.consultation.getDoctorStatus,
        { body: { doctorId: doctorId ?? 0 } },
        { signal, silent: true },
      ),
    enabled: doctorId !== null,
    refetchInterval: 60_000,
  });
