import { countAll, nowIso, toCount } from '../../db/dialect.ts';
import { compiledQuery, param } from '../../db/compiled-query.ts';
import type { Db } from '../../db/database.ts';
import { offsetOf, type PageArgs } from './paging.ts';

/** Holidays and stopped sessions: the SQL behind closing and reopening clinic sessions. */

export interface SessionToStop {
  id: number;
  doctor_id: number;
  facility_id: number;
  date: string;
  period: 'am' | 'pm';
}

/** The sessions a stop names: one by id, or every session of a doctor on a date. */
export const sessionsToStop = (
  db: Db,
  by: { sessionId?: number; doctorId?: number; date?: string },
): Promise<SessionToStop[]> => {
  let q = db.kysely
    .selectFrom('clinic_sessions')
    .select(['id', 'doctor_id', 'facility_id', 'date', 'period']);
  if (by.sessionId) q = q.where('id', '=', by.sessionId);
  else if (by.doctorId && by.date) q = q.where('doctor_id', '=', by.doctorId).where('date', '=', by.date);
  else return Promise.resolve([]);
  return q.execute();
};

export const facilitySessionsOn = (db: Db, facilityId: number, date: string): Promise<SessionToStop[]> =>
  db.kysely
    .selectFrom('clinic_sessions')
    .select(['id', 'doctor_id', 'facility_id', 'date', 'period'])
    .where('facility_id', '=', facilityId)
    .where('date', '=', date)
    .execute();

export const markSessionsStopped = (db: Db, ids: number[], reason: string, actorId: number | null) =>
  db.kysely
    .updateTable('clinic_sessions')
    .set({ status: 'stopped', stop_reason: reason, updated_by: actorId, updated_at: nowIso() })
    .where('id', 'in', ids)
    .execute();

export const findSession = (db: Db, sessionId: number) =>
  db.kysely.selectFrom('clinic_sessions').selectAll().where('id', '=', sessionId).executeTakeFirst();

/** The end of each session's last slot (sessions without slots are absent). */
export const lastSlotEnds = async (db: Db, sessionIds: number[]): Promise<Map<number, string>> => {
  if (sessionIds.length === 0) return new Map();
  const rows = await db.kysely
    .selectFrom('slots')
    .select((eb) => ['session_id', eb.fn.max<string>('end_time').as('last_end')])
    .where('session_id', 'in', sessionIds)
    .groupBy('session_id')
    .execute();
  return new Map(rows.map((r) => [r.session_id, r.last_end]));
};

/** The start of a session's first slot, if it has any. */
export const firstSlotStart = async (db: Db, sessionId: number): Promise<string | undefined> =>
  (
    await db.kysely
      .selectFrom('slots')
      .select('start_time')
      .where('session_id', '=', sessionId)
      .orderBy('start_time')
      .executeTakeFirst()
  )?.start_time;

/** Reopens one session, only if it is still stopped. */
export const reopenStoppedSession = (trx: Db, sessionId: number, actorId: number) =>
  trx.kysely
    .updateTable('clinic_sessions')
    .set({ status: 'open', stop_reason: null, updated_by: actorId, updated_at: nowIso() })
    .where('id', '=', sessionId)
    .where('status', '=', 'stopped')
    .execute();

/** Reopens a facility's sessions on a date that were stopped for exactly this reason (and no other). */
export const reopenSessionsStoppedFor = (
  trx: Db,
  at: { facilityId: number; date: string; stopReason: string },
  actorId: number,
) =>
  trx.kysely
    .updateTable('clinic_sessions')
    .set({ status: 'open', stop_reason: null, updated_by: actorId, updated_at: nowIso() })
    .where('facility_id', '=', at.facilityId)
    .where('date', '=', at.date)
    .where('status', '=', 'stopped')
    .where('stop_reason', '=', at.stopReason)
    .execute();

export interface HolidayFilter {
  facilityId?: number;
  from?: string;
  to?: string;
}

export const pageHolidays = async (db: Db, q: PageArgs & HolidayFilter) => {
  let base = db.kysely.selectFrom('holidays');
  if (q.facilityId) base = base.where('facility_id', '=', q.facilityId);
  if (q.from) base = base.where('date', '>=', q.from);
  if (q.to) base = base.where('date', '<=', q.to);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('date').limit(q.pageSize).offset(offsetOf(q)).execute(),
    base.select(countAll()).executeTakeFirst(),
  ]);
  return { rows, total: toCount(total?.count) };
};

/** The holiday's id, or undefined when the facility already has one on that date (the unique key decides). */
export const insertHoliday = async (
  trx: Db,
  h: { facilityId: number; date: string; name: string; actorId: number },
): Promise<number | undefined> =>
  (
    await trx.kysely
      .insertInto('holidays')
      .values({ facility_id: h.facilityId, date: h.date, name: h.name, updated_by: h.actorId })
      .onConflict((oc) => oc.columns(['facility_id', 'date']).doNothing())
      .returning('id')
      .executeTakeFirst()
  )?.id;

export const findHoliday = (db: Db, holidayId: number) =>
  db.kysely.selectFrom('holidays').selectAll().where('id', '=', holidayId).executeTakeFirst();

export const deleteHoliday = (trx: Db, holidayId: number) =>
  trx.kysely.deleteFrom('holidays').where('id', '=', holidayId).execute();

export const isHoliday = async (db: Db, facilityId: number, date: string): Promise<boolean> =>
  (await db.kysely
    .selectFrom('holidays')
    .select('id')
    .where('facility_id', '=', facilityId)
    .where('date', '=', date)
    .executeTakeFirst()) !== undefined;

/** A facility's holiday dates between two dates (inclusive). */
/** Compiled once: a doctor's month (a key read) asks it every time. */
const holidaysBetween = compiledQuery<{ facilityId: number; from: string; to: string }, { date: string }>(
  (kysely) =>
    kysely
      .selectFrom('holidays')
      .select('date')
      .where('facility_id', '=', param<number>('facilityId'))
      .where('date', '>=', param<string>('from'))
      .where('date', '<=', param<string>('to')),
);

export const holidayDates = async (db: Db, facilityId: number, from: string, to: string): Promise<string[]> =>
  (await holidaysBetween(db, { facilityId, from, to })).map((h) => h.date);
