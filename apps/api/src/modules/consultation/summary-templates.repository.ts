import type { Db } from '../../db/database.ts';
import type { ConsultSummaryTemplatesTable, SummaryTemplateRow } from '../../db/schema-consult-desk.ts';
import type { Insertable, Updateable } from 'kysely';

/** Summary templates: every query is scoped by the staff member who owns them. */

export const listTemplatesOf = (db: Db, staffId: number): Promise<SummaryTemplateRow[]> =>
  db.kysely
    .selectFrom('consult_summary_templates')
    .selectAll()
    .where('staff_id', '=', staffId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

export const insertTemplate = (db: Db, row: Insertable<ConsultSummaryTemplatesTable>) =>
  db.kysely.insertInto('consult_summary_templates').values(row).returningAll().executeTakeFirstOrThrow();

/** Changes the owner's template; another's reads as absent (undefined). */
export const updateOwnTemplate = (
  db: Db,
  staffId: number,
  templateId: number,
  changes: Updateable<ConsultSummaryTemplatesTable>,
): Promise<SummaryTemplateRow | undefined> =>
  db.kysely
    .updateTable('consult_summary_templates')
    .set(changes)
    .where('id', '=', templateId)
    .where('staff_id', '=', staffId)
    .returningAll()
    .executeTakeFirst();

export const deleteOwnTemplate = async (db: Db, staffId: number, templateId: number): Promise<boolean> => {
  const gone = await db.kysely
    .deleteFrom('consult_summary_templates')
    .where('id', '=', templateId)
    .where('staff_id', '=', staffId)
    .returning('id')
    .executeTakeFirst();
  return gone !== undefined;
};
