import type { api, ParsedBodyOf, ParsedQueryOf } from '@sprout/contract';
import { workingHoursProblem } from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import { inTransaction } from '../../db/database.ts';
import type { ConsultationServiceRow } from '../../db/schema-consultation.ts';
import { conflict, invalidInput, notFound } from '../../http/app-error.ts';
import { staffIdOfDoctor } from '../clinic/clinic.service.ts';
import { staffRoleOf } from '../staff/doctor-accounts.service.ts';
import { writeAudit } from '../audit/audit.service.ts';
import { listDoctors } from '../clinic/directory.service.ts';
import type { StaffPrincipal } from '../sessions/sessions.types.ts';
import { findService, listServicesOf, upsertService } from './consult-services.repository.ts';
import { findServiceDoctor } from './service-doctor.ts';
import { parseWorkingHours } from './working-hours.ts';

/**
 * A manager's settings of each doctor's 图文问诊 service. A doctor never set shows the defaults of
 * issue 14 (30 minutes to accept, 2 hours to answer, 3 free follow-up messages within 72 hours), off.
 * The doctors themselves are the clinic directory's (listed through the clinic module).
 */
export const SERVICE_DEFAULTS = {
  acceptMinutes: 30,
  answerMinutes: 120,
  followUpMessages: 3,
  followUpHours: 72,
} as const;

interface DoctorLine {
  doctorId: number;
  name: string;
  title: string;
  deptName: string;
  status: 'active' | 'stopped';
}

const toServiceRow = (d: DoctorLine, s: ConsultationServiceRow | undefined) => ({
  doctorId: d.doctorId,
  doctorName: d.name,
  doctorTitle: d.title,
  deptName: d.deptName,
  doctorStatus: d.status,
  configured: s !== undefined,
  priceFen: s?.price_fen ?? 0,
  acceptMinutes: s?.accept_minutes ?? SERVICE_DEFAULTS.acceptMinutes,
  answerMinutes: s?.answer_minutes ?? SERVICE_DEFAULTS.answerMinutes,
  followUpMessages: s?.follow_up_messages ?? SERVICE_DEFAULTS.followUpMessages,
  followUpHours: s?.follow_up_hours ?? SERVICE_DEFAULTS.followUpHours,
  workingHours: parseWorkingHours(s?.working_hours ?? null),
  enabled: s?.enabled === 1,
  updatedAt: s?.updated_at ?? null,
});

export const listServices = async (
  ctx: AppContext,
  q: ParsedQueryOf<typeof api.consultationConsole.serviceList>,
) => {
  const doctors = await listDoctors(ctx, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    ...(q.deptId ? { departmentId: q.deptId } : {}),
  });
  const services = await listServicesOf(
    ctx.db,
    doctors.list.map((d) => d.doctorId),
  );
  return {
    ...doctors,
    list: doctors.list.map((d) =>
      toServiceRow(
        { ...d, deptName: d.departmentName },
        services.find((s) => s.doctor_id === d.doctorId),
      ),
    ),
  };
};

/** Answering happens in the console: a doctor offers 图文问诊 only with an active sign-in linked. */
const hasActiveSignIn = async (ctx: AppContext, doctorId: number) => {
  const staffId = await staffIdOfDoctor(ctx.db, doctorId);
  return staffId !== null && (await staffRoleOf(ctx.db, staffId))?.status === 'active';
};

const serviceRowOf = async (ctx: AppContext, doctorId: number) => {
  const d = await findServiceDoctor(ctx.db, doctorId);
  if (!d) throw notFound('医生不存在');
  const line = { doctorId, name: d.name, title: d.title, deptName: d.dept_name, status: d.doctor_status };
  return toServiceRow(line, await findService(ctx.db, doctorId));
};

export const saveService = async (
  ctx: AppContext,
  p: StaffPrincipal,
  input: ParsedBodyOf<typeof api.consultationConsole.serviceSave>,
) => {
  const problem = workingHoursProblem(input.workingHours);
  if (problem) throw invalidInput({ workingHours: problem });
  if (input.enabled && input.workingHours.length === 0)
    throw invalidInput({ workingHours: '开通图文问诊前请设置工作时间' });
  const before = await serviceRowOf(ctx, input.doctorId);
  if (input.enabled && !(await hasActiveSignIn(ctx, input.doctorId)))
    throw conflict('该医生还没有可用的工作台账号，无法接诊图文问诊；请先在「医生管理」为其关联医生账号');
  await inTransaction(ctx.db, async (trx) => {
    await upsertService(trx, {
      ...input,
      workingHours: JSON.stringify(input.workingHours),
      staffId: p.staffId,
    });
    await writeAudit(trx, {
      actorType: 'staff',
      actorId: p.staffId,
      action: 'consultation.service.save',
      subjectType: 'doctor',
      subjectId: String(input.doctorId),
      detail: { before: before.configured ? before : null, after: { ...input } },
    });
  });
  return serviceRowOf(ctx, input.doctorId);
};
