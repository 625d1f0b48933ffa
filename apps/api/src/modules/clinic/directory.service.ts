import type {
  api,
  ConsoleDepartment,
  ConsoleDoctor,
  ConsoleFacility,
  ParsedBodyOf,
  ParsedQueryOf,
} from '@sprout/contract';
import type { AppContext } from '../../app-context.ts';
import { nowIso } from '../../db/dialect.ts';
import type { FacilityRow } from '../../db/schema.ts';
import { conflict, invalidInput, notFound } from '../../http/app-error.ts';
import type { StaffPrincipal } from '../sessions/sessions.types.ts';
import { staffRoleOf } from '../staff/doctor-accounts.service.ts';
import { lastChanges, NOT_CHANGED } from './change-log.ts';
import { auditChange } from '../audit/audit.service.ts';
import {
  type DoctorListRow,
  doctorLinkedTo,
  findDepartment,
  findDoctor,
  findFacility,
  insertDepartment,
  insertDoctor,
  pageDepartments,
  pageDoctors,
  pageFacilities,
  updateDepartment as updateDepartmentRow,
  updateDoctor as updateDoctorRow,
  updateFacility as updateFacilityRow,
} from './directory.repository.ts';
import { pageAnswer } from './paging.ts';
import { type Db, inTransaction } from '../../db/database.ts';

const facilityView = (f: FacilityRow, by: string | null): ConsoleFacility => ({
  facilityId: f.id,
  name: f.name,
  address: f.address,
  phone: f.phone,
  cityCode: f.city_code,
  runningTime: f.running_time,
  status: f.status,
  bookingWindowDays: f.booking_window_days,
  releaseTime: f.release_time,
  sameDayCutoff: f.same_day_cutoff,
  cancelCutoffMinutes: f.cancel_cutoff_minutes,
  holdMinutes: f.hold_minutes,
  oneBookingPerHalfDay: f.one_booking_per_half_day === 1,
  sellPackageCards: f.sell_package_cards === 1,
  updatedAt: f.updated_at,
  updatedBy: by,
});

export const listFacilities = async (
  ctx: AppContext,
  q: ParsedQueryOf<typeof api.clinicAdmin.listFacilities>,
) => {
  const { rows, total } = await pageFacilities(ctx.db, q);
  const changes = await lastChanges(
    ctx.db,
    'facility',
    rows.map((r) => r.id),
  );
  return pageAnswer(
    rows.map((r) => facilityView(r, changes.get(r.id)?.updatedBy ?? null)),
    total,
    q,
  );
};

export const facilityDetail = async (ctx: AppContext, facilityId: number) => {
  const row = await findFacility(ctx.db, facilityId);
  if (!row) throw notFound('院区不存在');
  const changes = await lastChanges(ctx.db, 'facility', [row.id]);
  return facilityView(row, changes.get(row.id)?.updatedBy ?? null);
};

export const updateFacility = async (
  ctx: AppContext,
  p: StaffPrincipal,
  input: ParsedBodyOf<typeof api.clinicAdmin.updateFacility>,
) => {
  const { facilityId, ...changes } = input;
  await inTransaction(ctx.db, async (trx) => {
    const updated = await updateFacilityRow(trx, facilityId, {
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.address !== undefined ? { address: changes.address } : {}),
      ...(changes.phone !== undefined ? { phone: changes.phone } : {}),
      ...(changes.runningTime !== undefined ? { running_time: changes.runningTime } : {}),
      ...(changes.status !== undefined ? { status: changes.status } : {}),
      ...(changes.bookingWindowDays !== undefined ? { booking_window_days: changes.bookingWindowDays } : {}),
      ...(changes.releaseTime !== undefined ? { release_time: changes.releaseTime } : {}),
      ...(changes.sameDayCutoff !== undefined ? { same_day_cutoff: changes.sameDayCutoff } : {}),
      ...(changes.cancelCutoffMinutes !== undefined
        ? { cancel_cutoff_minutes: changes.cancelCutoffMinutes }
        : {}),
      ...(changes.holdMinutes !== undefined ? { hold_minutes: changes.holdMinutes } : {}),
      ...(changes.oneBookingPerHalfDay !== undefined
        ? { one_booking_per_half_day: changes.oneBookingPerHalfDay ? 1 : 0 }
        : {}),
      ...(changes.sellPackageCards !== undefined
        ? { sell_package_cards: changes.sellPackageCards ? 1 : 0 }
        : {}),
      updated_at: nowIso(),
    });
    if (!updated) throw notFound('院区不存在');
    await auditChange(trx, p, 'facility.update', 'facility', facilityId, changes);
  });
  return facilityDetail(ctx, facilityId);
};

type DepartmentRow = NonNullable<Awaited<ReturnType<typeof findDepartment>>>;
const departmentView = (d: DepartmentRow, changes = NOT_CHANGED): ConsoleDepartment => ({
  departmentId: d.id,
  facilityId: d.facility_id,
  name: d.name,
  intro: d.intro,
  sort: d.sort,
  status: d.status,
  ...changes,
});

export const listDepartments = async (
  ctx: AppContext,
  q: ParsedQueryOf<typeof api.clinicAdmin.listDepartments>,
) => {
  const { rows, total } = await pageDepartments(ctx.db, q);
  const changes = await lastChanges(
    ctx.db,
    'department',
    rows.map((r) => r.id),
  );
  return pageAnswer(
    rows.map((r) => departmentView(r, changes.get(r.id))),
    total,
    q,
  );
};

const departmentDetail = async (ctx: AppContext, id: number) => {
  const row = await findDepartment(ctx.db, id);
  if (!row) throw notFound('科室不存在');
  return departmentView(row, (await lastChanges(ctx.db, 'department', [id])).get(id));
};

export const createDepartment = async (
  ctx: AppContext,
  p: StaffPrincipal,
  input: ParsedBodyOf<typeof api.clinicAdmin.createDepartment>,
) => {
  if (!(await findFacility(ctx.db, input.facilityId))) throw notFound('院区不存在');
  const id = await inTransaction(ctx.db, async (trx) => {
    const id = await insertDepartment(trx, {
      facility_id: input.facilityId,
      name: input.name,
      intro: input.intro,
      sort: input.sort,
      status: input.status,
    });
    await auditChange(trx, p, 'department.create', 'department', id, {
      name: input.name,
    });
    return id;
  });
  return departmentDetail(ctx, id);
};

export const updateDepartment = async (
  ctx: AppContext,
  p: StaffPrincipal,
  input: ParsedBodyOf<typeof api.clinicAdmin.updateDepartment>,
) => {
  const { departmentId, ...changes } = input;
  await inTransaction(ctx.db, async (trx) => {
    if (!(await findDepartment(trx, departmentId))) throw notFound('科室不存在');
    if (Object.keys(changes).length > 0) await updateDepartmentRow(trx, departmentId, changes);
    await auditChange(trx, p, 'department.update', 'department', departmentId, changes);
  });
  return departmentDetail(ctx, departmentId);
};

const doctorView = (d: DoctorListRow, changes = NOT_CHANGED): ConsoleDoctor => ({
  doctorId: d.id,
  facilityId: d.facility_id,
  departmentId: d.department_id,
  departmentName: d.department_name,
  name: d.name,
  title: d.title,
  speciality: d.speciality,
  introduction: d.introduction,
  photoUrl: d.photo_url,
  registrationFeeFen: d.registration_fee_fen,
  staffId: d.staff_id,
  staffName: d.staff_name,
  status: d.status,
  ...changes,
});

export const listDoctors = async (ctx: AppContext, q: ParsedQueryOf<typeof api.clinicAdmin.listDoctors>) => {
  const { rows, total } = await pageDoctors(ctx.db, q);
  const changes = await lastChanges(
    ctx.db,
    'doctor',
    rows.map((r) => r.id),
  );
  return pageAnswer(
    rows.map((r) => doctorView(r, changes.get(r.id))),
    total,
    q,
  );
};

export const doctorDetail = async (ctx: AppContext, id: number) => {
  const row = await findDoctor(ctx.db, id);
  if (!row) throw notFound('医生不存在');
  return doctorView(row, (await lastChanges(ctx.db, 'doctor', [id])).get(id));
};

/** The linked account is how a doctor finds their own list: it must be one doctor account, used once. */
const checkStaffLink = async (db: Db, staffId: number | null | undefined, doctorId?: number) => {
  if (staffId === null || staffId === undefined) return;
  const staff = await staffRoleOf(db, staffId);
  if (!staff) throw invalidInput({ staffId: '关联的工作人员账号不存在' });
  if (staff.role !== 'doctor') throw invalidInput({ staffId: '只能关联角色为医生的账号' });
  const taken = await doctorLinkedTo(db, staffId);
  if (taken && taken.id !== doctorId) throw conflict('该账号已关联其他医生');
};

const doctorColumns = (d: Omit<ParsedBodyOf<typeof api.clinicAdmin.updateDoctor>, 'doctorId'>) => ({
  ...(d.name !== undefined ? { name: d.name } : {}),
  ...(d.title !== undefined ? { title: d.title } : {}),
  ...(d.speciality !== undefined ? { speciality: d.speciality } : {}),
  ...(d.introduction !== undefined ? { introduction: d.introduction } : {}),
  ...(d.photoUrl !== undefined ? { photo_url: d.photoUrl } : {}),
  ...(d.registrationFeeFen !== undefined ? { registration_fee_fen: d.registrationFeeFen } : {}),
  ...(d.staffId !== undefined ? { staff_id: d.staffId } : {}),
});

export const createDoctor = async (
  ctx: AppContext,
  p: StaffPrincipal,
  input: ParsedBodyOf<typeof api.clinicAdmin.createDoctor>,
) => {
  const dept = await findDepartment(ctx.db, input.departmentId);
  if (!dept) throw invalidInput({ departmentId: '科室不存在' });
  await checkStaffLink(ctx.db, input.staffId);
  const id = await inTransaction(ctx.db, async (trx) => {
    const id = await insertDoctor(trx, {
      name: input.name,
      title: input.title,
      speciality: input.speciality,
      introduction: input.introduction,
      photo_url: input.photoUrl,
      registration_fee_fen: input.registrationFeeFen,
      staff_id: input.staffId,
      facility_id: dept.facility_id,
      department_id: dept.id,
      status: 'active',
    });
    await auditChange(trx, p, 'doctor.create', 'doctor', id, { name: input.name });
    return id;
  });
  return doctorDetail(ctx, id);
};

export const updateDoctor = async (
  ctx: AppContext,
  p: StaffPrincipal,
  // Serves updateDoctor and setDoctorStatus, whose status is the one field updateDoctor's body lacks.
  input: ParsedBodyOf<typeof api.clinicAdmin.updateDoctor> &
    Partial<Pick<ParsedBodyOf<typeof api.clinicAdmin.setDoctorStatus>, 'status'>>,
) => {
  const { doctorId, ...changes } = input;
  const doctor = await findDoctor(ctx.db, doctorId);
  if (!doctor) throw notFound('医生不存在');
  // A doctor moves between departments of its own facility only: sessions and slots carry the facility.
  const dept = changes.departmentId ? await findDepartment(ctx.db, changes.departmentId) : null;
  if (changes.departmentId && (!dept || dept.facility_id !== doctor.facility_id))
    throw invalidInput({ departmentId: '科室不存在或不属于该医生所在院区' });
  await checkStaffLink(ctx.db, changes.staffId, doctorId);
  await inTransaction(ctx.db, async (trx) => {
    const columns = {
      ...doctorColumns(changes),
      ...(dept ? { department_id: dept.id } : {}),
      ...(changes.status ? { status: changes.status } : {}),
    };
    if (Object.keys(columns).length > 0) await updateDoctorRow(trx, doctorId, columns);
    const action = changes.status
      ? `doctor.${changes.status === 'active' ? 'activate' : 'stop'}`
      : 'doctor.update';
    await auditChange(trx, p, action, 'doctor', doctorId, changes);
  });
  return doctorDetail(ctx, doctorId);
};
