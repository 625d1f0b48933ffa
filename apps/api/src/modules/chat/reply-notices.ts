import type { AppContext } from '../../app-context.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import type { ChatMessageRow } from '../../db/schema-chat.ts';
import { doctorIdOfStaff, findDoctorWithPlace } from '../clinic/clinic.service.ts';
import { inquiryThread } from '../consultation/inquiry-thread.service.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';
import { anyNoticeGiven, issueNotice } from '../notices/notices.service.ts';
import * as repo from './chat.repository.ts';

/**
 * 医生已回复 (issue 22): a doctor's message the parent has not read tells them by SMS (and WeChat), with
 * the in-app message opening the chat. Whether the parent is in the chat is not this process's to know
 * (their socket may be on another), so the send queues a job that looks a little later at what every
 * process writes: the parent's read position. A parent who is in the chat has read the message by then
 * and hears nothing.
 */
export const REPLY_NOTICE_JOB = 'chat-reply-notice';
/** Long enough for an open chat to have sent its read receipt, short enough to still be news. */
export const REPLY_NOTICE_DELAY_MS = 90_000;
/** A parent is told of replies to one inquiry at most once in this long, however many the doctor writes. */
export const REPLY_QUIET_MS = 10 * 60_000;

const CHAT_PAGE = '/pages/otherFun/chat';

/** Called in the send's transaction for a doctor's message: a rolled-back send queues nothing. */
export const scheduleReplyNotice = (trx: Db, message: ChatMessageRow) =>
  enqueueJob(trx, {
    kind: REPLY_NOTICE_JOB,
    payload: { conversationId: message.conversation_id, seq: message.seq },
    runAt: new Date(Date.parse(message.created_at) + REPLY_NOTICE_DELAY_MS),
    dedupeKey: `chat-reply-notice:${message.conversation_id}:${message.seq}`,
  });

const shifted = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

/**
 * Another reply of the same inquiry within ten minutes either way (its job may run late, after this one)
 * that was told already: then this one is not. Each notice is keyed by its message's seq, so a job run
 * twice tells once.
 */
const toldNearby = async (trx: Db, message: ChatMessageRow) => {
  const near = await repo.doctorMessagesBetween(
    trx,
    message.conversation_id,
    message.inquiry_id,
    shifted(message.created_at, -REPLY_QUIET_MS),
    shifted(message.created_at, REPLY_QUIET_MS),
  );
  const others = near.filter((seq) => seq !== message.seq);
  return anyNoticeGiven(trx, 'doctorReplied', message.inquiry_id, others);
};

const doctorName = async (db: Db, staffId: number) => {
  const doctorId = await doctorIdOfStaff(db, staffId);
  return (doctorId !== null ? (await findDoctorWithPlace(db, doctorId))?.name : undefined) ?? '';
};

export const noticeUnreadReply = async (ctx: AppContext, payload: Record<string, unknown>) => {
  const conversationId = String(payload.conversationId);
  const seq = Number(payload.seq);
  await inTransaction(ctx.db, async (trx) => {
    // Two replies' jobs on two processes take turns here, so the second sees the first one's notice.
    await repo.lockConversation(trx, conversationId);
    const message = await repo.findMessage(trx, conversationId, seq);
    if (message?.sender_type !== 'doctor') return;
    // Read in time: the parent was in the chat (on whichever process) and needs no telling.
    if ((await repo.readPositions(trx, conversationId)).parent >= seq) return;
    if (await toldNearby(trx, message)) return;
    const thread = await inquiryThread(trx, message.inquiry_id);
    if (!thread) return;
    const doctor = await doctorName(trx, message.sender_id);
    await issueNotice(ctx, trx, 'doctorReplied', {
      subjectId: message.inquiry_id,
      occurrence: message.seq,
      userId: thread.userId,
      values: { doctor },
      message: {
        category: 'consultation',
        title: '医生已回复',
        content: `${doctor}医生回复了您的图文问诊，点击查看。`,
        link: `${CHAT_PAGE}?inquiryId=${message.inquiry_id}`,
      },
    });
  });
};
