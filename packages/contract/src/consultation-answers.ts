import { INQUIRY_KINDS, INQUIRY_STATUSES } from '@sprout/domain';
import { z } from 'zod';

/** What the consultation calls answer (the calls are in consultation.ts and consultation-console.ts). */

export const workingPeriod = z.object({ weekday: z.number().int(), start: z.string(), end: z.string() });

export const consultDoctor = z.object({
  doctorId: z.number().int(),
  name: z.string(),
  title: z.string(),
  speciality: z.string(),
  photoUrl: z.string().nullable(),
  deptId: z.number().int(),
  deptName: z.string(),
  /** The consultation's price in fen. */
  priceFen: z.number().int(),
  /** Average stars (one decimal), null before the first rating. */
  rating: z.number().nullable(),
  ratingCount: z.number().int(),
  /** Inquiries this doctor has completed. */
  answeredCount: z.number().int(),
  /** Inside working hours with the service on. */
  isOnline: z.boolean(),
  /** The next date with an open clinic session (YYYY-MM-DD), from the booking calendar. */
  nextClinicDay: z.string().nullable(),
});
export type ConsultDoctor = z.infer<typeof consultDoctor>;

export const consultService = z.object({
  priceFen: z.number().int(),
  acceptMinutes: z.number().int(),
  answerMinutes: z.number().int(),
  followUpMessages: z.number().int(),
  followUpHours: z.number().int(),
  workingHours: z.array(workingPeriod),
  enabled: z.boolean(),
});

export const ratingSummary = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  labels: z.array(z.object({ label: z.string(), count: z.number().int() })),
});

export const doctorEvaluation = z.object({
  evaluationId: z.number().int(),
  stars: z.number().int(),
  labels: z.array(z.string()),
  text: z.string(),
  /** 匿名用户 when anonymous, else the guardian's masked name. */
  authorName: z.string(),
  anonymous: z.boolean(),
  createdAt: z.string(),
});

export const inquirySummary = z.object({
  findings: z.string(),
  advice: z.string(),
  watchFor: z.string(),
  returnAdvice: z.string(),
  closedAt: z.string(),
  doctorId: z.number().int(),
  doctorName: z.string(),
});

export const inquiryView = z.object({
  inquiryId: z.number().int(),
  status: z.enum(INQUIRY_STATUSES),
  statusLabel: z.string(),
  kind: z.enum(INQUIRY_KINDS),
  kindLabel: z.string(),
  babyId: z.number().int(),
  babyName: z.string(),
  doctorId: z.number().int(),
  doctorName: z.string(),
  doctorTitle: z.string(),
  deptName: z.string(),
  complaint: z.string(),
  duration: z.string(),
  /** °C with one decimal, only with fever. */
  temperature: z.number().nullable(),
  allergies: z.string(),
  medicines: z.string(),
  allowReassign: z.boolean(),
  priceFen: z.number().int(),
  orderNo: z.string().nullable(),
  firstInquiryId: z.number().int().nullable(),
  /** When the doctor must accept (waiting) or first answer (in progress) by: the parent's countdown. */
  acceptDeadlineAt: z.string().nullable(),
  answerDeadlineAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  firstAnsweredAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** The free follow-up messages after close and until when they may be sent (null before close). */
  followUpMessages: z.number().int(),
  followUpUntil: z.string().nullable(),
  endReason: z.string().nullable(),
  canPay: z.boolean(),
  canCancel: z.boolean(),
  canRate: z.boolean(),
  createdAt: z.string(),
});
export type InquiryView = z.infer<typeof inquiryView>;
