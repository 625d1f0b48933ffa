import type { Db } from '../../db/database.ts';
import type { FacilityRow } from '../../db/schema.ts';

/** The directory as parents see it: open facilities and departments, active doctors, their slots. */

export const listOpenFacilities = (db: Db, cityCode?: string) => {
  let q = db.kysely.selectFrom('facilities').selectAll().where('status', '=', 'open');
  if (cityCode) q = q.where('city_code', '=', cityCode);
  return q.orderBy('id').execute();
};

export const findOpenFacility = (db: Db, facilityId: number): Promise<FacilityRow | undefined> =>
  db.kysely
    .selectFrom('facilities')
    .selectAll()
    .where('id', '=', facilityId)
    .where('status', '=', 'open')
    .executeTakeFirst();

/** The first open facility's name (the clinic's name on the sandbox cashier). */
export const firstOpenFacilityName = async (db: Db): Promise<string | undefined> =>
  (
    await db.kysely
      .selectFrom('facilities')
      .select('name')
      .where('status', '=', 'open')
      .orderBy('id')
      .executeTakeFirst()
  )?.name;

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
export type DoctorWithPlace = Awaited<ReturnType<typeof findDoctorWithPlace>> & {};

export const listActiveDoctors = (db: Db, facilityId: number, deptId?: number) => {
  let q = doctorsWithPlace(db).where('d.facility_id', '=', facilityId).where('d.status', '=', 'active');
  if (deptId) q = q.where('d.department_id', '=', deptId);
  return q.orderBy('d.id').execute();
};

export const findDoctorWithPlace = (db: Db, doctorId: number) =>
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

/** Where and when a visit is, for its reminder: the doctor's and facility's names, the slot's half-day. */
export const findVisitPlace = (db: Db, doctorId: number, slotId: number) =>
  db.kysely
    .selectFrom('doctors as d')
    .innerJoin('facilities as f', 'f.id', 'd.facility_id')
    .innerJoin('clinic_sessions as cs', (j) =>
      j.on('cs.id', '=', db.kysely.selectFrom('slots').select('session_id').where('id', '=', slotId)),
    )
    .select(['d.name as doctor_name', 'f.name as facility_name', 'cs.period'])
    .where('d.id', '=', doctorId)
    .executeTakeFirst();
