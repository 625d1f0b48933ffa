import { type Kysely, sql } from 'kysely';
import { type DialectName, idColumn, idColumnType } from '../dialect.ts';

/**
 * Clinic booking and paying for it: booking settings per facility, weekly schedule templates, clinic
 * sessions (a doctor's morning or afternoon on a date) split into slots with a capacity, holidays,
 * the clinic's patient records, appointments, orders, payment events, refunds, and durable jobs.
 * Concurrency rules live here as constraints: a slot is taken with `booked < capacity` in a
 * conditional update, an order moves state with a conditional update, a provider event is stored once.
 */
export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  const id = idColumn(dialect);
  const idType = idColumnType(dialect);

  // Booking settings are the facility's, not constants in code.
  await db.schema
    .alterTable('facilities')
    .addColumn('booking_window_days', 'integer', (c) => c.notNull().defaultTo(7))
    .execute();
  await db.schema
    .alterTable('facilities')
    .addColumn('release_time', 'text', (c) => c.notNull().defaultTo('08:00'))
    .execute();
  await db.schema
    .alterTable('facilities')
    .addColumn('same_day_cutoff', 'text', (c) => c.notNull().defaultTo('16:00'))
    .execute();
  await db.schema
    .alterTable('facilities')
    .addColumn('cancel_cutoff_minutes', 'integer', (c) => c.notNull().defaultTo(120))
    .execute();
  await db.schema
    .alterTable('facilities')
    .addColumn('hold_minutes', 'integer', (c) => c.notNull().defaultTo(15))
    .execute();
  await db.schema
    .alterTable('facilities')
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('Asia/Shanghai'))
    .execute();

  await db.schema
    .createTable('schedule_templates')
    .addColumn('id', idType, id)
    .addColumn('doctor_id', 'integer', (c) => c.notNull().references('doctors.id'))
    .addColumn('weekday', 'integer', (c) => c.notNull()) // 1 Monday … 7 Sunday
    .addColumn('period', 'text', (c) => c.notNull()) // am | pm
    .addColumn('start_time', 'text', (c) => c.notNull()) // HH:mm
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('slot_minutes', 'integer', (c) => c.notNull())
    .addColumn('capacity_per_slot', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_by', 'integer')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('schedule_templates_doctor_day_period', ['doctor_id', 'weekday', 'period'])
    .execute();

  await db.schema
    .createTable('clinic_sessions')
    .addColumn('id', idType, id)
    .addColumn('doctor_id', 'integer', (c) => c.notNull().references('doctors.id'))
    .addColumn('facility_id', 'integer', (c) => c.notNull().references('facilities.id'))
    .addColumn('date', 'text', (c) => c.notNull()) // YYYY-MM-DD in the facility's time zone
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open')) // open | stopped
    .addColumn('stop_reason', 'text')
    .addColumn('template_id', 'integer')
    .addColumn('updated_by', 'integer')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('clinic_sessions_doctor_date_period', ['doctor_id', 'date', 'period'])
    .execute();
  await db.schema
    .createIndex('clinic_sessions_facility_date')
    .on('clinic_sessions')
    .columns(['facility_id', 'date'])
    .execute();

  await db.schema
    .createTable('slots')
    .addColumn('id', idType, id)
    .addColumn('session_id', 'integer', (c) => c.notNull().references('clinic_sessions.id'))
    .addColumn('doctor_id', 'integer', (c) => c.notNull().references('doctors.id'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('booked', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('slots_doctor_date_start', ['doctor_id', 'date', 'start_time'])
    .addCheckConstraint('slots_booked_within_capacity', sql`booked >= 0 and booked <= capacity`)
    .execute();
  await db.schema.createIndex('slots_session').on('slots').column('session_id').execute();

  await db.schema
    .createTable('holidays')
    .addColumn('id', idType, id)
    .addColumn('facility_id', 'integer', (c) => c.notNull().references('facilities.id'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer')
    .addUniqueConstraint('holidays_facility_date', ['facility_id', 'date'])
    .execute();

  // The clinic's patient records (pid). Until a hospital information system is connected, Sprout's own.
  await db.schema
    .createTable('patient_records')
    .addColumn('id', idType, id)
    .addColumn('pid', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sex', 'text', (c) => c.notNull())
    .addColumn('birthday', 'text', (c) => c.notNull())
    .addColumn('guardian_phone', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('sprout'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('patient_records_phone')
    .on('patient_records')
    .columns(['guardian_phone', 'name'])
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', idType, id)
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull()) // registration | …
    .addColumn('subject_id', 'integer', (c) => c.notNull()) // e.g. the appointment
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('amount_fen', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull()) // created | paying | paid | refunding | refunded | closed
    .addColumn('channel', 'text')
    .addColumn('provider_txn_id', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('closed_at', 'text')
    .addColumn('refunded_fen', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'orders_amount_non_negative',
      sql`amount_fen >= 0 and refunded_fen >= 0 and refunded_fen <= amount_fen`,
    )
    .execute();
  await db.schema.createIndex('orders_user').on('orders').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('orders_subject').on('orders').columns(['kind', 'subject_id']).execute();

  await db.schema
    .createTable('appointments')
    .addColumn('id', idType, id) // the spec's weId
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('baby_id', 'integer', (c) => c.notNull().references('babies.id'))
    .addColumn('pid', 'text')
    .addColumn('facility_id', 'integer', (c) => c.notNull().references('facilities.id'))
    .addColumn('department_id', 'integer', (c) => c.notNull().references('departments.id'))
    .addColumn('doctor_id', 'integer', (c) => c.notNull().references('doctors.id'))
    .addColumn('slot_id', 'integer', (c) => c.notNull().references('slots.id'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('visit_reason', 'text', (c) => c.notNull())
    .addColumn('fee_fen', 'integer', (c) => c.notNull())
    // pending_payment | booked | cancelled | expired | arrived | no_show
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
    .addColumn('hold_expires_at', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('cancel_reason', 'text')
    .addColumn('hidden_at', 'text') // deleted from the parent's list (finished or cancelled only)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('appointments_user').on('appointments').columns(['user_id', 'id']).execute();
  await db.schema
    .createIndex('appointments_doctor_date')
    .on('appointments')
    .columns(['doctor_id', 'date'])
    .execute();
  // A baby holds a slot at most once while the appointment is alive.
  await sql`create unique index appointments_one_live_per_baby_slot on appointments (baby_id, slot_id) where status in ('pending_payment', 'booked')`.execute(
    db,
  );

  // Every provider callback and query answer, stored once per provider event id: replays change nothing.
  await db.schema
    .createTable('payment_events')
    .addColumn('id', idType, id)
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('order_no', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull()) // paid | refunded | refund_failed | closed
    .addColumn('amount_fen', 'integer', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull()) // applied | ignored | rejected
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('payment_events_provider_event', ['provider', 'event_id'])
    .execute();

  await db.schema
    .createTable('refunds')
    .addColumn('id', idType, id)
    .addColumn('refund_no', 'text', (c) => c.notNull().unique())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('amount_fen', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull()) // pending | succeeded | failed
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('provider_refund_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('settled_at', 'text')
    .execute();
  await db.schema.createIndex('refunds_order').on('refunds').column('order_id').execute();

  // Durable background work: claimed atomically by a poller in each process; handlers are idempotent.
  await db.schema
    .createTable('jobs')
    .addColumn('id', idType, id)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('dedupe_key', 'text', (c) => c.unique())
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull()) // pending | running | done | failed | cancelled
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_due').on('jobs').columns(['status', 'run_at']).execute();

  // The embedded payment sandbox's own ledger (the provider's side: prepays, payments, refunds), in the
  // database so that its cashier, query and notifies survive a restart and work across processes.
  await db.schema
    .createTable('sandbox_trades')
    .addColumn('id', idType, id)
    .addColumn('kind', 'text', (c) => c.notNull()) // pay | refund
    .addColumn('trade_no', 'text', (c) => c.notNull()) // out_trade_no or out_refund_no
    .addColumn('order_no', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('amount_fen', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull()) // NOTPAY | SUCCESS | PROCESSING | ABNORMAL
    .addColumn('transaction_id', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('sandbox_trades_kind_no', ['kind', 'trade_no'])
    .execute();
};
