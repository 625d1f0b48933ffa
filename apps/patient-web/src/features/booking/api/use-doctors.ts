import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { bookingKeys } from './query-keys.ts';

/** The department's doctors who see patients (stopped ones are left out by the server). */
export const useDoctors = (facilityId: number | null, deptId: number | null) =>
  useQuery({
    queryKey: bookingKeys.doctors(facilityId ?? 0, deptId ?? 0),
    queryFn: ({ signal }) =>
      callApi(
        routes.booking.getDoctorList,
        { query: { facilityId: facilityId ?? 0, deptId: deptId ?? 0 } },
        { signal },
      ),
    enabled: facilityId !== null && deptId !== null,
  });
