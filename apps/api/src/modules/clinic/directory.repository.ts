import type { Insertable, Updateable } from 'kysely';
import { containsText, countAll, toCount } from '../../db/dialect.ts';
import type { Db } from '../../db/database.ts';
import type { DepartmentsTable, DoctorsTable, FacilitiesTable, FacilityRow } from '../../db/schema.ts';
import { offsetOf, type PageArgs } from './paging.ts';

/** The console's view of the directory: facilities, departments and doctors, any status. */

export interface FacilityFilter {
  keyword?: string;
  status?: 'open' | 'closed';
}

const facilityQuery = (db: Db, f: FacilityFilter) => {
  let q = db.kysely.selectFrom('facilities');
  if (f.status) q = q.where('status', '=', f.status);
  const keyword = f.keyword;
  if (keyword) q = q.where((eb) => eb.or([containsText('name', keyword), containsText('address', keyword)]));
  return q;
};

export const pageFacilities = async (db: Db, q: PageArgs & FacilityFilter) => {
  const base = facilityQuery(db, q);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('id').limit(q.pageSize).offset(offsetOf(q)).execute(),
    base.select(countAll()).executeTakeFirst(),
  ]);
  return { rows, total: toCount(total?.count) };
};

export const findFacility = (db: Db, id: number): Promise<FacilityRow | undefined> =>
  db.kysely.selectFrom('facilities').selectAll().where('id', '=', id).executeTakeFirst();

/** False when there is no such facility. */
export const updateFacility = async (trx: Db, id: number, columns: Updateable<FacilitiesTable>) => {
  const updated = await trx.kysely
    .updateTable('facilities')
    .set(columns)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
};

export interface DepartmentFilter {
  facilityId?: number;
  status?: 'open' | 'closed';
  keyword?: string;
}

const departmentQuery = (db: Db, f: DepartmentFilter) => {
  let q = db.kysely.selectFrom('departments');
  if (f.facilityId) q = q.where('facility_id', '=', f.facilityId);
  if (f.status) q = q.where('status', '=', f.status);
  if (f.keyword) q = q.where(containsText('name', f.keyword));
  return q;
};

export const pageDepartments = async (db: Db, q: PageArgs & DepartmentFilter) => {
  const base = departmentQuery(db, q);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('sort').orderBy('id').limit(q.pageSize).offset(offsetOf(q)).execute(),
    base.select(countAll()).executeTakeFirst(),
  ]);
  return { rows, total: toCount(total?.count) };
};

export const findDepartment = (db: Db, id: number) =>
  db.kysely.selectFrom('departments').selectAll().where('id', '=', id).executeTakeFirst();

export const insertDepartment = async (trx: Db, values: Insertable<DepartmentsTable>) =>
  (await trx.kysely.insertInto('departments').values(values).returning('id').executeTakeFirstOrThrow()).id;

export const updateDepartment = (trx: Db, id: number, columns: Updateable<DepartmentsTable>) =>
  trx.kysely.updateTable('departments').set(columns).where('id', '=', id).execute();

export interface DoctorFilter {
  facilityId?: number;
  departmentId?: number;
  status?: 'active' | 'stopped';
  keyword?: string;
}

/** Doctors with their department and the name of the staff sign-in linked to them (display only). */
const doctorQuery = (db: Db, f: DoctorFilter) => {
  let q = db.kysely
    .selectFrom('doctors as d')
    .innerJoin('departments as dep', 'dep.id', 'd.department_id')
    .leftJoin('staff as s', 's.id', 'd.staff_id');
  if (f.facilityId) q = q.where('d.facility_id', '=', f.facilityId);
  if (f.departmentId) q = q.where('d.department_id', '=', f.departmentId);
  if (f.status) q = q.where('d.status', '=', f.status);
  const keyword = f.keyword;
  if (keyword)
    q = q.where((eb) => eb.or([containsText('d.name', keyword), containsText('d.speciality', keyword)]));
  return q;
};

const DOCTOR_COLUMNS = [
  'd.id',
  'd.facility_id',
  'd.department_id',
  'dep.name as department_name',
  'd.name',
  'd.title',
  'd.speciality',
  'd.introduction',
  'd.photo_url',
  'd.registration_fee_fen',
  'd.staff_id',
  's.display_name as staff_name',
  'd.status',
] as const;

export const pageDoctors = async (db: Db, q: PageArgs & DoctorFilter) => {
  const base = doctorQuery(db, q);
  const [rows, total] = await Promise.all([
    base.select(DOCTOR_COLUMNS).orderBy('d.id').limit(q.pageSize).offset(offsetOf(q)).execute(),
    base.select(countAll()).executeTakeFirst(),
  ]);
  return { rows, total: toCount(total?.count) };
};

export const findDoctor = (db: Db, id: number) =>
  doctorQuery(db, {}).select(DOCTOR_COLUMNS).where('d.id', '=', id).executeTakeFirst();

export type DoctorListRow = NonNullable<Awaited<ReturnType<typeof findDoctor>>>;

export const insertDoctor = async (trx: Db, values: Insertable<DoctorsTable>) =>
  (await trx.kysely.insertInto('doctors').values(values).returning('id').executeTakeFirstOrThrow()).id;

export const updateDoctor = (trx: Db, id: number, columns: Updateable<DoctorsTable>) =>
  trx.kysely.updateTable('doctors').set(columns).where('id', '=', id).execute();

/** The doctor a staff sign-in is linked to, if any (one at most: a sign-in links one doctor). */
export const doctorLinkedTo = (db: Db, staffId: number) =>
  db.kysely
    .selectFrom('doctors')
    .select(['id', 'facility_id'])
    .where('staff_id', '=', staffId)
    .executeTakeFirst();
