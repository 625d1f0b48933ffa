import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { bookingKeys } from './query-keys.ts';

/**
 * A doctor with introduction and status. `silent`: the QR entry shows its own 状态异常 page for an
 * unknown doctor instead of a toast.
 */
export const useDoctorDetail = (doctorId: number | null, options: { silent?: boolean } = {}) =>
  useQuery({
    queryKey: bookingKeys.doctor(doctorId ?? 0),
    queryFn: ({ signal }) =>
      callApi(
        routes.booking.getDoctorDetail,
        { query: { doctorId: doctorId ?? 0 } },
        { signal, silent: options.silent ?? false },
      ),
    enabled: doctorId !== null,
    // Whether the doctor still sees patients is checked afresh on every visit.
    staleTime: 0,
  });
