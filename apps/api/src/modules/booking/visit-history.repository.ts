import type { Db } from '../../db/database.ts';

/** Whether the clinic has seen this patient record in person: an appointment marked arrived. */
export const findArrivedVisit = (db: Db, pid: string) =>
  db.kysely
    .selectFrom('appointments')
    .select('id')
    .where('pid', '=', pid)
    .where('status', '=', 'arrived')
    .limit(1)
    .executeTakeFirst();
