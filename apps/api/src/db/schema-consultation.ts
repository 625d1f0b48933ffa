import type { Generated, Selectable } from 'kysely';

/** The consultation module's tables (migration 013), joined into `Database` in schema.ts. */
export type InquiryStatusColumn =
  | 'pendingPayment'
  | 'waiting'
  | 'inProgress'
  | 'completed'
  | 'rated'
  | 'cancelled'
  | 'refunded';

export interface ConsultationServicesTable {
  doctor_id: number;
  price_fen: number;
  accept_minutes: Generated<number>;
  answer_minutes: Generated<number>;
  /** JSON array of { weekday, start, end } on the clinic's clock. */
  working_hours: string;
  follow_up_messages: Generated<number>;
  follow_up_hours: Generated<number>;
  enabled: Generated<number>;
  updated_by: number | null;
  updated_at: string;
}

export interface InquiriesTable {
  id: Generated<number>;
  user_id: number;
  baby_id: number;
  doctor_id: number;
  department_id: number;
  first_inquiry_id: number | null;
  kind: 'consultation' | 'followUpVisit';
  status: InquiryStatusColumn;
  complaint: string;
  duration: string;
  temperature_dc: number | null;
  allergies: string;
  medicines: string;
  notice_agreed_at: string;
  allow_reassign: number;
  price_fen: number;
  follow_up_messages: number;
  follow_up_hours: number;
  order_id: number | null;
  reassign_count: Generated<number>;
  paid_at: string | null;
  accept_deadline_at: string | null;
  accepted_at: string | null;
  answer_deadline_at: string | null;
  first_answered_at: string | null;
  closed_at: string | null;
  summary_findings: string | null;
  summary_advice: string | null;
  summary_watch_for: string | null;
  summary_return_advice: string | null;
  ended_at: string | null;
  end_reason: string | null;
  /** When an emergency sign was first read in the parent's chat messages, and the signs (、-joined). */
  red_flag_at: string | null;
  red_flag_signs: string | null;
  /** When the inquiry's doctor first opened it after its red flag (migration 032): stops the escalation. */
  red_flag_seen_at: string | null;
  /** The guardian's confirmed AI consultation handed to the doctor with this inquiry (migration 033). */
  ai_session_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface InquiryRatingsTable {
  id: Generated<number>;
  inquiry_id: number;
  doctor_id: number;
  user_id: number;
  stars: number;
  labels: string;
  text: string;
  anonymous: number;
  created_at: string;
}

export type ConsultationServiceRow = Selectable<ConsultationServicesTable>;
export type InquiryRow = Selectable<InquiriesTable>;
export type InquiryRatingRow = Selectable<InquiryRatingsTable>;
