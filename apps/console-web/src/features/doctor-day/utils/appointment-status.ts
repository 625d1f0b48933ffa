import type { DoctorTodayItem } from '@sprout/contract';

type Status = DoctorTodayItem['status'];

/** The doctor's words for an appointment's state, and its tag colour. */
export const STATUS_VIEW: Record<Status, { label: string; color: string }> = {
  booked: { label: '待就诊', color: 'blue' },
  arrived: { label: '已到诊', color: 'green' },
  no_show: { label: '爽约', color: 'orange' },
  pending_payment: { label: '待支付', color: 'gold' },
  cancelled: { label: '已取消', color: 'default' },
  expired: { label: '已失效', color: 'default' },
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
