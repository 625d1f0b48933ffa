import { sql } from 'kysely';
import type { Db } from './database.ts';

/** The cheapest round trip to the database: rejects when it does not answer (the /ready probe). */
export const pingDatabase = async (db: Db): Promise<void> => {
  await sql`select 1`.execute(db.kysely);
};
