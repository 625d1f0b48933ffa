import type { Appointment } from '@sprout/contract';
import { APPOINTMENT_STATUS_TAGS, ORDER_STATUS_LABELS, ORDER_STATUSES } from '@sprout/domain';

export type AppointmentStatus = Appointment['status'];
export type StatusTone = 'warning' | 'primary' | 'success' | 'default' | 'danger';

/**
 * The short word a tag and a filter tab show for each status (the domain's: one vocabulary on both, so
 * the tab a parent taps names exactly the tags in the list below it), and the tag's tone.
 */
export const STATUS_TAG: Record<AppointmentStatus, { label: string; tone: StatusTone }> = {
  pending_payment: { label: APPOINTMENT_STATUS_TAGS.pending_payment, tone: 'warning' },
  booked: { label: APPOINTMENT_STATUS_TAGS.booked, tone: 'primary' },
  arrived: { label: APPOINTMENT_STATUS_TAGS.arrived, tone: 'success' },
  cancelled: { label: APPOINTMENT_STATUS_TAGS.cancelled, tone: 'default' },
  expired: { label: APPOINTMENT_STATUS_TAGS.expired, tone: 'default' },
  no_show: { label: APPOINTMENT_STATUS_TAGS.no_show, tone: 'danger' },
};

/** Filter tabs of 预约记录, in the order a parent looks for them; undefined = all. */
export const STATUS_TABS: readonly (AppointmentStatus | undefined)[] = [
  undefined,
  'pending_payment',
  'booked',
  'arrived',
  'cancelled',
  'expired',
  'no_show',
];

export const TONE_COLOR: Record<StatusTone, string> = {
  warning: 'var(--adm-color-warning)',
  primary: 'var(--adm-color-primary)',
  success: 'var(--adm-color-success)',
  danger: 'var(--adm-color-danger)',
  default: 'var(--sp-text-secondary)',
};

/** The tab key of a status filter ('all' for none), as antd-mobile Tabs wants a string. */
export const tabKey = (status: AppointmentStatus | undefined): string => status ?? 'all';

export const statusOfTabKey = (key: string): AppointmentStatus | undefined =>
  STATUS_TABS.find((status) => tabKey(status) === key);

/** What the refund of a cancelled, paid appointment has come to, from its order's status. */
export const refundStateOf = (orderStatus: string | null): { label: string; tone: StatusTone } | null => {
  if (orderStatus === 'refunding') return { label: '退款中', tone: 'warning' };
  if (orderStatus === 'refunded') return { label: '已退款', tone: 'success' };
  return null;
};

/** Orders with money that moved have a receipt (completePay). */
export const hasReceipt = (orderStatus: string | null): boolean =>
  orderStatus === 'paid' || orderStatus === 'refunding' || orderStatus === 'refunded';

/** The order's state in words (待支付, 已支付, 退款中…), or null without an order. */
export const orderStatusLabel = (orderStatus: string | null): string | null => {
  const known = ORDER_STATUSES.find((s) => s === orderStatus);
  return known ? ORDER_STATUS_LABELS[known] : null;
};
