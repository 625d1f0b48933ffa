import { type Kysely, sql } from 'kysely';
import { type DialectName, idColumn, idColumnType } from '../dialect.ts';

/**
 * Paid 图文问诊 (issue 14, server core). A doctor's consultation service (price in fen, the accept and
 * first-answer deadlines in working minutes, the weekly working hours as JSON, the free follow-up
 * allowance, on/off), the inquiries with their state (packages/domain inquiry-state: every move a
 * conditional update on `status`), and one rating per inquiry (a unique key behind the conditional move).
 * Inquiries are medical records kept for years: nothing here is ever deleted.
 */
export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  const id = idColumn(dialect);
  const idType = idColumnType(dialect);

  await db.schema
    .createTable('consultation_services')
    .addColumn('doctor_id', 'integer', (c) => c.primaryKey().references('doctors.id'))
    .addColumn('price_fen', 'integer', (c) => c.notNull())
    .addColumn('accept_minutes', 'integer', (c) => c.notNull().defaultTo(30))
    .addColumn('answer_minutes', 'integer', (c) => c.notNull().defaultTo(120))
    .addColumn('working_hours', 'text', (c) => c.notNull()) // JSON: [{ weekday, start, end }]
    .addColumn('follow_up_messages', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('follow_up_hours', 'integer', (c) => c.notNull().defaultTo(72))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_by', 'integer', (c) => c.references('staff.id'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('consultation_services_price', sql`price_fen >= 0`)
    .addCheckConstraint(
      'consultation_services_minutes',
      sql`accept_minutes > 0 and answer_minutes > 0 and follow_up_messages >= 0 and follow_up_hours >= 0`,
    )
    .addCheckConstraint('consultation_services_enabled', sql`enabled in (0, 1)`)
    .execute();

  await db.schema
    .createTable('inquiries')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('baby_id', 'integer', (c) => c.notNull().references('babies.id'))
    .addColumn('doctor_id', 'integer', (c) => c.notNull().references('doctors.id'))
    .addColumn('department_id', 'integer', (c) => c.notNull().references('departments.id'))
    .addColumn('first_inquiry_id', 'integer', (c) => c.references('inquiries.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('complaint', 'text', (c) => c.notNull())
    .addColumn('duration', 'text', (c) => c.notNull())
    .addColumn('temperature_dc', 'integer') // tenths of a degree Celsius, only with fever
    .addColumn('allergies', 'text', (c) => c.notNull())
    .addColumn('medicines', 'text', (c) => c.notNull())
    .addColumn('notice_agreed_at', 'text', (c) => c.notNull())
    .addColumn('allow_reassign', 'integer', (c) => c.notNull())
    .addColumn('price_fen', 'integer', (c) => c.notNull())
    // The free follow-up allowance promised when the parent asked, kept with the inquiry: a later change
    // of the service's settings does not change what was paid for.
    .addColumn('follow_up_messages', 'integer', (c) => c.notNull())
    .addColumn('follow_up_hours', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
    .addColumn('reassign_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paid_at', 'text')
    .addColumn('accept_deadline_at', 'text')
    .addColumn('accepted_at', 'text')
    .addColumn('answer_deadline_at', 'text')
    .addColumn('first_answered_at', 'text')
    .addColumn('closed_at', 'text')
    .addColumn('summary_findings', 'text')
    .addColumn('summary_advice', 'text')
    .addColumn('summary_watch_for', 'text')
    .addColumn('summary_return_advice', 'text')
    .addColumn('ended_at', 'text')
    .addColumn('end_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'inquiries_status',
      sql`status in ('pendingPayment', 'waiting', 'inProgress', 'completed', 'rated', 'cancelled', 'refunded')`,
    )
    .addCheckConstraint('inquiries_kind', sql`kind in ('consultation', 'followUpVisit')`)
    .addCheckConstraint('inquiries_price', sql`price_fen >= 0`)
    .addCheckConstraint('inquiries_reassign', sql`allow_reassign in (0, 1)`)
    .addCheckConstraint(
      'inquiries_temperature',
      sql`temperature_dc is null or (temperature_dc >= 340 and temperature_dc <= 430)`,
    )
    .execute();
  await sql`create index inquiries_user on inquiries (user_id, id)`.execute(db);
  await sql`create index inquiries_doctor_status on inquiries (doctor_id, status, accept_deadline_at)`.execute(
    db,
  );
  await sql`create index inquiries_baby on inquiries (baby_id, id)`.execute(db);

  await db.schema
    .createTable('inquiry_ratings')
    .addColumn('id', idType, id)
    .addColumn('inquiry_id', 'integer', (c) => c.notNull().unique().references('inquiries.id'))
    .addColumn('doctor_id', 'integer', (c) => c.notNull().references('doctors.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('stars', 'integer', (c) => c.notNull())
    .addColumn('labels', 'text', (c) => c.notNull()) // JSON array of the server's labels
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('anonymous', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('inquiry_ratings_stars', sql`stars between 1 and 5`)
    .addCheckConstraint('inquiry_ratings_anonymous', sql`anonymous in (0, 1)`)
    .execute();
  await sql`create index inquiry_ratings_doctor on inquiry_ratings (doctor_id, id)`.execute(db);
};
