import type { Kysely } from 'kysely';
import { compiledQuery, param } from '../../db/compiled-query.ts';
import type { Db } from '../../db/database.ts';
import type { Database, FacilityRow } from '../../db/schema.ts';

interface DoctorSlotRow {
  id: number;
  date: string;
  start_time: string;
  end_time: string;
  capacity: number;
  booked: number;
  period: 'am' | 'pm';
  session_status: 'open' | 'stopped';
}

/** The directory as parents see it: open facilities and departments, active doctors, their slots. */

export const listOpenFacilities = (db: Db, cityCode?: string) => {
  let q = db.kysely.selectFrom('facilities').selectAll().where('status', '=', 'open');
  if (cityCode) q = q.where('city_code', '=', cityCode);
  return q.orderBy('id').execute();
};

// The reads behind a doctor's month (getMonthView, a key read) and every booking are compiled once.
const openFacility = compiledQuery<{ facilityId: number }, FacilityRow>((kysely) =>
  kysely
    .selectFrom('facilities')
    .selectAll()
    .where('id', '=', param<number>('facilityId'))
    .where('status', '=', 'open'),
);

export const findOpenFacility = async (db: Db, facilityId: number): Promise<FacilityRow | undefined> =>
  (await openFacility(db, { facilityId }))[0];

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

const doctorsWithPlace = (kysely: Kysely<Database>) =>
  kysely
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
export type DoctorWithPlace = Awaited<
  ReturnType<ReturnType<typeof doctorsWithPlace>['executeTakeFirstOrThrow']>
>;

const doctorWithPlace = compiledQuery<{ doctorId: number }, DoctorWithPlace>((kysely) =>
  doctorsWithPlace(kysely).where('d.id', '=', param<number>('doctorId')),
);

export const listActiveDoctors = (db: Db, facilityId: number, deptId?: number) => {
  let q = doctorsWithPlace(db.kysely)
    .where('d.facility_id', '=', facilityId)
    .where('d.status', '=', 'active');
  if (deptId) q = q.where('d.department_id', '=', deptId);
  return q.orderBy('d.id').execute();
};

export const findDoctorWithPlace = async (db: Db, doctorId: number) =>
  (await doctorWithPlace(db, { doctorId }))[0];

/** The doctor's slots between two dates (inclusive) with their session's period and status. */
const doctorSlots = compiledQuery<{ doctorId: number; from: string; to: string }, DoctorSlotRow>((kysely) =>
  kysely
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
    .where('s.doctor_id', '=', param<number>('doctorId'))
    .where('s.date', '>=', param<string>('from'))
    .where('s.date', '<=', param<string>('to'))
    .orderBy('s.date')
    .orderBy('s.start_time'),
);

export const listDoctorSlots = (db: Db, doctorId: number, from: string, to: string) =>
  doctorSlots(db, { doctorId, from, to });

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
