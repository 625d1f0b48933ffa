import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { countAll, nowIso, toCount } from '../../db/dialect.ts';
import type { SystemMessageRow, SystemMessagesTable } from '../../db/schema.ts';

/** The only code with SQL about system messages. Every read is scoped to the parent they were sent to. */
const own = (db: Db, userId: number) => db.kysely.selectFrom('system_messages').where('user_id', '=', userId);

export const insertMessage = async (db: Db, values: Insertable<SystemMessagesTable>): Promise<number> =>
  (await db.kysely.insertInto('system_messages').values(values).returning('id').executeTakeFirstOrThrow()).id;

export const countUnread = async (db: Db, userId: number): Promise<number> =>
  toCount((await own(db, userId).select(countAll()).where('read_at', 'is', null).executeTakeFirst())?.count);

export const pageOwnMessages = async (
  db: Db,
  userId: number,
  page: { pageNum: number; pageSize: number; onlyUnread: boolean },
) => {
  let base = own(db, userId);
  if (page.onlyUnread) base = base.where('read_at', 'is', null);
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize)
      .execute(),
    base.select(countAll()).executeTakeFirst(),
  ]);
  return { rows, total: toCount(total?.count) };
};

export const findOwnMessage = (
  db: Db,
  userId: number,
  msgId: number,
): Promise<SystemMessageRow | undefined> =>
  own(db, userId).selectAll().where('id', '=', msgId).executeTakeFirst();

export const ownMessageExists = async (db: Db, userId: number, msgId: number): Promise<boolean> =>
  Boolean(await own(db, userId).select('id').where('id', '=', msgId).executeTakeFirst());

/** Marks one message (or, without msgId, every unread one) of this parent read. */
export const markRead = async (db: Db, userId: number, msgId?: number): Promise<void> => {
  let q = db.kysely
    .updateTable('system_messages')
    .set({ read_at: nowIso() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (msgId !== undefined) q = q.where('id', '=', msgId);
  await q.execute();
};

export const moveMessages = async (trx: Db, fromUserId: number, intoUserId: number): Promise<void> => {
  await trx.kysely
    .updateTable('system_messages')
    .set({ user_id: intoUserId })
    .where('user_id', '=', fromUserId)
    .execute();
};
