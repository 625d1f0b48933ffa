import type { AppointmentStatus } from '../utils/appointment-status.ts';

/** Query keys of appointments: all under `appointments`, so a cancel or delete refreshes lists and details at once. */
export const appointmentKeys = {
  all: ['appointments'] as const,
  lists: () => [...appointmentKeys.all, 'list'] as const,
  list: (status: AppointmentStatus | undefined) => [...appointmentKeys.lists(), status ?? 'all'] as const,
  detail: (weId: number) => [...appointmentKeys.all, 'detail', weId] as const,
};
