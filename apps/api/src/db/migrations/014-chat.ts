import { type Kysely, sql } from 'kysely';
import { type DialectName, idColumn, idColumnType } from '../dialect.ts';

/**
 * The realtime chat (issue 14, "Chat"). One conversation per inquiry thread (`GROUPinquiry<first inquiry
 * id>`), holding the last sequence number given: a send locks that row, so two processes on one database
 * never give the same number (and (conversation, seq) is unique behind it). Messages are stored before
 * they are delivered, with the sender's client id unique per sender (a resend finds the stored one).
 * Read positions per side; single-use socket tickets (only their SHA-256 is stored).
 * Chat is part of the consultation record, kept at least 3 years: nothing here is deleted with an account.
 */
export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  await db.schema
    .createTable('chat_conversations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('root_inquiry_id', 'integer', (c) => c.notNull().unique().references('inquiries.id'))
    .addColumn('last_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('chat_conversations_seq', sql`last_seq >= 0`)
    .execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', idColumnType(dialect), idColumn(dialect))
    .addColumn('conversation_id', 'text', (c) => c.notNull().references('chat_conversations.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('inquiry_id', 'integer', (c) => c.notNull().references('inquiries.id'))
    .addColumn('sender_type', 'text', (c) => c.notNull())
    // The parent's user id or the doctor's staff id; 0 for system messages.
    .addColumn('sender_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('picture_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('chat_messages_seq', ['conversation_id', 'seq'])
    .addUniqueConstraint('chat_messages_client', ['conversation_id', 'sender_type', 'sender_id', 'client_id'])
    .addCheckConstraint('chat_messages_sender', sql`sender_type in ('parent', 'doctor', 'system')`)
    .addCheckConstraint('chat_messages_seq_positive', sql`seq > 0`)
    .execute();

  await db.schema
    .createTable('chat_reads')
    .addColumn('conversation_id', 'text', (c) => c.notNull().references('chat_conversations.id'))
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('read_seq', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_reads_pk', ['conversation_id', 'side'])
    .addCheckConstraint('chat_reads_side', sql`side in ('parent', 'doctor')`)
    .execute();

  await db.schema
    .createTable('chat_tickets')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('principal_type', 'text', (c) => c.notNull())
    .addColumn('principal_id', 'integer', (c) => c.notNull())
    .addColumn('role', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addCheckConstraint('chat_tickets_principal', sql`principal_type in ('parent', 'staff')`)
    .execute();
  await sql`create index chat_tickets_expiry on chat_tickets (expires_at)`.execute(db);
};
