import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AuditLogTable } from '../../db/schema.ts';

/** The only code with SQL about the audit trail; rows are only ever added. */
export const insertAuditEntry = async (db: Db, values: Insertable<AuditLogTable>): Promise<void> => {
  await db.kysely.insertInto('audit_log').values(values).execute();
};
