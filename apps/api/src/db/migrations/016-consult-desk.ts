import { type Kysely, sql } from 'kysely';
import { type DialectName, idColumn, idColumnType } from '../dialect.ts';

/**
 * The console's consultation desk (issue 14, console): a doctor's own summary templates (问诊小结模板,
 * seen only by the staff member who wrote them) and parents' complaints about an inquiry (投诉), one open
 * complaint per inquiry (a partial unique index behind the service's check), answered by a manager.
 * Complaints belong to the consultation record and are kept with it: never deleted.
 */
export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  const id = idColumn(dialect);
  const idType = idColumnType(dialect);

  await db.schema
    .createTable('consult_summary_templates')
    .addColumn('id', idType, id)
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('findings', 'text', (c) => c.notNull())
    .addColumn('advice', 'text', (c) => c.notNull())
    .addColumn('watch_for', 'text', (c) => c.notNull())
    .addColumn('return_advice', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await sql`create index consult_summary_templates_staff on consult_summary_templates (staff_id, id)`.execute(
    db,
  );

  await db.schema
    .createTable('inquiry_complaints')
    .addColumn('id', idType, id)
    .addColumn('inquiry_id', 'integer', (c) => c.notNull().references('inquiries.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('doctor_id', 'integer', (c) => c.notNull().references('doctors.id'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reply', 'text')
    .addColumn('handled_by', 'integer', (c) => c.references('staff.id'))
    .addColumn('handled_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('inquiry_complaints_status', sql`status in ('open', 'handled')`)
    .addCheckConstraint(
      'inquiry_complaints_handled',
      sql`(status = 'open' and reply is null) or (status = 'handled' and reply is not null and handled_at is not null)`,
    )
    .execute();
  // One open complaint per inquiry: two taps racing each other leave one row.
  await sql`create unique index inquiry_complaints_one_open on inquiry_complaints (inquiry_id) where status = 'open'`.execute(
    db,
  );
  await sql`create index inquiry_complaints_status on inquiry_complaints (status, id)`.execute(db);
};
