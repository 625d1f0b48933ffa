import { routes } from '@sprout/contract/routes';
import { callApi } from '../../../lib/api-client.ts';
import type { AppointmentStatus } from '../utils/appointment-status.ts';

/** One page of the parent's appointments, newest first, optionally of one status (for PagedList). */
export const fetchAppointmentPage = (
  status: AppointmentStatus | undefined,
  pageNum: number,
  pageSize: number,
) => callApi(routes.booking.pageAppointment, { body: { pageNum, pageSize, ...(status ? { status } : {}) } });
