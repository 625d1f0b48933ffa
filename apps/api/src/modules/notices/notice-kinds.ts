/**
 * Every kind of notice Sprout sends a parent beyond the in-app message, as data. A later issue's
 * notice (a package card about to expire, say) adds one entry to NOTICE_KINDS: its
 * settings (SMS_TEMPLATE_<setting>, WECHAT_TEMPLATE_<setting>) are then read and checked at start-up,
 * and its sends run as the same jobs, without touching the rest of this module.
 */
export interface NoticeKind<V extends string = string> {
  /** Stable id: in the notice's idempotency key, its jobs' payload and the development SMS outbox. */
  readonly id: string;
  /** What staff read on the 失败任务 page. */
  readonly label: string;
  /** The settings' suffix: SMS_TEMPLATE_<setting> and WECHAT_TEMPLATE_<setting>. */
  readonly setting: string;
  /** The values the code fills; an approved template may use any of them, and no other. */
  readonly variables: readonly V[];
  /**
   * The SMS as the parent reads it. The development outbox stores this, so the text a clinic submits
   * for approval should say the same with `${variable}` where the values go.
   */
  smsText(values: Readonly<Record<V, string>>): string;
}

const SIGN = '【小芽儿童健康】';

export const APPOINTMENT_REMINDER: NoticeKind<'date' | 'period' | 'time' | 'doctor' | 'facility'> = {
  id: 'appointment-reminder',
  label: '就诊提醒',
  setting: 'APPOINTMENT_REMINDER',
  variables: ['date', 'period', 'time', 'doctor', 'facility'],
  smsText: (v) =>
    `${SIGN}就诊提醒：您预约了${v.date} ${v.period} ${v.time} ${v.doctor}医生的门诊，地点：${v.facility}，请提前15分钟到达。`,
};

export const CLINIC_STOPPED: NoticeKind<'date' | 'time' | 'reason'> = {
  id: 'clinic-stopped',
  label: '停诊通知',
  setting: 'CLINIC_STOPPED',
  variables: ['date', 'time', 'reason'],
  smsText: (v) =>
    `${SIGN}很抱歉，您预约的${v.date} ${v.time}门诊因${v.reason}停诊，预约已取消，已支付的费用将原路退回。`,
};

export const REFUND_SETTLED: NoticeKind<'order' | 'amount'> = {
  id: 'refund-settled',
  label: '退款到账通知',
  setting: 'REFUND_SETTLED',
  variables: ['order', 'amount'],
  smsText: (v) => `${SIGN}您的订单「${v.order}」退款${v.amount}元已原路退回，请留意支付账户的到账通知。`,
};

/** A 图文问诊 whose doctor did not accept in time went to another doctor, as the parent allowed (issue 14). */
export const INQUIRY_REASSIGNED: NoticeKind<'doctor'> = {
  id: 'inquiry-reassigned',
  label: '问诊转诊通知',
  setting: 'INQUIRY_REASSIGNED',
  variables: ['doctor'],
  smsText: (v) =>
    `${SIGN}您的图文问诊原医生未能及时接诊，已按您的同意转给${v.doctor}医生，接诊时限重新计算，请留意医生回复。`,
};

/** A 图文问诊 ended with a full refund: cancelled before acceptance, declined, or a deadline missed. */
export const INQUIRY_REFUNDED: NoticeKind<'reason' | 'amount'> = {
  id: 'inquiry-refunded',
  label: '问诊退款通知',
  setting: 'INQUIRY_REFUNDED',
  variables: ['reason', 'amount'],
  smsText: (v) => `${SIGN}${v.reason}，您的图文问诊已结束，问诊费${v.amount}元将原路全额退回。`,
};

/**
 * A doctor wrote in a 图文问诊 chat the parent had not read a minute and a half later (chat's
 * reply-notices.ts); the text never carries the message itself, which may be medical.
 */
export const DOCTOR_REPLIED: NoticeKind<'doctor'> = {
  id: 'doctor-replied',
  label: '医生回复通知',
  setting: 'DOCTOR_REPLIED',
  variables: ['doctor'],
  smsText: (v) => `${SIGN}${v.doctor}医生回复了您的图文问诊，请打开小芽儿童健康查看。`,
};

/**
 * A report of a clinic record came out (an encounter's report with results, or its PDF sheet): each
 * guardian is told with the name their own profile gives the child.
 */
export const REPORT_READY: NoticeKind<'child' | 'report'> = {
  id: 'report-ready',
  label: '报告已出通知',
  setting: 'REPORT_READY',
  variables: ['child', 'report'],
  smsText: (v) => `${SIGN}${v.child}的检查报告「${v.report}」已出，可在「报告查询」中查看。`,
};

/** A bill for a clinic record (开账单 at the desk, or pushed by the HIS): each guardian, once per bill. */
export const BILL_DUE: NoticeKind<'child' | 'bill' | 'amount'> = {
  id: 'bill-due',
  label: '待缴费通知',
  setting: 'BILL_DUE',
  variables: ['child', 'bill', 'amount'],
  smsText: (v) => `${SIGN}${v.child}有一笔待缴费用「${v.bill}」共${v.amount}元，可在「待缴费」中查看并缴费。`,
};

/** The same bill still unpaid a day later (not paid, being paid or voided meanwhile). */
export const BILL_REMINDER: NoticeKind<'child' | 'bill' | 'amount'> = {
  id: 'bill-reminder',
  label: '缴费提醒',
  setting: 'BILL_REMINDER',
  variables: ['child', 'bill', 'amount'],
  smsText: (v) =>
    `${SIGN}温馨提醒：${v.child}的待缴费用「${v.bill}」共${v.amount}元尚未缴纳，可在「待缴费」中完成缴费。`,
};

/** An order of any kind paid with money (payments' observer of every kind): once per order. */
export const PAYMENT_SUCCEEDED: NoticeKind<'order' | 'amount'> = {
  id: 'payment-succeeded',
  label: '支付成功通知',
  setting: 'PAYMENT_SUCCEEDED',
  variables: ['order', 'amount'],
  smsText: (v) => `${SIGN}您的订单「${v.order}」已支付成功，金额${v.amount}元。`,
};

/** An electronic invoice the parent asked for was issued (the issue job found it issued): once per invoice. */
export const INVOICE_ISSUED: NoticeKind<'buyer' | 'amount'> = {
  id: 'invoice-issued',
  label: '发票开具通知',
  setting: 'INVOICE_ISSUED',
  variables: ['buyer', 'amount'],
  smsText: (v) =>
    `${SIGN}您申请的电子发票（抬头：${v.buyer}，金额${v.amount}元）已开具，可在「发票-我的发票」中查看和下载。`,
};

/**
 * The kinds by the name other modules give `issueNotice` (notices.service.ts): they name a kind, and the
 * values they must fill follow from it, so the definitions stay this module's own.
 */
export const NOTICE_KIND = {
  appointmentReminder: APPOINTMENT_REMINDER,
  clinicStopped: CLINIC_STOPPED,
  refundSettled: REFUND_SETTLED,
  inquiryReassigned: INQUIRY_REASSIGNED,
  inquiryRefunded: INQUIRY_REFUNDED,
  doctorReplied: DOCTOR_REPLIED,
  reportReady: REPORT_READY,
  billDue: BILL_DUE,
  billReminder: BILL_REMINDER,
  paymentSucceeded: PAYMENT_SUCCEEDED,
  invoiceIssued: INVOICE_ISSUED,
} as const;
export type NoticeKindName = keyof typeof NOTICE_KIND;
/** The values a kind's texts take. */
export type NoticeValuesOf<K extends NoticeKindName> =
  (typeof NOTICE_KIND)[K] extends NoticeKind<infer V> ? V : never;

export const NOTICE_KINDS: readonly NoticeKind[] = Object.values(NOTICE_KIND);

export const noticeKindById = (id: string): NoticeKind | undefined => NOTICE_KINDS.find((k) => k.id === id);
