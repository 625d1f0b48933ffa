import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import type { WechatTicketsTable } from '../../db/schema.ts';

/** The only code with SQL about wxTickets (stored as hashes; see wechat-login.service.ts). */

export const insertTicket = async (db: Db, values: Insertable<WechatTicketsTable>): Promise<void> => {
  await db.kysely.insertInto('wechat_tickets').values(values).execute();
};

/** The ticket of this hash for this app, while it lasts. */
export const findLiveTicket = (db: Db, ticketHash: string, appId: string) =>
  db.kysely
    .selectFrom('wechat_tickets')
    .selectAll()
    .where('ticket_hash', '=', ticketHash)
    .where('app_id', '=', appId)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
