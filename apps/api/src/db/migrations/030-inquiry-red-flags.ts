import type { Kysely } from 'kysely';

/**
 * Red flags read in a parent's chat messages (issue 23): when the triage rules first found an
 * emergency sign in the inquiry's chat, and which signs (their Chinese names, joined by 、). The
 * doctors' inbox puts such an inquiry first and marks it.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('inquiries').addColumn('red_flag_at', 'text').execute();
  await db.schema.alterTable('inquiries').addColumn('red_flag_signs', 'text').execute();
};
