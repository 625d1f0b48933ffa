import { z } from 'zod';
import {
  CHAT_PAGE_MAX,
  type ChatMessage,
  type ChatReadState,
  chatSendFields,
  chatSendMessage,
  chatSendRule,
} from './chat-message.ts';

/**
 * The frames of `/ws` (JSON text frames, issue 14). A client opens `/ws?ticket=<chatTicket>` and then:
 * - `heartbeat` (every 10 s, first after 5 s) → `heartbeat` back;
 * - `send` → `ack` with the stored message (its seq and the same clientId), or `error` with the clientId;
 * - `sync` { conversationId, afterSeq } → `synced` with every later message in order (at most
 *   CHAT_PAGE_MAX a frame; `hasMore` asks for the next), and from then on that conversation's pushes;
 * - `read` { conversationId, seq } → `readState`, and the other side gets `read`.
 * The server pushes `message` (a new message, system ones included), `read` and `inquiryEvent`.
 * A bad frame gets `error` with a catalogue code and a Chinese message; the socket stays open.
 */
const conversationId = z.string({ error: '会话编号有误' }).min(4, '会话编号有误').max(80, '会话编号有误');
const seq = z.number({ error: '消息序号有误' }).int('消息序号有误').min(0, '消息序号有误');

export const clientFrame = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('heartbeat') }),
    z
      .strictObject({ type: z.literal('send'), conversationId, ...chatSendFields })
      .refine(chatSendRule, chatSendMessage),
    z.strictObject({ type: z.literal('sync'), conversationId, afterSeq: seq }),
    z.strictObject({ type: z.literal('read'), conversationId, seq }),
  ],
  { error: '消息格式有误' },
);
export type ClientFrame = z.input<typeof clientFrame>;

export const INQUIRY_EVENTS = ['accepted', 'summary', 'closed', 'refunded'] as const;
export type InquiryEvent = (typeof INQUIRY_EVENTS)[number];

export type ServerFrame =
  | { type: 'heartbeat'; time: number }
  | { type: 'ack'; clientId: string; message: ChatMessage }
  | { type: 'synced'; conversationId: string; messages: ChatMessage[]; lastSeq: number; hasMore: boolean }
  | { type: 'message'; message: ChatMessage }
  | ({ type: 'readState' } & ChatReadState)
  | { type: 'read'; conversationId: string; reader: 'parent' | 'doctor'; seq: number }
  | { type: 'inquiryEvent'; conversationId: string; inquiryId: number; event: InquiryEvent }
  | { type: 'error'; code: number; msg: string; clientId?: string };

export const SYNC_FRAME_MAX = CHAT_PAGE_MAX;
/** Websocket close codes the server uses: no ticket behind the socket, the session that opened it ended. */
export const WS_CLOSE = { ticketRefused: 4401, sessionEnded: 4400 } as const;
