import type { SystemMessage, SystemMessageDetail } from '@sprout/contract';
import type { AppContext } from '../../app-context.ts';
import { countAll, nowIso, toCount } from '../../db/dialect.ts';
import type { SystemMessageRow } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import type { ParentPrincipal } from '../sessions/parent-sessions.ts';

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

const own = (ctx: AppContext, userId: number) =>
  ctx.db.kysely.selectFrom('system_messages').where('user_id', '=', userId);

export const unreadCount = async (ctx: AppContext, p: ParentPrincipal) =>
  toCount(
    (await own(ctx, p.userId).select(countAll()).where('read_at', 'is', null).executeTakeFirst())?.count,
  );

export const pageMessages = async (
  ctx: AppContext,
  p: ParentPrincipal,
  pageNum: number,
  pageSize: number,
  onlyUnread = false,
) => {
  let base = own(ctx, p.userId);
  if (onlyUnread) base = base.where('read_at', 'is', null);
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute(),
    base.select(countAll()).executeTakeFirst(),
  ]);
  return { list: rows.map(toView), total: toCount(total?.count), pageNum, pageSize };
};

const markRead = (ctx: AppContext, p: ParentPrincipal, msgId?: number) => {
  let q = ctx.db.kysely
    .updateTable('system_messages')
    .set({ read_at: nowIso() })
    .where('user_id', '=', p.userId)
    .where('read_at', 'is', null);
  if (msgId !== undefined) q = q.where('id', '=', msgId);
  return q.execute();
};

/** Opening a message reads it. */
export const messageDetail = async (
  ctx: AppContext,
  p: ParentPrincipal,
  msgId: number,
): Promise<SystemMessageDetail> => {
  const row = await own(ctx, p.userId).selectAll().where('id', '=', msgId).executeTakeFirst();
  if (!row) throw notFound('消息不存在');
  if (!row.read_at) await markRead(ctx, p, msgId);
  return { ...toView({ ...row, read_at: row.read_at ?? nowIso() }), content: row.content };
};

export const readOne = async (ctx: AppContext, p: ParentPrincipal, msgId: number) => {
  const exists = await own(ctx, p.userId).select('id').where('id', '=', msgId).executeTakeFirst();
  if (!exists) throw notFound('消息不存在');
  await markRead(ctx, p, msgId);
  return { unread: await unreadCount(ctx, p) };
};

export const readAll = async (ctx: AppContext, p: ParentPrincipal) => {
  await markRead(ctx, p);
  return { unread: 0 };
};
