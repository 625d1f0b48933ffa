import type { api, ConsoleSession, ConsoleTemplate, ParsedBodyOf, ParsedQueryOf } from '@sprout/contract';
import {
  addDays,
  clinicToday,
  daysBetween,
  planSessions,
  TEMPLATE_LIMITS,
  validateTemplate,
  type WeeklyTemplate,
} from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import { invalidInput, notFound } from '../../http/app-error.ts';
import type { StaffPrincipal } from '../sessions/sessions.types.ts';
import { auditChange } from '../audit/audit.service.ts';
import { holidayDates } from './closures.repository.ts';
import { findDoctor, findFacility } from './directory.repository.ts';
import { pageAnswer } from './paging.ts';
import {
  activeDoctors,
  activeTemplatesOf,
  deleteTemplate as deleteTemplateRow,
  insertPlannedSession,
  openFacilitiesToGenerate,
  pageSessions,
  pageTemplates,
  type SessionFilter,
  seatTotals,
  upsertTemplate,
} from './schedule.repository.ts';

export const listTemplates = async (
  ctx: AppContext,
  q: ParsedQueryOf<typeof api.clinicAdmin.listTemplates>,
) => {
  const { rows, total } = await pageTemplates(ctx.db, q);
  const list: ConsoleTemplate[] = rows.map((t) => ({
    templateId: t.id,
    doctorId: t.doctor_id,
    doctorName: t.doctor_name,
    weekday: t.weekday,
    period: t.period,
    startTime: t.start_time,
    endTime: t.end_time,
    slotMinutes: t.slot_minutes,
    capacityPerSlot: t.capacity_per_slot,
    updatedAt: t.updated_at,
    updatedBy: t.updated_by_name ?? null,
  }));
  return pageAnswer(list, total, q);
};

/** One template per doctor, weekday and period: saving the same three again replaces the times. */
export const saveTemplate = async (
  ctx: AppContext,
  p: StaffPrincipal,
  t: Omit<WeeklyTemplate, 'id'>,
): Promise<ConsoleTemplate> => {
  const errors = validateTemplate(t);
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
  if (!(await findDoctor(ctx.db, t.doctorId))) throw notFound('医生不存在');
  const values = {
    start_time: t.startTime,
    end_time: t.endTime,
    slot_minutes: t.slotMinutes,
    capacity_per_slot: t.capacityPerSlot,
    active: 1,
    updated_by: p.staffId,
    updated_at: nowIso(),
  };
  const id = await inTransaction(ctx.db, async (trx) => {
    const id = await upsertTemplate(
      trx,
      { doctorId: t.doctorId, weekday: t.weekday, period: t.period },
      values,
    );
    await auditChange(trx, p, 'schedule_template.save', 'schedule_template', id, {
      ...t,
    });
    return id;
  });
  const page = await listTemplates(ctx, {
    pageNum: 1,
    pageSize: 1,
    doctorId: t.doctorId,
    weekday: t.weekday,
  });
  const saved = page.list.find((x) => x.templateId === id);
  if (!saved) throw notFound('排班模板不存在');
  return saved;
};

/** Sessions already generated from the template stay: they may be booked. */
export const deleteTemplate = async (ctx: AppContext, p: StaffPrincipal, templateId: number) => {
  await inTransaction(ctx.db, async (trx) => {
    if (!(await deleteTemplateRow(trx, templateId))) throw notFound('排班模板不存在');
    await auditChange(trx, p, 'schedule_template.delete', 'schedule_template', templateId);
  });
};

/**
 * Writes the sessions and slots the templates describe for a facility (or one doctor of it) between
 * `from` and `to`. Idempotent: existing sessions are left exactly as they are.
 */
export const generateForFacility = async (
  db: Db,
  // generateSessions' body with the manager who asked; the nightly job (schedule-job.ts) has no actor.
  args: ParsedBodyOf<typeof api.clinicAdmin.generateSessions> & { actorId: number | null },
) =>
  inTransaction(db, async (trx) => {
    const doctors = await activeDoctors(trx, args.facilityId, args.doctorId);
    const rows = await activeTemplatesOf(
      trx,
      doctors.map((d) => d.id),
    );
    const templates: WeeklyTemplate[] = rows.map((r) => ({
      id: r.id,
      doctorId: r.doctor_id,
      weekday: r.weekday,
      period: r.period,
      startTime: r.start_time,
      endTime: r.end_time,
      slotMinutes: r.slot_minutes,
      capacityPerSlot: r.capacity_per_slot,
    }));
    const holidays = await holidayDates(trx, args.facilityId, args.from, args.to);
    let sessions = 0;
    let slots = 0;
    for (const planned of planSessions(templates, args.from, args.to, holidays)) {
      const written = await insertPlannedSession(trx, args.facilityId, planned, args.actorId);
      if (written === null) continue;
      sessions += 1;
      slots += written;
    }
    return { sessions, slots };
  });

export const generateSessions = async (
  ctx: AppContext,
  p: StaffPrincipal,
  input: ParsedBodyOf<typeof api.clinicAdmin.generateSessions>,
) => {
  const span = daysBetween(input.from, input.to);
  if (span < 0) throw invalidInput({ to: '结束日期不能早于开始日期' });
  if (span >= TEMPLATE_LIMITS.maxRangeDays)
    throw invalidInput({ to: `一次最多生成${TEMPLATE_LIMITS.maxRangeDays}天` });
  if (input.from < clinicToday()) throw invalidInput({ from: '不能为过去的日期生成号源' });
  if (!(await findFacility(ctx.db, input.facilityId))) throw notFound('院区不存在');
  if (input.doctorId) {
    const doctor = await findDoctor(ctx.db, input.doctorId);
    if (!doctor || doctor.facility_id !== input.facilityId) throw notFound('医生不存在');
    if (doctor.status !== 'active') throw invalidInput({ doctorId: '医生已停用，不能生成号源' });
  }
  const result = await generateForFacility(ctx.db, { ...input, actorId: p.staffId });
  await auditChange(ctx.db, p, 'schedule.generate', 'facility', input.facilityId, { ...input, ...result });
  return result;
};

export const listSessions = async (
  ctx: AppContext,
  // sessionDetail reads one session through this list by its id, a filter the console does not send.
  q: ParsedQueryOf<typeof api.clinicAdmin.listSessions> & Pick<SessionFilter, 'sessionId'>,
) => {
  const { rows, total } = await pageSessions(ctx.db, q);
  const seats = await seatTotals(
    ctx.db,
    rows.map((r) => r.id),
  );
  const list: ConsoleSession[] = rows.map((c) => ({
    sessionId: c.id,
    doctorId: c.doctor_id,
    doctorName: c.doctor_name,
    facilityId: c.facility_id,
    date: c.date,
    period: c.period,
    status: c.status,
    stopReason: c.stop_reason,
    slotCount: seats.get(c.id)?.slots ?? 0,
    capacity: seats.get(c.id)?.capacity ?? 0,
    booked: seats.get(c.id)?.booked ?? 0,
    lastSlotEnd: seats.get(c.id)?.lastEnd ?? null,
    updatedAt: c.updated_at,
    updatedBy: c.updated_by_name ?? (c.updated_at ? '系统' : null),
  }));
  return pageAnswer(list, total, q);
};

export const sessionDetail = async (ctx: AppContext, sessionId: number): Promise<ConsoleSession> => {
  const [session] = (await listSessions(ctx, { pageNum: 1, pageSize: 1, sessionId })).list;
  if (!session) throw notFound('出诊不存在');
  return session;
};

/** Generated beyond the booking window, so a manager who widens the window finds slots already there. */
export const GENERATE_AHEAD_EXTRA_DAYS = 7;

/** Keeps every open facility's booking window plus a week generated from the templates. */
export const generateAhead = async (db: Db, now = new Date()) => {
  const today = clinicToday(now);
  const facilities = await openFacilitiesToGenerate(db);
  let sessions = 0;
  for (const f of facilities) {
    const to = addDays(today, f.booking_window_days + GENERATE_AHEAD_EXTRA_DAYS);
    sessions += (await generateForFacility(db, { facilityId: f.id, from: today, to, actorId: null }))
      .sessions;
  }
  return sessions;
};
