import type { Kysely } from 'kysely';

/**
 * The AI consultation's case summary handed to a doctor (issue 23): a 图文问诊 may name the guardian's
 * confirmed AI session about the same child; the doctor reads that summary beside the inquiry. Only a
 * confirmed summary can be named, so nothing the guardian has not read and confirmed reaches staff.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .alterTable('inquiries')
    .addColumn('ai_session_id', 'integer', (c) => c.references('ai_sessions.id'))
    .execute();
};
