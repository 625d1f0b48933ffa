import type { Generated, Selectable } from 'kysely';

/** The AI consultation's tables (migration 031), joined into `Database` in schema.ts. */
export type AiSessionStatus = 'interviewing' | 'assessed';
export type AiMessageRole = 'guardian' | 'assistant';
export type AiMessageKind = 'complaint' | 'text' | 'answer' | 'picture' | 'question' | 'assessment' | 'note';
export type AiLevel = 'emergency_ambulance' | 'emergency' | 'consultation_24' | 'consultation' | 'self_care';

export interface AiSessionsTable {
  id: Generated<number>;
  user_id: number;
  baby_id: number;
  consult_type: string;
  complaint: string;
  status: AiSessionStatus;
  level: AiLevel | null;
  emergency_at: string | null;
  /** JSON array of the rule ids asked, in order. */
  asked: string;
  /** JSON array of the rule ids the guardian answered yes to. */
  confirmed: string;
  last_seq: number;
  summary_confirmed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface AiMessagesTable {
  id: Generated<number>;
  session_id: number;
  seq: number;
  role: AiMessageRole;
  kind: AiMessageKind;
  text: string;
  rule_id: string | null;
  payload: string | null;
  picture_id: number | null;
  client_id: string | null;
  created_at: string;
}

export type AiSessionRow = Selectable<AiSessionsTable>;
export type AiMessageRow = Selectable<AiMessagesTable>;
