import type { StaffRole } from '@sprout/contract';
import { parseConversationId } from '@sprout/domain';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import { writeAudit } from '../audit/audit.service.ts';
import { doctorIdOfStaff } from '../clinic/clinic.service.ts';
import { type InquiryThread, inquiryThread } from '../consultation/inquiry-thread.service.ts';

/**
 * Who is in a chat (issue 14). A conversation is an inquiry thread: `GROUPinquiry<first inquiry id>`.
 * The parent who asked and the doctors who hold or held its inquiries are its sides; a manager may read
 * it (and nothing else: no sends, no receipts). Anyone else finds it absent (4004, never 4003).
 */
export type ChatActor =
  | { kind: 'parent'; userId: number }
  | { kind: 'staff'; staffId: number; role: StaffRole };

export type ChatSide = 'parent' | 'doctor' | 'manager';

export interface ChatAccess {
  thread: InquiryThread;
  conversationId: string;
  side: ChatSide;
  /** The parent's user id or the doctor's staff id: who a stored message says sent it. */
  senderId: number;
  /** The staff member's doctor (null for a parent, or staff linked to no doctor). */
  doctorId: number | null;
}

export const conversationOf = (rootInquiryId: number) => `GROUPinquiry${rootInquiryId}`;

/** The thread a conversation id names, or null for anything else. */
export const rootOfConversation = (conversationId: string): number | null => {
  const parsed = parseConversationId(conversationId);
  if (parsed?.kind !== 'group') return null;
  const m = /^inquiry([1-9]\d{0,9})$/.exec(parsed.groupId);
  return m?.[1] ? Number(m[1]) : null;
};

const sideOf = (actor: ChatActor, thread: InquiryThread, doctorId: number | null): ChatSide | null => {
  if (actor.kind === 'parent') return thread.userId === actor.userId ? 'parent' : null;
  if (doctorId !== null && thread.doctorIds.includes(doctorId)) return 'doctor';
  return actor.role === 'doctor' ? null : 'manager';
};

/** The actor's place in the thread of `inquiryId`, or 4004. */
export const chatAccess = async (db: Db, actor: ChatActor, inquiryId: number): Promise<ChatAccess> => {
  const thread = await inquiryThread(db, inquiryId);
  const doctorId = actor.kind === 'staff' ? await doctorIdOfStaff(db, actor.staffId) : null;
  const side = thread ? sideOf(actor, thread, doctorId) : null;
  if (!thread || !side) throw notFound('问诊不存在');
  return {
    thread,
    conversationId: conversationOf(thread.rootId),
    side,
    senderId: actor.kind === 'parent' ? actor.userId : actor.staffId,
    doctorId,
  };
};

/** The same, by conversation id (the socket's frames name conversations). */
export const conversationAccess = (db: Db, actor: ChatActor, conversationId: string): Promise<ChatAccess> => {
  const root = rootOfConversation(conversationId);
  if (root === null) throw notFound('会话不存在');
  return chatAccess(db, actor, root);
};

/** Staff reading a child's chat is a read of the child's data (R13). */
export const auditChatRead = async (db: Db, actor: ChatActor, access: ChatAccess) => {
  if (actor.kind !== 'staff') return;
  await writeAudit(db, {
    actorType: 'staff',
    actorId: actor.staffId,
    action: 'child.chat.read',
    subjectType: 'baby',
    subjectId: String(access.thread.babyId),
    detail: { inquiryId: access.thread.current.id, conversationId: access.conversationId },
  });
};
