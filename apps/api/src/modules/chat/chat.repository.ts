import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { countAll, toCount } from '../../db/dialect.ts';
import type {
  ChatMessageRow,
  ChatMessagesTable,
  ChatSenderColumn,
  ChatTicketRow,
  ChatTicketsTable,
} from '../../db/schema-chat.ts';

/** The chat's tables: the only SQL on them. */

export const ensureConversation = async (db: Db, id: string, rootInquiryId: number, now: string) => {
  await db.kysely
    .insertInto('chat_conversations')
    .values({ id, root_inquiry_id: rootInquiryId, created_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
};

/**
 * Locks the conversation's row for the rest of the transaction (a no-op write: PostgreSQL's row lock,
 * SQLite's write lock), so a send's checks and its number see every send committed before it.
 */
export const lockConversation = async (db: Db, id: string) => {
  await db.kysely
    .updateTable('chat_conversations')
    .set((eb) => ({ last_seq: eb.ref('last_seq') }))
    .where('id', '=', id)
    .execute();
};

/** The next sequence number, taken under the lock above. */
export const takeSeq = async (db: Db, id: string): Promise<number> => {
  const row = await db.kysely
    .updateTable('chat_conversations')
    .set((eb) => ({ last_seq: eb('last_seq', '+', 1) }))
    .where('id', '=', id)
    .returning('last_seq')
    .executeTakeFirstOrThrow();
  return row.last_seq;
};

export const lastSeqOf = async (db: Db, id: string): Promise<number> => {
  const row = await db.kysely
    .selectFrom('chat_conversations')
    .select('last_seq')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.last_seq ?? 0;
};

export const findByClientId = (
  db: Db,
  conversationId: string,
  senderType: ChatSenderColumn,
  senderId: number,
  clientId: string,
): Promise<ChatMessageRow | undefined> =>
  db.kysely
    .selectFrom('chat_messages')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .where('sender_type', '=', senderType)
    .where('sender_id', '=', senderId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();

export const insertMessage = (db: Db, row: Insertable<ChatMessagesTable>): Promise<ChatMessageRow> =>
  db.kysely.insertInto('chat_messages').values(row).returningAll().executeTakeFirstOrThrow();

export const findMessage = (db: Db, conversationId: string, seq: number) =>
  db.kysely
    .selectFrom('chat_messages')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .where('seq', '=', seq)
    .executeTakeFirst();

/** Messages after `afterSeq`, oldest first (one more than asked, to tell whether more follow). */
/** Whether an image message of the conversation names the picture. */
export const hasPictureMessage = async (db: Db, conversationId: string, pictureId: number) =>
  (await db.kysely
    .selectFrom('chat_messages')
    .select('seq')
    .where('conversation_id', '=', conversationId)
    .where('picture_id', '=', pictureId)
    .limit(1)
    .executeTakeFirst()) !== undefined;

export const messagesAfter = (db: Db, conversationId: string, afterSeq: number, limit: number) =>
  db.kysely
    .selectFrom('chat_messages')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .where('seq', '>', afterSeq)
    .orderBy('seq', 'asc')
    .limit(limit)
    .execute();

/** Messages before `beforeSeq` (or the newest), newest first. */
export const messagesBefore = (db: Db, conversationId: string, beforeSeq: number | null, limit: number) => {
  let q = db.kysely.selectFrom('chat_messages').selectAll().where('conversation_id', '=', conversationId);
  if (beforeSeq !== null) q = q.where('seq', '<', beforeSeq);
  return q.orderBy('seq', 'desc').limit(limit).execute();
};

/** The parent's messages in one inquiry since a time (the free follow-up messages used). */
export const countParentMessagesSince = async (db: Db, inquiryId: number, since: string): Promise<number> => {
  const row = await db.kysely
    .selectFrom('chat_messages')
    .select(countAll())
    .where('inquiry_id', '=', inquiryId)
    .where('sender_type', '=', 'parent')
    .where('created_at', '>', since)
    .executeTakeFirst();
  return toCount(row?.count);
};

/** The seqs of a doctor's messages in one inquiry written strictly between two times (ISO strings). */
export const doctorMessagesBetween = async (
  db: Db,
  conversationId: string,
  inquiryId: number,
  after: string,
  before: string,
): Promise<number[]> =>
  (
    await db.kysely
      .selectFrom('chat_messages')
      .select('seq')
      .where('conversation_id', '=', conversationId)
      .where('inquiry_id', '=', inquiryId)
      .where('sender_type', '=', 'doctor')
      .where('created_at', '>', after)
      .where('created_at', '<', before)
      .execute()
  ).map((r) => r.seq);

export const readPositions = async (db: Db, conversationId: string) => {
  const rows = await db.kysely
    .selectFrom('chat_reads')
    .select(['side', 'read_seq'])
    .where('conversation_id', '=', conversationId)
    .execute();
  const of = (side: 'parent' | 'doctor') => rows.find((r) => r.side === side)?.read_seq ?? 0;
  return { parent: of('parent'), doctor: of('doctor') };
};

/** Moves a side's read position forward only (a late, older receipt changes nothing). */
export const advanceRead = async (
  db: Db,
  conversationId: string,
  side: 'parent' | 'doctor',
  seq: number,
  now: string,
) => {
  await db.kysely
    .insertInto('chat_reads')
    .values({ conversation_id: conversationId, side, read_seq: seq, updated_at: now })
    .onConflict((oc) =>
      oc
        .columns(['conversation_id', 'side'])
        .doUpdateSet({ read_seq: seq, updated_at: now })
        .where('chat_reads.read_seq', '<', seq),
    )
    .execute();
};

export const insertTicket = async (db: Db, row: Insertable<ChatTicketsTable>) => {
  await db.kysely.insertInto('chat_tickets').values(row).execute();
};

/** Uses a ticket once: only an unused, unexpired one is taken. */
export const consumeTicket = (db: Db, hash: string, now: string): Promise<ChatTicketRow | undefined> =>
  db.kysely
    .updateTable('chat_tickets')
    .set({ used_at: now })
    .where('ticket_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();

/** Tickets are worth nothing after they expire: removed in passing, a day later. */
export const dropOldTickets = async (db: Db, before: string) => {
  await db.kysely.deleteFrom('chat_tickets').where('expires_at', '<', before).execute();
};

/** An account merge (accounts/account-merge.ts): what the parent wrote in their chats is theirs on the surviving account. */
export const moveParentMessagesToAccount = async (
  trx: Db,
  fromUserId: number,
  intoUserId: number,
): Promise<void> => {
  await trx.kysely
    .updateTable('chat_messages')
    .set({ sender_id: intoUserId })
    .where('sender_type', '=', 'parent')
    .where('sender_id', '=', fromUserId)
    .execute();
};
