import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../dialect.ts';

/**
 * One live booking per child, doctor and half-day (issue 13): a facility rule, on by default.
 * - facilities.one_booking_per_half_day: 1 on, 0 off (a manager turns it off in 院区设置).
 * - appointments.half_day_key: `doctorId|date|am|pm`, written only when the rule applied to the
 *   booking; the partial unique index over it is what makes two bookings at the same moment give
 *   exactly one, on SQLite and PostgreSQL alike. Rows booked before this migration keep NULL, so an
 *   old double booking cannot stop the upgrade; the booking's own check still sees them.
 */
export const up = async (db: Kysely<unknown>, _dialect: DialectName): Promise<void> => {
  await db.schema
    .alterTable('facilities')
    .addColumn('one_booking_per_half_day', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('appointments').addColumn('half_day_key', 'text').execute();
  await sql`create unique index appointments_one_live_per_baby_half_day on appointments (baby_id, half_day_key) where half_day_key is not null and status in ('pending_payment', 'booked', 'arrived')`.execute(
    db,
  );
};
