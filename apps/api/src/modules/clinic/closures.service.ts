import type { api, ConsoleHoliday, ParsedBodyOf, ParsedQueryOf } from '@sprout/contract';
import { clinicToday, hasSessionEnded } from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import { conflict, invalidInput, notFound } from '../../http/app-error.ts';
import type { StaffPrincipal } from '../sessions/sessions.types.ts';
import { lastChanges } from './change-log.ts';
import { auditChange } from '../audit/audit.service.ts';
import {
  deleteHoliday,
  facilitySessionsOn,
  findHoliday,
  findSession,
  firstSlotStart,
  insertHoliday,
  isHoliday,
  lastSlotEnds,
  pageHolidays,
  reopenSessionsStoppedFor,
  reopenStoppedSession,
  type SessionToStop,
  sessionsToStop,
} from './closures.repository.ts';
import { findFacility } from './directory.repository.ts';
import { pageAnswer } from './paging.ts';
import { sessionDetail } from './schedule.service.ts';
import { liveBookingsOfSessions, stopSessionsInTransaction } from './stop-clinic.service.ts';
import { type Db, inTransaction } from '../../db/database.ts';

/** Holidays and stopped clinics: the two ways a manager closes sessions that may already be booked. */
const holidayReason = (name: string) => `节假日：${name}`;
/** A session's first minute on the clinic's clock (Asia/Shanghai has no daylight saving). */
const startsAt = (date: string, time: string) => new Date(`${date}T${time}:00+08:00`);

const ENDED = '该出诊已结束，不能停诊';

/**
 * The sessions that have not ended yet: an ended half-day's visits have happened, so stopping it
 * would cancel and refund them after the fact. A day's stop skips its ended sessions.
 */
const notEnded = async (trx: Db, sessions: SessionToStop[], now: Date): Promise<SessionToStop[]> => {
  const ends = await lastSlotEnds(
    trx,
    sessions.map((s) => s.id),
  );
  return sessions.filter((s) => !hasSessionEnded({ ...s, lastSlotEnd: ends.get(s.id) ?? null }, now));
};

export const stopSessions = async (
  ctx: AppContext,
  p: StaffPrincipal,
  input: ParsedBodyOf<typeof api.clinicAdmin.stopSessions>,
) => {
  return inTransaction(ctx.db, async (trx) => {
    const named = await sessionsToStop(trx, input);
    if (input.sessionId && named.length === 0) throw notFound('出诊不存在');
    const sessions = await notEnded(trx, named, new Date());
    if (named.length > 0 && sessions.length === 0) throw conflict(ENDED);
    return stopSessionsInTransaction(ctx, trx, p, sessions, input.reason);
  });
};

/** Only a session that has not begun reopens, and never on a holiday: the parents were already told. */
export const reopenSession = async (ctx: AppContext, p: StaffPrincipal, sessionId: number) => {
  await inTransaction(ctx.db, async (trx) => {
    const s = await findSession(trx, sessionId);
    if (!s) throw notFound('出诊不存在');
    if (s.status !== 'stopped') throw conflict('该出诊未停诊');
    const first = await firstSlotStart(trx, sessionId);
    const begins = startsAt(s.date, first ?? (s.period === 'am' ? '00:00' : '12:00'));
    if (begins.getTime() <= Date.now()) throw conflict('出诊时间已开始或已过，不能恢复');
    if (await isHoliday(trx, s.facility_id, s.date)) throw conflict('该日为节假日，请先删除节假日');
    await reopenStoppedSession(trx, sessionId, p.staffId);
    await auditChange(trx, p, 'clinic_session.reopen', 'clinic_session', sessionId);
  });
  return sessionDetail(ctx, sessionId);
};

export const listHolidays = async (
  ctx: AppContext,
  q: ParsedQueryOf<typeof api.clinicAdmin.listHolidays>,
) => {
  const { rows, total } = await pageHolidays(ctx.db, q);
  const changes = await lastChanges(
    ctx.db,
    'holiday',
    rows.map((r) => r.id),
  );
  const list: ConsoleHoliday[] = rows.map((h) => ({
    holidayId: h.id,
    facilityId: h.facility_id,
    date: h.date,
    name: h.name,
    updatedAt: changes.get(h.id)?.updatedAt ?? null,
    updatedBy: changes.get(h.id)?.updatedBy ?? null,
  }));
  return pageAnswer(list, total, q);
};

/**
 * A holiday closes the facility that day: its sessions stop. When parents have booked, the manager
 * must confirm with stopBooked (then they are told and refunded as for a stopped clinic).
 */
export const addHoliday = async (
  ctx: AppContext,
  p: StaffPrincipal,
  input: ParsedBodyOf<typeof api.clinicAdmin.addHoliday>,
) => {
  if (input.date < clinicToday()) throw invalidInput({ date: '不能设置过去的日期' });
  if (!(await findFacility(ctx.db, input.facilityId))) throw notFound('院区不存在');
  const { holidayId, result: stop } = await inTransaction(ctx.db, async (trx) => {
    const id = await insertHoliday(trx, { ...input, actorId: p.staffId });
    if (id === undefined) throw conflict('该日期已设为节假日');
    const sessions = await facilitySessionsOn(trx, input.facilityId, input.date);
    const live = await liveBookingsOfSessions(
      ctx,
      trx,
      sessions.map((s) => s.id),
    );
    if (live > 0 && !input.stopBooked)
      throw conflict(`当天已有${live}个有效预约，确认停诊并通知退款请勾选“停诊已预约”（stopBooked）`);
    const stopped = await stopSessionsInTransaction(ctx, trx, p, sessions, holidayReason(input.name));
    await auditChange(trx, p, 'holiday.add', 'holiday', id, {
      date: input.date,
      name: input.name,
      stoppedSessions: stopped.stoppedSessions,
    });
    return { holidayId: id, result: stopped };
  });
  const [holiday] = (
    await listHolidays(ctx, {
      pageNum: 1,
      pageSize: 1,
      facilityId: input.facilityId,
      from: input.date,
      to: input.date,
    })
  ).list;
  if (!holiday || holiday.holidayId !== holidayId) throw notFound('节假日不存在');
  return { ...holiday, stop };
};

/** Removing a holiday reopens the future sessions it stopped (not those a manager stopped for another reason). */
export const removeHoliday = async (ctx: AppContext, p: StaffPrincipal, holidayId: number) => {
  await inTransaction(ctx.db, async (trx) => {
    const h = await findHoliday(trx, holidayId);
    if (!h) throw notFound('节假日不存在');
    await deleteHoliday(trx, holidayId);
    if (h.date >= clinicToday())
      await reopenSessionsStoppedFor(
        trx,
        { facilityId: h.facility_id, date: h.date, stopReason: holidayReason(h.name) },
        p.staffId,
      );
    await auditChange(trx, p, 'holiday.remove', 'holiday', holidayId, {
      date: h.date,
      name: h.name,
    });
  });
};
