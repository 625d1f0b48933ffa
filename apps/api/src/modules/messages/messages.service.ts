import type { MessageCategory, SystemMessage, SystemMessageDetail } from '@sprout/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import type { SystemMessageRow } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import type { ParentPrincipal } from '../sessions/sessions.types.ts';
import * as repo from './messages.repository.ts';

const SUMMARY_LENGTH = 60;

const toView = (row: SystemMessageRow): SystemMessage => ({
  msgId: row.id,
  category: row.category as SystemMessage['category'],
  title: row.title,
  summary: [...row.content.replace(/\s+/g, ' ')].slice(0, SUMMARY_LENGTH).join(''),
  isRead: row.read_at !== null,
  createdAt: row.created_at,
  link: row.link,
});

export const unreadCount = (ctx: AppContext, p: ParentPrincipal) => repo.countUnread(ctx.db, p.userId);

export const pageMessages = async (
  ctx: AppContext,
  p: ParentPrincipal,
  pageNum: number,
  pageSize: number,
  onlyUnread = false,
) => {
  const { rows, total } = await repo.pageOwnMessages(ctx.db, p.userId, { pageNum, pageSize, onlyUnread });
  return { list: rows.map(toView), total, pageNum, pageSize };
};

/** Opening a message reads it. */
export const messageDetail = async (
  ctx: AppContext,
  p: ParentPrincipal,
  msgId: number,
): Promise<SystemMessageDetail> => {
  const row = await repo.findOwnMessage(ctx.db, p.userId, msgId);
  if (!row) throw notFound('消息不存在');
  if (!row.read_at) await repo.markRead(ctx.db, p.userId, msgId);
  return { ...toView({ ...row, read_at: row.read_at ?? nowIso() }), content: row.content };
};

export const readOne = async (ctx: AppContext, p: ParentPrincipal, msgId: number) => {
  if (!(await repo.ownMessageExists(ctx.db, p.userId, msgId))) throw notFound('消息不存在');
  await repo.markRead(ctx.db, p.userId, msgId);
  return { unread: await unreadCount(ctx, p) };
};

export const readAll = async (ctx: AppContext, p: ParentPrincipal) => {
  await repo.markRead(ctx.db, p.userId);
  return { unread: 0 };
};

/** An account merged into another (accounts' bindPhone) hands its messages over, in the merge's transaction. */
export const moveMessagesToAccount = (trx: Db, fromUserId: number, intoUserId: number): Promise<void> =>
  repo.moveMessages(trx, fromUserId, intoUserId);

export interface NewSystemMessage {
  category: MessageCategory;
  title: string;
  content: string;
  /** Patient-app route to open from the message, e.g. /pages/newFun/orderDetail?weId=3. */
  link?: string | null;
}

/**
 * The one way any module tells a parent something. Pass the transaction's executor when the message
 * belongs to a change (a booking, a refund), so that both happen or neither does.
 */
export const postSystemMessage = async (
  db: Db,
  userId: number,
  message: NewSystemMessage,
): Promise<number> => {
  // A message opens only a page of our own app: no other scheme, no other origin.
  if (message.link && !/^\/pages\/[\w/]+(\?[\w=&%.-]*)?$/.test(message.link)) {
    throw new Error(`system message link must be a patient-app route, got ${message.link}`);
  }
  return repo.insertMessage(db, {
    user_id: userId,
    category: message.category,
    title: message.title,
    content: message.content,
    link: message.link ?? null,
    read_at: null,
    created_at: nowIso(),
  });
};
