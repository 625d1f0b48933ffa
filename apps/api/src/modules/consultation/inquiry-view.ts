import type { InquiryView } from '@sprout/contract';
import { ageOn, clinicToday, INQUIRY_KIND_LABELS, INQUIRY_STATUS_LABELS, isPayable } from '@sprout/domain';
import type { InquiryViewRow } from './inquiries.repository.ts';
import { redFlagSignsOf } from './inquiry-red-flags.service.ts';

/** How an inquiry reads to its parent and, with the child's sex and age, to the doctor. */
export const toInquiryView = (r: InquiryViewRow, now = new Date()): InquiryView => ({
  inquiryId: r.id,
  status: r.status,
  statusLabel: INQUIRY_STATUS_LABELS[r.status],
  kind: r.kind,
  kindLabel: INQUIRY_KIND_LABELS[r.kind],
  babyId: r.baby_id,
  babyName: r.baby_name,
  doctorId: r.doctor_id,
  doctorName: r.doctor_name,
  doctorTitle: r.doctor_title,
  deptName: r.dept_name,
  complaint: r.complaint,
  duration: r.duration,
  temperature: r.temperature_dc === null ? null : r.temperature_dc / 10,
  allergies: r.allergies,
  medicines: r.medicines,
  allowReassign: r.allow_reassign === 1,
  priceFen: r.price_fen,
  orderNo: r.order_no,
  firstInquiryId: r.first_inquiry_id,
  acceptDeadlineAt: r.accept_deadline_at,
  answerDeadlineAt: r.answer_deadline_at,
  acceptedAt: r.accepted_at,
  firstAnsweredAt: r.first_answered_at,
  closedAt: r.closed_at,
  followUpMessages: r.follow_up_messages,
  followUpUntil:
    r.closed_at === null
      ? null
      : new Date(new Date(r.closed_at).getTime() + r.follow_up_hours * 3_600_000).toISOString(),
  endReason: r.end_reason,
  canPay:
    r.status === 'pendingPayment' &&
    r.order_status !== null &&
    isPayable(r.order_status) &&
    r.order_expires_at !== null &&
    new Date(r.order_expires_at) > now,
  canCancel: r.status === 'pendingPayment' || r.status === 'waiting',
  canRate: r.status === 'completed',
  createdAt: r.created_at,
});

export const toInboxItem = (r: InquiryViewRow, now = new Date()) => ({
  ...toInquiryView(r, now),
  redFlag: r.red_flag_at === null ? null : { at: r.red_flag_at, signs: redFlagSignsOf(r.red_flag_signs) },
  babySex: r.baby_sex,
  babyAge: ageOn(r.baby_birthday, clinicToday(now))?.text ?? '',
  dueAt:
    r.status === 'inProgress' && r.first_answered_at === null
      ? r.answer_deadline_at
      : r.status === 'waiting'
        ? r.accept_deadline_at
        : null,
});
