/**
 * The states of a booked clinic visit (挂号), and the words each reader sees for them. The server moves
 * an appointment with conditional updates; these are its names.
 *
 *   pending_payment ──paid──▶ booked ──▶ arrived | no_show   (marked by the doctor on the day)
 *      │       │                │
 *      │       └──▶ cancelled ◀─┘                             (a paid one is refunded through its order)
 *      └──▶ expired                                           (the hold ran out unpaid)
 */
export const APPOINTMENT_STATUSES = [
  'pending_payment',
  'booked',
  'cancelled',
  'expired',
  'arrived',
  'no_show',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** The parent's answers (statusLabel): the full words of the detail page and the receipt. */
export const APPOINTMENT_STATUS_LABELS: Readonly<Record<AppointmentStatus, string>> = {
  pending_payment: '待支付',
  booked: '预约成功',
  cancelled: '已取消',
  expired: '已失效（超时未支付）',
  arrived: '已就诊',
  no_show: '未到诊',
};

/** The parent's short word on a tag and a filter tab of 预约记录, so a tab names exactly its tags. */
export const APPOINTMENT_STATUS_TAGS: Readonly<Record<AppointmentStatus, string>> = {
  pending_payment: '待支付',
  booked: '已预约',
  arrived: '已就诊',
  cancelled: '已取消',
  expired: '已失效',
  no_show: '未到诊',
};

/** The doctor's words on the day's list: a booked child is still to come, one who did not is 爽约. */
export const APPOINTMENT_DESK_LABELS: Readonly<Record<AppointmentStatus, string>> = {
  booked: '待就诊',
  arrived: '已到诊',
  no_show: '爽约',
  pending_payment: '待支付',
  cancelled: '已取消',
  expired: '已失效',
};
