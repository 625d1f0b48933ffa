import type { ChatMessage, ChatMessageKind } from '@sprout/contract';
import { CHAT_MESSAGE_KINDS } from '@sprout/contract';
import type { ChatMessageRow } from '../../db/schema-chat.ts';

const KINDS: ReadonlySet<string> = new Set(CHAT_MESSAGE_KINDS);
const isKind = (k: string): k is ChatMessageKind => KINDS.has(k);

/** A stored message as every call and frame carries it. */
export const toChatMessage = (r: ChatMessageRow): ChatMessage => ({
  conversationId: r.conversation_id,
  seq: r.seq,
  clientId: r.client_id,
  inquiryId: r.inquiry_id,
  senderType: r.sender_type,
  // Only this module writes the column, from the same list.
  kind: isKind(r.kind) ? r.kind : 'text',
  text: r.text,
  pictureId: r.picture_id,
  time: Math.floor(new Date(r.created_at).getTime() / 1000),
  sentAt: r.created_at,
});
