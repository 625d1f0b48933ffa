import type { api, ChatMessage, ChatReadState, ChatUserKind, ParsedQueryOf } from '@sprout/contract';
import type { AppContext } from '../../app-context.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import { conflict } from '../../http/app-error.ts';
import { markFirstAnswer } from '../consultation/inquiry-doctor.service.ts';
import { inquiryThread } from '../consultation/inquiry-thread.service.ts';
import { type ChatAccess, type ChatActor, auditChatRead } from './chat-access.ts';
import { announce } from './chat-broker.ts';
import { checkChatPicture } from './chat-pictures.ts';
import { adviseOnRedFlags } from './chat-red-flags.ts';
import * as repo from './chat.repository.ts';
import { toChatMessage } from './chat-view.ts';
import { scheduleReplyNotice } from './reply-notices.ts';
import { type SendWindow, sendWindow } from './chat-window.ts';

/**
 * The chat's rules (issue 14), the same for HTTP and the socket: a message is stored (with its seq,
 * under the conversation's lock) before anyone is told of it; a resend with the same client id answers
 * the stored message; the doctor's first message is the inquiry's first answer.
 */
export interface ChatSend {
  clientId: string;
  kind: ChatUserKind;
  text: string;
  pictureId?: number | undefined;
}

/** Whether the side may send now: the window, and for a doctor holding the current inquiry. */
export const windowNow = async (db: Db, access: ChatAccess, now: Date): Promise<SendWindow> => {
  const current = access.thread.current;
  const used =
    access.side === 'parent' && current.closed_at
      ? await repo.countParentMessagesSince(db, current.id, current.closed_at)
      : 0;
  const w = sendWindow(current, access.side, used, now);
  if (w.canSend && access.side === 'doctor' && current.doctor_id !== access.doctorId)
    return { canSend: false, reason: '该问诊已由其他医生负责', followUpLeft: null };
  return w;
};

const storeSend = (ctx: AppContext, access: ChatAccess, input: ChatSend, now: Date) =>
  inTransaction(ctx.db, async (trx) => {
    const id = access.conversationId;
    await repo.ensureConversation(trx, id, access.thread.rootId, nowIso(now));
    await repo.lockConversation(trx, id);
    const senderType = access.side === 'parent' ? 'parent' : 'doctor';
    const stored = await repo.findByClientId(trx, id, senderType, access.senderId, input.clientId);
    if (stored) return { row: stored, created: false, advice: [] };
    // Read again under the lock: the inquiry may have moved, and other sends may have used the allowance.
    const thread = (await inquiryThread(trx, access.thread.rootId)) ?? access.thread;
    const fresh = { ...access, thread };
    const w = await windowNow(trx, fresh, now);
    if (!w.canSend) throw conflict(w.reason ?? '当前不能发送消息');
    const row = await repo.insertMessage(trx, {
      conversation_id: id,
      seq: await repo.takeSeq(trx, id),
      client_id: input.clientId,
      inquiry_id: thread.current.id,
      sender_type: senderType,
      sender_id: access.senderId,
      kind: input.kind,
      text: input.kind === 'text' ? input.text : '',
      picture_id: input.kind === 'image' ? (input.pictureId ?? null) : null,
      created_at: nowIso(now),
    });
    if (senderType === 'doctor' && thread.current.first_answered_at === null)
      await markFirstAnswer({ ...ctx, db: trx }, thread.current.id, now);
    if (senderType === 'doctor') await scheduleReplyNotice(trx, row);
    const advice =
      senderType === 'parent' && input.kind === 'text'
        ? await adviseOnRedFlags(trx, id, thread.current, input.text, now)
        : [];
    return { row, created: true, advice };
  });

/** Sends (HTTP chat content add, the socket's `send`): the stored message, new or found again. */
export const sendMessage = async (
  ctx: AppContext,
  access: ChatAccess,
  input: ChatSend,
  now = new Date(),
): Promise<ChatMessage> => {
  if (input.kind === 'image' && input.pictureId !== undefined)
    await checkChatPicture(ctx.db, input.pictureId, access);
  const { row, created, advice } = await storeSend(ctx, access, input, now);
  const message = toChatMessage(row);
  if (created) await announce(ctx, message.conversationId, { type: 'message', message });
  // The emergency advice after the message it answers, in seq order.
  for (const a of advice) {
    const adviceMessage = toChatMessage(a);
    await announce(ctx, adviceMessage.conversationId, { type: 'message', message: adviceMessage });
  }
  return message;
};

/** Messages after `afterSeq` in order, at most `limit`, and whether more follow (sync, catch-up). */
export const messagesAfter = async (db: Db, conversationId: string, afterSeq: number, limit: number) => {
  const rows = await repo.messagesAfter(db, conversationId, afterSeq, limit + 1);
  return { messages: rows.slice(0, limit).map(toChatMessage), hasMore: rows.length > limit };
};

const readStateOf = async (db: Db, access: ChatAccess): Promise<ChatReadState> => {
  const reads = await repo.readPositions(db, access.conversationId);
  const mine = access.side === 'parent' ? reads.parent : reads.doctor;
  const peer = access.side === 'parent' ? reads.doctor : reads.parent;
  return { conversationId: access.conversationId, readSeq: mine, peerReadSeq: peer };
};

/** History (chat content list): newest page, the page before a seq, or everything after one. */
export const listMessages = async (
  ctx: AppContext,
  actor: ChatActor,
  access: ChatAccess,
  q: ParsedQueryOf<typeof api.chat.chatContentList>,
  now = new Date(),
) => {
  await auditChatRead(ctx.db, actor, access);
  const id = access.conversationId;
  let page: { messages: ChatMessage[]; hasMore: boolean };
  if (q.afterSeq !== undefined) page = await messagesAfter(ctx.db, id, q.afterSeq, q.pageSize);
  else {
    const rows = await repo.messagesBefore(ctx.db, id, q.beforeSeq ?? null, q.pageSize + 1);
    page = {
      messages: rows.slice(0, q.pageSize).reverse().map(toChatMessage),
      hasMore: rows.length > q.pageSize,
    };
  }
  const w = await windowNow(ctx.db, access, now);
  return {
    ...(await readStateOf(ctx.db, access)),
    inquiryId: access.thread.current.id,
    list: page.messages,
    lastSeq: await repo.lastSeqOf(ctx.db, id),
    hasMore: page.hasMore,
    canSend: w.canSend,
    closedReason: w.reason,
    followUpLeft: w.followUpLeft,
  };
};

/**
 * A read receipt: the side's position moves forward only (never past the last message), and the other
 * side is told. A manager's reading is not a receipt.
 */
export const markRead = async (ctx: AppContext, access: ChatAccess, seq: number, now = new Date()) => {
  if (access.side === 'manager') return readStateOf(ctx.db, access);
  const id = access.conversationId;
  const upTo = Math.min(seq, await repo.lastSeqOf(ctx.db, id));
  if (upTo > 0) {
    await repo.ensureConversation(ctx.db, id, access.thread.rootId, nowIso(now));
    await repo.advanceRead(ctx.db, id, access.side, upTo, nowIso(now));
  }
  const state = await readStateOf(ctx.db, access);
  if (upTo > 0)
    await announce(ctx, id, { type: 'read', conversationId: id, reader: access.side, seq: state.readSeq });
  return state;
};
