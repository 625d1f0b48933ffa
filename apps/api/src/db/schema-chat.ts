import type { Generated, Selectable } from 'kysely';

/** The chat module's tables (migration 014), joined into `Database` in schema.ts. */
export type ChatSenderColumn = 'parent' | 'doctor' | 'system';

export interface ChatConversationsTable {
  id: string;
  root_inquiry_id: number;
  last_seq: Generated<number>;
  created_at: string;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  conversation_id: string;
  seq: number;
  client_id: string;
  inquiry_id: number;
  sender_type: ChatSenderColumn;
  sender_id: number;
  kind: string;
  text: string;
  picture_id: number | null;
  created_at: string;
}

export interface ChatReadsTable {
  conversation_id: string;
  side: 'parent' | 'doctor';
  read_seq: number;
  updated_at: string;
}

export interface ChatTicketsTable {
  ticket_hash: string;
  principal_type: 'parent' | 'staff';
  principal_id: number;
  role: string | null;
  expires_at: string;
  used_at: string | null;
}

export type ChatMessageRow = Selectable<ChatMessagesTable>;
export type ChatTicketRow = Selectable<ChatTicketsTable>;
