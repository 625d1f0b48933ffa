import { z } from 'zod';

/**
 * One stored chat message as every call and frame carries it (issue 14, "Chat"). Messages live in one
 * conversation per inquiry thread, `GROUPinquiry<first inquiry id>` (an inquiry and its 再次咨询
 * follow-ups share it, so a follow-up's history is there); `seq` numbers a conversation's messages from
 * 1 with no holes, `clientId` is the sender's own id for the message (a resend answers the stored one).
 */
export const CHAT_USER_KINDS = ['text', 'image'] as const;
/** System kinds: the spec's four, and the inquiry's events. */
export const CHAT_SYSTEM_KINDS = [
  'agreeFriend',
  'refuseBind',
  'unbind',
  'addFriend',
  'inquiryAccepted',
  'inquirySummary',
  'inquiryClosed',
  'inquiryRefunded',
  /** The emergency advice given when the triage rules read a red flag in a parent's message (issue 23). */
  'redFlagAdvice',
] as const;
export const CHAT_MESSAGE_KINDS = [...CHAT_USER_KINDS, ...CHAT_SYSTEM_KINDS] as const;
export type ChatMessageKind = (typeof CHAT_MESSAGE_KINDS)[number];
export type ChatUserKind = (typeof CHAT_USER_KINDS)[number];

export const CHAT_SENDER_TYPES = ['parent', 'doctor', 'system'] as const;
export type ChatSenderType = (typeof CHAT_SENDER_TYPES)[number];

export const chatMessage = z.object({
  conversationId: z.string(),
  seq: z.number().int(),
  clientId: z.string(),
  /** The inquiry of the thread that was open when the message was sent. */
  inquiryId: z.number().int(),
  senderType: z.enum(CHAT_SENDER_TYPES),
  kind: z.enum(CHAT_MESSAGE_KINDS),
  /** The text of a text message, or the system message's sentence. */
  text: z.string(),
  /** An image message's picture (modules/pictures); null otherwise. */
  pictureId: z.number().int().nullable(),
  /** Seconds since the epoch (the spec's `time`). */
  time: z.number().int(),
  sentAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** Where each side has read to (the highest seq it has seen). */
export const chatReadState = z.object({
  conversationId: z.string(),
  /** The caller's side. */
  readSeq: z.number().int(),
  /** The other side (parent ↔ doctor). */
  peerReadSeq: z.number().int(),
});
export type ChatReadState = z.infer<typeof chatReadState>;

/** The most messages one list call or one synced frame carries; the client asks again after the last. */
export const CHAT_PAGE_MAX = 100;

export const CHAT_TEXT_MAX = 1000;
/** Client ids: what a browser's crypto.randomUUID() or a short counter gives. */
export const CHAT_CLIENT_ID = /^[A-Za-z0-9_-]{6,64}$/;

/** What a sender sends (HTTP and socket alike). */
export const chatSendFields = {
  clientId: z.string({ error: '消息编号有误' }).regex(CHAT_CLIENT_ID, '消息编号有误'),
  kind: z.enum(CHAT_USER_KINDS, { error: '消息类型有误' }),
  text: z.string().trim().max(CHAT_TEXT_MAX, `消息不能超过${CHAT_TEXT_MAX}个字`).default(''),
  pictureId: z.number().int().positive('图片有误').optional(),
};
export const chatSendRule = (b: { kind: ChatUserKind; text: string; pictureId?: number | undefined }) =>
  b.kind === 'text' ? b.text.length > 0 : b.pictureId !== undefined;
export const chatSendMessage = { message: '请输入消息内容或选择图片', path: ['text'] };

/** The answer of a list call: messages in seq order, and where each side has read to. */
export const chatPage = chatReadState.extend({
  /** The inquiry thread's newest inquiry (the one a send goes to). */
  inquiryId: z.number().int(),
  list: z.array(chatMessage),
  /** The conversation's highest seq now. */
  lastSeq: z.number().int(),
  /** Whether messages exist beyond this page in the direction asked. */
  hasMore: z.boolean(),
  /** Whether the caller may send now, and if not why (a Chinese sentence). */
  canSend: z.boolean(),
  closedReason: z.string().nullable(),
  /** Free follow-up messages the parent has left after close (null while in progress). */
  followUpLeft: z.number().int().nullable(),
});
export type ChatPage = z.infer<typeof chatPage>;

export const chatTicket = z.object({
  ticket: z.string(),
  /** Until when the ticket opens /ws (about a minute); single use. */
  expiresAt: z.string(),
});
