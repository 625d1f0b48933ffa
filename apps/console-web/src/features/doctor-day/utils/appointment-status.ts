import type { DoctorTodayItem } from '@sprout/contract';
import { APPOINTMENT_DESK_LABELS } from '@sprout/domain';

type Status = DoctorTodayItem['status'];

/** The doctor's words for an appointment's state (the domain's), and its tag colour. */
export const STATUS_VIEW: Record<Status, { label: string; color: string }> = {
  booked: { label: APPOINTMENT_DESK_LABELS.booked, color: 'blue' },
  arrived: { label: APPOINTMENT_DESK_LABELS.arrived, color: 'green' },
  no_show: { label: APPOINTMENT_DESK_LABELS.no_show, color: 'orange' },
  pending_payment: { label: APPOINTMENT_DESK_LABELS.pending_payment, color: 'gold' },
  cancelled: { label: APPOINTMENT_DESK_LABELS.cancelled, color: 'default' },
  expired: { label: APPOINTMENT_DESK_LABELS.expired, color: 'default' },
};

const FILTER_ORDER: readonly Status[] = [
  'booked',
  'arrived',
  'no_show',
  'pending_payment',
  'cancelled',
  'expired',
];

export const STATUS_FILTER_OPTIONS = FILTER_ORDER.map((status) => ({
  value: status,
  label: STATUS_VIEW[status].label,
}));

/** Only a paid booking of today can be marked; a past or future day is for reading. */
export const canMark = (item: Pick<DoctorTodayItem, 'status' | 'date'>, today: string): boolean =>
  item.status === 'booked' && item.date === today;
