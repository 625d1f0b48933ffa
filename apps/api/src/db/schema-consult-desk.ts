import type { Generated, Selectable } from 'kysely';

/** The consultation desk's tables (migration 016), joined into `Database` in schema.ts. */
export interface ConsultSummaryTemplatesTable {
  id: Generated<number>;
  /** The staff member who wrote it: only they see it. */
  staff_id: number;
  title: string;
  findings: string;
  advice: string;
  watch_for: string;
  return_advice: string;
  created_at: string;
  updated_at: string;
}

export interface InquiryComplaintsTable {
  id: Generated<number>;
  inquiry_id: number;
  user_id: number;
  doctor_id: number;
  content: string;
  status: 'open' | 'handled';
  reply: string | null;
  handled_by: number | null;
  handled_at: string | null;
  created_at: string;
}

export type SummaryTemplateRow = Selectable<ConsultSummaryTemplatesTable>;
export type InquiryComplaintRow = Selectable<InquiryComplaintsTable>;
