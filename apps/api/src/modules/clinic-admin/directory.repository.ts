import { containsText, toCount } from '../../db/dialect.ts';
import type { Db } from '../../db/database.ts';

export interface PageArgs {
  pageNum: number;
  pageSize: number;
}

export const offsetOf = (page: PageArgs) => (page.pageNum - 1) * page.pageSize;

/** The page answer every console list gives. */
export const pageAnswer = <T>(list: T[], total: { count: string | number } | undefined, page: PageArgs) => ({
  list,
  total: toCount(total?.count),
  pageNum: page.pageNum,
  pageSize: page.pageSize,
});

export const facilityQuery = (db: Db, f: { keyword?: string; status?: 'open' | 'closed' }) => {
  let q = db.kysely.selectFrom('facilities');
  if (f.status) q = q.where('status', '=', f.status);
  const keyword = f.keyword;
  if (keyword) q = q.where((eb) => eb.or([containsText('name', keyword), containsText('address', keyword)]));
  return q;
};

export const findFacility = (db: Db, id: number) =>
  db.kysely.selectFrom('facilities').selectAll().where('id', '=', id).executeTakeFirst();

export const departmentQuery = (
  db: Db,
  f: { facilityId?: number; status?: 'open' | 'closed'; keyword?: string },
) => {
  let q = db.kysely.selectFrom('departments');
  if (f.facilityId) q = q.where('facility_id', '=', f.facilityId);
  if (f.status) q = q.where('status', '=', f.status);
  if (f.keyword) q = q.where(containsText('name', f.keyword));
  return q;
};

export const findDepartment = (db: Db, id: number) =>
  db.kysely.selectFrom('departments').selectAll().where('id', '=', id).executeTakeFirst();

export const doctorQuery = (
  db: Db,
  f: { facilityId?: number; departmentId?: number; status?: 'active' | 'stopped'; keyword?: string },
) => {
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

export const DOCTOR_COLUMNS = [
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

export const findDoctor = (db: Db, id: number) =>
  doctorQuery(db, {}).select(DOCTOR_COLUMNS).where('d.id', '=', id).executeTakeFirst();

export type DoctorListRow = NonNullable<Awaited<ReturnType<typeof findDoctor>>>;

/** A doctor's linked account must be an active staff member of role doctor, linked to no other doctor. */
export const findLinkableStaff = (db: Db, staffId: number) =>
  db.kysely.selectFrom('staff').select(['id', 'role', 'status']).where('id', '=', staffId).executeTakeFirst();

export const doctorLinkedTo = (db: Db, staffId: number) =>
  db.kysely
    .selectFrom('doctors')
    .select(['id', 'facility_id'])
    .where('staff_id', '=', staffId)
    .executeTakeFirst();
