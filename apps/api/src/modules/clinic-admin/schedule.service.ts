import type { ConsoleSession, ConsoleTemplate } from '@sprout/contract';
import {
  clinicToday,
  daysBetween,
  planSessions,
  TEMPLATE_LIMITS,
  validateTemplate,
  type WeeklyTemplate,
} from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import { countAll, nowIso } from '../../db/dialect.ts';
import { invalidInput, notFound } from '../../http/app-error.ts';
import type { StaffPrincipal } from '../sessions/staff-sessions.ts';
import { auditChange } from './change-log.ts';
import { findDoctor, findFacility, offsetOf, type PageArgs, pageAnswer } from './directory.repository.ts';
import {
  activeDoctors,
  activeTemplatesOf,
  holidayDates,
  insertPlannedSession,
  SESSION_COLUMNS,
  seatTotals,
  sessionQuery,
  TEMPLATE_COLUMNS,
  templateQuery,
} from './schedule.repository.ts';

export const listTemplates = async (
  ctx: AppContext,
  q: PageArgs & { facilityId?: number; doctorId?: number; weekday?: number },
) => {
  const base = templateQuery(ctx.db, q);
  const [rows, total] = await Promise.all([
    base
      .select(TEMPLATE_COLUMNS)
      .orderBy('t.doctor_id')
      .orderBy('t.weekday')
      .orderBy('t.period')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute(),
    base.select(countAll()).executeTakeFirst(),
  ]);
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
    const row = await trx.kysely
      .insertInto('schedule_templates')
      .values({ doctor_id: t.doctorId, weekday: t.weekday, period: t.period, ...values })
      .onConflict((oc) => oc.columns(['doctor_id', 'weekday', 'period']).doUpdateSet(values))
      .returning('id')
      .executeTakeFirstOrThrow();
    await auditChange(trx, p, 'schedule_template.save', 'schedule_template', row.id, {
      ...t,
    });
    return row.id;
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
    const gone = await trx.kysely
      .deleteFrom('schedule_templates')
      .where('id', '=', templateId)
      .executeTakeFirst();
    if (Number(gone.numDeletedRows) !== 1) throw notFound('排班模板不存在');
    await auditChange(trx, p, 'schedule_template.delete', 'schedule_template', templateId);
  });
};

/**
 * Writes the sessions and slots the templates describe for a facility (or one doctor of it) between
 * `from` and `to`. Idempotent: existing sessions are left exactly as they are.
 */
export const generateForFacility = async (
  db: Db,
  args: { facilityId: number; doctorId?: number; from: string; to: string; actorId: number | null },
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
  input: { facilityId: number; doctorId?: number; from: string; to: string },
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

export const listSessions = async (ctx: AppContext, q: PageArgs & Parameters<typeof sessionQuery>[1]) => {
  const base = sessionQuery(ctx.db, q);
  const [rows, total] = await Promise.all([
    base
      .select(SESSION_COLUMNS)
      .orderBy('c.date')
      .orderBy('c.doctor_id')
      .orderBy('c.period')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute(),
    base.select(countAll()).executeTakeFirst(),
  ]);
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
