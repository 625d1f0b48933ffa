import type { BookingSettings } from '@sprout/domain';
import { sql } from 'kysely';
import type { FacilityRow } from '../../db/schema.ts';
import type { Db } from '../../db/database.ts';

export const settingsOf = (f: FacilityRow): BookingSettings => ({
  bookingWindowDays: f.booking_window_days,
  releaseTime: f.release_time,
  sameDayCutoff: f.same_day_cutoff,
  cancelCutoffMinutes: f.cancel_cutoff_minutes,
  holdMinutes: f.hold_minutes,
});

export const listOpenFacilities = (db: Db, cityCode?: string) => {
  let q = db.kysely.selectFrom('facilities').selectAll().where('status', '=', 'open');
  if (cityCode) q = q.where('city_code', '=', cityCode);
  return q.orderBy('id').execute();
};

export const findOpenFacility = (db: Db, facilityId: number) =>
  db.kysely
    .selectFrom('facilities')
    .selectAll()
    .where('id', '=', facilityId)
    .where('status', '=', 'open')
    .executeTakeFirst();

export const listOpenDepartments = (db: Db, facilityId: number) =>
  db.kysely
    .selectFrom('departments')
    .select(['id', 'name', 'intro'])
    .where('facility_id', '=', facilityId)
    .where('status', '=', 'open')
    .orderBy('sort')
    .orderBy('id')
    .execute();

const doctorsWithPlace = (db: Db) =>
  db.kysely
    .selectFrom('doctors as d')
    .innerJoin('departments as dp', 'dp.id', 'd.department_id')
    .innerJoin('facilities as f', 'f.id', 'd.facility_id')
    .select([
      'd.id',
      'd.name',
      'd.title',
      'd.speciality',
      'd.introduction',
      'd.photo_url',
      'd.registration_fee_fen',
      'd.status',
      'd.department_id',
      'd.facility_id',
      'dp.name as dept_name',
      'f.name as facility_name',
    ]);
export type DoctorWithPlace = Awaited<ReturnType<typeof findDoctor>> & {};

export const listActiveDoctors = (db: Db, facilityId: number, deptId?: number) => {
  let q = doctorsWithPlace(db).where('d.facility_id', '=', facilityId).where('d.status', '=', 'active');
  if (deptId) q = q.where('d.department_id', '=', deptId);
  return q.orderBy('d.id').execute();
};

export const findDoctor = (db: Db, doctorId: number) =>
  doctorsWithPlace(db).where('d.id', '=', doctorId).executeTakeFirst();

/** The doctor's slots between two dates (inclusive) with their session's period and status. */
export const listDoctorSlots = (db: Db, doctorId: number, from: string, to: string) =>
  db.kysely
    .selectFrom('slots as s')
    .innerJoin('clinic_sessions as cs', 'cs.id', 's.session_id')
    .select([
      's.id',
      's.date',
      's.start_time',
      's.end_time',
      's.capacity',
      's.booked',
      'cs.period',
      'cs.status as session_status',
    ])
    .where('s.doctor_id', '=', doctorId)
    .where('s.date', '>=', from)
    .where('s.date', '<=', to)
    .orderBy('s.date')
    .orderBy('s.start_time')
    .execute();

export const listHolidayDates = async (db: Db, facilityId: number, from: string, to: string) =>
  new Set(
    (
      await db.kysely
        .selectFrom('holidays')
        .select('date')
        .where('facility_id', '=', facilityId)
        .where('date', '>=', from)
        .where('date', '<=', to)
        .execute()
    ).map((h) => h.date),
  );

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

export const lockOrder = async (trx: Db, orderId: number) => {
  let q = trx.kysely.selectFrom('orders').selectAll().where('id', '=', orderId);
  if (trx.dialect === 'postgres') q = q.forUpdate();
  return q.executeTakeFirst();
};
