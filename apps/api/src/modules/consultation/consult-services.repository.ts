import type { Db } from '../../db/database.ts';
import { countAll, nowIso, toCount } from '../../db/dialect.ts';
import type { ConsultationServiceRow } from '../../db/schema-consultation.ts';

/**
 * Doctors' consultation services. The doctor's name, title, department and status are joined
 * read-only for display and to leave out stopped doctors; the clinic module owns those rows.
 */
const offeredDoctors = (db: Db) =>
  db.kysely
    .selectFrom('consultation_services as s')
    .innerJoin('doctors as d', 'd.id', 's.doctor_id')
    .innerJoin('departments as dp', 'dp.id', 'd.department_id')
    .select([
      'd.id as doctor_id',
      'd.name',
      'd.title',
      'd.speciality',
      'd.introduction',
      'd.photo_url',
      'd.status as doctor_status',
      'd.staff_id',
      'd.department_id',
      'd.facility_id',
      'dp.name as dept_name',
      's.price_fen',
      's.accept_minutes',
      's.answer_minutes',
      's.working_hours',
      's.follow_up_messages',
      's.follow_up_hours',
      's.enabled',
      's.updated_at',
    ])
    .where('d.status', '=', 'active')
    .where('s.enabled', '=', 1);

/** Active doctors whose service is on (找医生), by department. */
export const pageOfferingDoctors = async (
  db: Db,
  f: { deptId?: number | undefined; pageNum: number; pageSize: number },
) => {
  let q = offeredDoctors(db);
  if (f.deptId) q = q.where('d.department_id', '=', f.deptId);
  const [rows, total] = await Promise.all([
    q
      .orderBy('d.id')
      .limit(f.pageSize)
      .offset((f.pageNum - 1) * f.pageSize)
      .execute(),
    q.clearSelect().select(countAll()).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: toCount(total.count) };
};

/** Active doctors of a department with their service on, for a reassignment. */
export const listOfferingDoctorsOfDepartment = (db: Db, departmentId: number) =>
  offeredDoctors(db).where('d.department_id', '=', departmentId).orderBy('d.id').execute();

/** The services of the given doctors (the manager's list pages the clinic's doctors). */
export const listServicesOf = (db: Db, doctorIds: readonly number[]) =>
  doctorIds.length === 0
    ? Promise.resolve([])
    : db.kysely.selectFrom('consultation_services').selectAll().where('doctor_id', 'in', doctorIds).execute();

export const findService = (db: Db, doctorId: number): Promise<ConsultationServiceRow | undefined> =>
  db.kysely
    .selectFrom('consultation_services')
    .selectAll()
    .where('doctor_id', '=', doctorId)
    .executeTakeFirst();

export interface ServiceSettings {
  doctorId: number;
  priceFen: number;
  acceptMinutes: number;
  answerMinutes: number;
  workingHours: string;
  followUpMessages: number;
  followUpHours: number;
  enabled: boolean;
  staffId: number;
}

export const upsertService = async (db: Db, s: ServiceSettings): Promise<void> => {
  const values = {
    price_fen: s.priceFen,
    accept_minutes: s.acceptMinutes,
    answer_minutes: s.answerMinutes,
    working_hours: s.workingHours,
    follow_up_messages: s.followUpMessages,
    follow_up_hours: s.followUpHours,
    enabled: s.enabled ? 1 : 0,
    updated_by: s.staffId,
    updated_at: nowIso(),
  };
  await db.kysely
    .insertInto('consultation_services')
    .values({ doctor_id: s.doctorId, ...values })
    .onConflict((oc) => oc.column('doctor_id').doUpdateSet(values))
    .execute();
};
