import type { ChatMessageKind, InquiryEvent } from '@sprout/contract';
import type { AppContext } from '../../app-context.ts';
import { afterCommit, type Db } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import type { InquiryRow } from '../../db/schema-consultation.ts';
import { conversationOf } from './chat-access.ts';
import { announce } from './chat-broker.ts';
import * as repo from './chat.repository.ts';
import { toChatMessage } from './chat-view.ts';

/**
 * Inquiry events as system messages in the conversation (issue 14): consultation tells its listeners
 * inside the transaction of the change, and chat's stores the message there with its sequence number.
 * It is pushed once that transaction has committed, as a parent's or doctor's message is, so sockets
 * receive every message once and in order (a rolled-back change pushes nothing; a push lost to a
 * broker outage is caught up by seq).
 */

/** Kept for jobs a version before this one queued: they push what they name, once. */
export const CHAT_DELIVER_JOB = 'chat-deliver';

const KIND: Record<InquiryEvent, ChatMessageKind> = {
  accepted: 'inquiryAccepted',
  summary: 'inquirySummary',
  closed: 'inquiryClosed',
  refunded: 'inquiryRefunded',
};

const TEXT: Record<InquiryEvent, (i: InquiryRow, detail: string) => string> = {
  accepted: (_i, doctor) => `${doctor}医生已接诊，请详细描述宝宝的情况，医生会尽快回复`,
  summary: () => '医生已写好问诊小结，请查看医生的建议和注意事项',
  closed: (i) =>
    i.follow_up_messages > 0 && i.follow_up_hours > 0
      ? `本次问诊已结束，${i.follow_up_hours}小时内可免费追问${i.follow_up_messages}条`
      : '本次问诊已结束',
  refunded: (_i, reason) => (reason ? `问诊已退款：${reason}` : '问诊已退款'),
};

/** Which of consultation's notices are events of the conversation. */
const EVENTS_OF: Record<string, readonly InquiryEvent[]> = {
  accepted: ['accepted'],
  summary: ['summary', 'closed'],
  refunded: ['refunded'],
};

export const postInquiryEvent = async (
  ctx: AppContext,
  trx: Db,
  inquiry: InquiryRow,
  notice: string,
  detail = '',
  now = new Date(),
): Promise<void> => {
  const events = EVENTS_OF[notice];
  if (!events) return;
  const id = conversationOf(inquiry.first_inquiry_id ?? inquiry.id);
  await repo.ensureConversation(trx, id, inquiry.first_inquiry_id ?? inquiry.id, nowIso(now));
  await repo.lockConversation(trx, id);
  for (const event of events) {
    // One message per inquiry and event, however often the change is told.
    const clientId = `inquiry-${inquiry.id}-${event}`;
    if (await repo.findByClientId(trx, id, 'system', 0, clientId)) continue;
    const seq = await repo.takeSeq(trx, id);
    await repo.insertMessage(trx, {
      conversation_id: id,
      seq,
      client_id: clientId,
      inquiry_id: inquiry.id,
      sender_type: 'system',
      sender_id: 0,
      kind: KIND[event],
      text: TEXT[event](inquiry, detail),
      picture_id: null,
      created_at: nowIso(now),
    });
    const payload = { conversationId: id, seq, inquiryId: inquiry.id, event };
    await afterCommit(trx, () => deliverInquiryEvent(ctx, payload));
  }
};

/** Pushes the stored system message and the event to the conversation's sockets. */
export const deliverInquiryEvent = async (ctx: AppContext, payload: Record<string, unknown>) => {
  const { conversationId, seq, inquiryId, event } = payload;
  if (typeof conversationId !== 'string' || typeof seq !== 'number' || typeof inquiryId !== 'number') return;
  const row = await repo.findMessage(ctx.db, conversationId, seq);
  if (!row) return;
  const message = toChatMessage(row);
  await announce(ctx, conversationId, { type: 'message', message });
  const known = Object.keys(KIND).find((e): e is InquiryEvent => e === event);
  if (known)
    await announce(ctx, conversationId, { type: 'inquiryEvent', conversationId, inquiryId, event: known });
};
