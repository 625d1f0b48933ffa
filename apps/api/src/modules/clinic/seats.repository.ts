import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * Slots and their seats: what a booking checks and takes, inside the booking's transaction. The
 * booking module calls these through seats.service.ts and keeps the order they are called in.
 */

/** Everything addAppointment checks about a slot, read in its transaction. */
export const findSlotForBooking = (db: Db, slotId: number) =>
  db.kysely
    .selectFrom('slots as s')
    .innerJoin('clinic_sessions as cs', 'cs.id', 's.session_id')
    .innerJoin('doctors as d', 'd.id', 's.doctor_id')
    .innerJoin('facilities as f', 'f.id', 'cs.facility_id')
    .leftJoin('holidays as h', (j) =>
      j.onRef('h.facility_id', '=', 'cs.facility_id').onRef('h.date', '=', 's.date'),
    )
    .select([
      's.id',
      's.date',
      's.start_time',
      's.end_time',
      's.capacity',
      's.booked',
      's.session_id',
      'cs.period',
      'cs.status as session_status',
      'd.id as doctor_id',
      'd.name as doctor_name',
      'd.status as doctor_status',
      'd.department_id',
      'd.registration_fee_fen',
      'f.id as facility_id',
      'f.status as facility_status',
      'h.id as holiday_id',
    ])
    .where('s.id', '=', slotId)
    .executeTakeFirst();
export type SlotForBooking = NonNullable<Awaited<ReturnType<typeof findSlotForBooking>>>;

/**
 * Takes one seat if one is free: the database decides, so any number of processes racing for the
 * last seat produce exactly `capacity` winners. False when the slot is full.
 */
export const takeSeat = async (trx: Db, slotId: number): Promise<boolean> => {
  const res = await trx.kysely
    .updateTable('slots')
    .set((eb) => ({ booked: eb('booked', '+', 1) }))
    .where('id', '=', slotId)
    .where(sql<boolean>`booked < capacity`)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
};

/**
 * Is the slot's clinic session still open, read under a share lock on PostgreSQL? A manager stopping
 * that session updates the same row, so the stop waits for this booking to commit and then sees (and
 * cancels) it, or the stop commits first and this read sees 'stopped'. SQLite has one writer anyway.
 */
export const isSessionOpenLocked = async (trx: Db, slotId: number): Promise<boolean> => {
  let q = trx.kysely
    .selectFrom('clinic_sessions as cs')
    .innerJoin('slots as s', 's.session_id', 'cs.id')
    .select('cs.status')
    .where('s.id', '=', slotId);
  if (trx.dialect === 'postgres') q = q.forShare('cs');
  return (await q.executeTakeFirst())?.status === 'open';
};

/** Gives a seat back (never below zero: the CHECK on booked stands behind it). */
export const releaseSeat = async (trx: Db, slotId: number): Promise<void> => {
  await trx.kysely
    .updateTable('slots')
    .set((eb) => ({ booked: eb('booked', '-', 1) }))
    .where('id', '=', slotId)
    .where('booked', '>', 0)
    .execute();
};

/**
 * On PostgreSQL, locks the slot row before an appointment row changes, so that every path that
 * touches both (booking, cancelling, expiring) takes them in the same order and cannot deadlock.
 */
export const lockSlot = async (trx: Db, slotId: number): Promise<void> => {
  if (trx.dialect === 'postgres')
    await trx.kysely.selectFrom('slots').select('id').where('id', '=', slotId).forUpdate().execute();
};

/** The slots of some sessions, each with its session (a stop cancels what was booked on them). */
export const slotsOfSessions = (db: Db, sessionIds: readonly number[]) =>
  sessionIds.length === 0
    ? Promise.resolve([])
    : db.kysely
        .selectFrom('slots')
        .select(['id', 'session_id'])
        .where('session_id', 'in', sessionIds)
        .execute();
