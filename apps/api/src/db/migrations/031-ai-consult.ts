import { type Kysely, sql } from 'kysely';
import { type DialectName, idColumn, idColumnType } from '../dialect.ts';

/**
 * AI consultation (issue 23): a guardian's interview about one child, and every turn of it. The
 * engine's rules decide the level; a session keeps which questions were asked and which signs the
 * guardian answered yes to (JSON arrays of rule ids), the level reached, and when an emergency was
 * first advised. Messages are numbered per session (a send locks the session row, so two requests never
 * give the same number); a guardian's resend with the same client id finds the stored message. The
 * case summary is shown to staff only once the guardian has confirmed it (`summary_confirmed_at`).
 * Like the chat, this is part of the consultation record: nothing here is deleted with an account.
 */
export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  await db.schema
    .createTable('ai_sessions')
    .addColumn('id', idColumnType(dialect), idColumn(dialect))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('baby_id', 'integer', (c) => c.notNull().references('babies.id'))
    .addColumn('consult_type', 'text', (c) => c.notNull())
    .addColumn('complaint', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('level', 'text')
    .addColumn('emergency_at', 'text')
    .addColumn('asked', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('confirmed', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('last_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('summary_confirmed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('ai_sessions_status', sql`status in ('interviewing', 'assessed')`)
    .addCheckConstraint(
      'ai_sessions_level',
      sql`level is null or level in ('emergency_ambulance', 'emergency', 'consultation_24', 'consultation', 'self_care')`,
    )
    .execute();
  await db.schema.createIndex('ai_sessions_user').on('ai_sessions').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('ai_messages')
    .addColumn('id', idColumnType(dialect), idColumn(dialect))
    .addColumn('session_id', 'integer', (c) => c.notNull().references('ai_sessions.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    // The question answered, or asked (a red-flag rule's id).
    .addColumn('rule_id', 'text')
    // A question's quick answers, or an assessment (level, advice, signs, what to watch for), as JSON.
    .addColumn('payload', 'text')
    .addColumn('picture_id', 'integer', (c) => c.references('pictures.id'))
    .addColumn('client_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('ai_messages_seq', ['session_id', 'seq'])
    .addUniqueConstraint('ai_messages_client', ['session_id', 'client_id'])
    .addCheckConstraint('ai_messages_role', sql`role in ('guardian', 'assistant')`)
    .addCheckConstraint(
      'ai_messages_kind',
      sql`kind in ('complaint', 'text', 'answer', 'picture', 'question', 'assessment', 'note')`,
    )
    .execute();
};
