import type { api, ParsedBodyOf, ParsedQueryOf } from '@sprout/contract';
import { ageOn, clinicToday, parseCalendarDate } from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import { nowIso } from '../../db/dialect.ts';
import { invalidInput, notFound } from '../../http/app-error.ts';
import { babyForStaff, searchBabiesForStaff, type StaffBabyRow } from '../babies/staff-lookup.service.ts';
import { appointmentChildPids } from '../booking/appointment-child.service.ts';
import type { StaffPrincipal } from '../sessions/sessions.types.ts';
import {
  findLiveEncounter,
  findLiveReport,
  insertEncounter,
  pageEncounters,
  updateEncounter,
} from './inspection-reports.repository.ts';
import { auditChild } from './inspection-report-audit.ts';
import { consoleSummaryView, encounterView, loadReport, withReports } from './inspection-report-views.ts';

/**
 * The console's side of inspection reports: a child's encounters and reports, and entering visits.
 * Reports belong to the pid; a child named by babyId must be linked to one. Every read and every
 * change writes an audit row naming the staff member, the child and what was done (R13).
 */

/** How the console names a child (consoleEncounterList, consoleCreateEncounter): by babyId or pid. */
type ChildRef = Pick<ParsedQueryOf<typeof api.inspectionReports.consoleEncounterList>, 'babyId' | 'pid'>;

const maskPhone = (phone: string | null) =>
  phone ? phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2') : null;
const babyView = (b: StaffBabyRow) => ({
  babyId: b.id,
  babyName: b.name,
  sex: b.sex,
  birthday: b.birthday,
  age: ageOn(b.birthday, clinicToday())?.text ?? '',
  gestationalWeeks: b.gestational_weeks,
  pid: b.pid,
  guardianPhone: maskPhone(b.guardian_phone),
});

/** The child and its record; by babyId the baby may have no record yet (pid null). Both must agree. */
const findChild = async (ctx: AppContext, ref: ChildRef) => {
  if (ref.babyId !== undefined) {
    const baby = await babyForStaff(ctx.db, ref.babyId);
    if (!baby || (ref.pid !== undefined && baby.pid !== ref.pid)) throw notFound('儿童不存在');
    return { baby, pid: baby.pid };
  }
  const pid = ref.pid ?? '';
  if (!(await ctx.his.getRecord(pid))) throw notFound('就诊档案不存在');
  const [baby] = await searchBabiesForStaff(ctx.db, { pid });
  return { baby, pid };
};

export const listChildEncounters = async (
  ctx: AppContext,
  p: StaffPrincipal,
  q: ParsedQueryOf<typeof api.inspectionReports.consoleEncounterList>,
) => {
  const { baby, pid } = await findChild(ctx, q);
  const page = { pageNum: q.pageNum, pageSize: q.pageSize };
  const baseView = { ...page, baby: baby ? babyView(baby) : null };
  if (pid === null) {
    await auditChild(ctx, p, 'child.reports.list', { babyId: q.babyId }, { recordLinked: false });
    return {
      ...baseView,
      list: [],
      total: 0,
      recordLinked: false,
      pid: null,
      hint: '该儿童还未绑定就诊档案',
    };
  }
  const db = ctx.db;
  const { rows, total } = await pageEncounters(db, pid, page);
  const grouped = await withReports(db, rows, consoleSummaryView);
  await auditChild(ctx, p, 'child.reports.list', { pid, babyId: q.babyId }, { pageNum: q.pageNum });
  return {
    ...baseView,
    list: grouped.map((g) => ({
      ...encounterView(g.encounter),
      updatedAt: g.encounter.updated_at,
      updatedByName: g.encounter.updated_by_name,
      reports: g.reports,
    })),
    total,
    recordLinked: true,
    pid,
    hint: null,
  };
};

export const consoleReportDetail = async (ctx: AppContext, p: StaffPrincipal, reportId: number) => {
  const report = await findLiveReport(ctx.db, reportId);
  if (!report) throw notFound('报告不存在');
  const detail = await loadReport(ctx.db, report);
  await auditChild(ctx, p, 'child.reports.read', { pid: report.pid }, { reportId });
  return detail.console;
};

/** What consoleCreateEncounter and consoleUpdateEncounter share: the visit, without whose it is. */
type EncounterInput = Omit<ParsedBodyOf<typeof api.inspectionReports.consoleUpdateEncounter>, 'encounterId'>;

/** A real day, not after today; an appointment, when named, of the same child (its record or its baby's). */
const checkEncounter = async (ctx: AppContext, pid: string, input: EncounterInput) => {
  if (!parseCalendarDate(input.visitDate)) throw invalidInput({ visitDate: '请选择正确的就诊日期' });
  if (input.visitDate > clinicToday()) throw invalidInput({ visitDate: '就诊日期不能晚于今天' });
  if (input.appointmentId === undefined) return;
  const found = await appointmentChildPids(ctx.db, input.appointmentId);
  if (!found) throw notFound('预约不存在');
  if (found.appointmentPid !== pid && found.babyPid !== pid)
    throw invalidInput({ appointmentId: '该预约不是这名儿童的，请核对' });
};

const encounterValues = (p: StaffPrincipal, input: EncounterInput, now: string) => ({
  visit_date: input.visitDate,
  department_name: input.departmentName,
  doctor_name: input.doctorName,
  appointment_id: input.appointmentId ?? null,
  updated_by_staff_id: p.staffId,
  updated_at: now,
});

export const createEncounter = async (
  ctx: AppContext,
  p: StaffPrincipal,
  input: ParsedBodyOf<typeof api.inspectionReports.consoleCreateEncounter>,
) => {
  const { pid } = await findChild(ctx, input);
  if (pid === null) throw invalidInput({ babyId: '该儿童还未绑定就诊档案，请先建档或绑定档案' });
  await checkEncounter(ctx, pid, input);
  const now = nowIso();
  const row = await insertEncounter(ctx.db, {
    ...encounterValues(p, input, now),
    pid,
    created_by_staff_id: p.staffId,
    created_at: now,
    deleted_at: null,
  });
  await auditChild(ctx, p, 'child.reports.encounter.create', { pid }, { encounterId: row.id });
  return encounterView(row);
};

export const editEncounter = async (
  ctx: AppContext,
  p: StaffPrincipal,
  input: ParsedBodyOf<typeof api.inspectionReports.consoleUpdateEncounter>,
) => {
  const existing = await findLiveEncounter(ctx.db, input.encounterId);
  if (!existing) throw notFound('就诊记录不存在');
  await checkEncounter(ctx, existing.pid, input);
  const row = await updateEncounter(ctx.db, input.encounterId, encounterValues(p, input, nowIso()));
  if (!row) throw notFound('就诊记录不存在');
  await auditChild(ctx, p, 'child.reports.encounter.update', { pid: row.pid }, { encounterId: row.id });
  return encounterView(row);
};
