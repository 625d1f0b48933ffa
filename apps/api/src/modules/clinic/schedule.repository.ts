import type { PlannedSession } from '@sprout/domain';
import type { Insertable } from 'kysely';
import { countAll, nowIso, toCount } from '../../db/dialect.ts';
import type { Db } from '../../db/database.ts';
import type { ScheduleTemplatesTable } from '../../db/schema.ts';
import { offsetOf, type PageArgs } from './paging.ts';

export interface TemplateFilter {
  facilityId?: number;
  doctorId?: number;
  weekday?: number;
}

/** Active templates with the doctor's name and who last saved them (display only). */
const templateQuery = (db: Db, f: TemplateFilter) => {
  let q = db.kysely
    .selectFrom('schedule_templates as t')
    .innerJoin('doctors as d', 'd.id', 't.doctor_id')
    .leftJoin('staff as s', 's.id', 't.updated_by')
    .where('t.active', '=', 1);
  if (f.facilityId) q = q.where('d.facility_id', '=', f.facilityId);
  if (f.doctorId) q = q.where('t.doctor_id', '=', f.doctorId);
  if (f.weekday) q = q.where('t.weekday', '=', f.weekday);
  return q;
};

const TEMPLATE_COLUMNS = [
  't.id',
  't.doctor_id',
  'd.name as doctor_name',
  't.weekday',
  't.period',
  't.start_time',
  't.end_time',
  't.slot_minutes',
  't.capacity_per_slot',
  't.updated_at',
  's.display_name as updated_by_name',
] as const;

export const pageTemplates = async (db: Db, q: PageArgs & TemplateFilter) => {
  const base = templateQuery(db, q);
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
  return { rows, total: toCount(total?.count) };
};

type TemplateValues = Omit<Insertable<ScheduleTemplatesTable>, 'id' | 'doctor_id' | 'weekday' | 'period'>;

/** One template per doctor, weekday and period: saving the same three again replaces the rest. */
export const upsertTemplate = async (
  trx: Db,
  key: { doctorId: number; weekday: number; period: 'am' | 'pm' },
  values: TemplateValues,
): Promise<number> =>
  (
    await trx.kysely
      .insertInto('schedule_templates')
      .values({ doctor_id: key.doctorId, weekday: key.weekday, period: key.period, ...values })
      .onConflict((oc) => oc.columns(['doctor_id', 'weekday', 'period']).doUpdateSet(values))
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** False when there was no such template. */
export const deleteTemplate = async (trx: Db, templateId: number): Promise<boolean> => {
  const gone = await trx.kysely
    .deleteFrom('schedule_templates')
    .where('id', '=', templateId)
    .executeTakeFirst();
  return Number(gone.numDeletedRows) === 1;
};

export interface SessionFilter {
  sessionId?: number;
  facilityId?: number;
  doctorId?: number;
  from?: string;
  to?: string;
  status?: 'open' | 'stopped';
}

/** Sessions with the doctor's name and who last changed them (display only). */
const sessionQuery = (db: Db, f: SessionFilter) => {
  let q = db.kysely
    .selectFrom('clinic_sessions as c')
    .innerJoin('doctors as d', 'd.id', 'c.doctor_id')
    .leftJoin('staff as s', 's.id', 'c.updated_by');
  if (f.sessionId) q = q.where('c.id', '=', f.sessionId);
  if (f.facilityId) q = q.where('c.facility_id', '=', f.facilityId);
  if (f.doctorId) q = q.where('c.doctor_id', '=', f.doctorId);
  if (f.from) q = q.where('c.date', '>=', f.from);
  if (f.to) q = q.where('c.date', '<=', f.to);
  if (f.status) q = q.where('c.status', '=', f.status);
  return q;
};

const SESSION_COLUMNS = [
  'c.id',
  'c.doctor_id',
  'd.name as doctor_name',
  'c.facility_id',
  'c.date',
  'c.period',
  'c.status',
  'c.stop_reason',
  'c.updated_at',
  's.display_name as updated_by_name',
] as const;

export const pageSessions = async (db: Db, q: PageArgs & SessionFilter) => {
  const base = sessionQuery(db, q);
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
  return { rows, total: toCount(total?.count) };
};

/** Seats per session, for the rows of one page. */
export const seatTotals = async (db: Db, sessionIds: number[]) => {
  if (sessionIds.length === 0)
    return new Map<number, { slots: number; capacity: number; booked: number; lastEnd: string | null }>();
  const rows = await db.kysely
    .selectFrom('slots')
    .select((eb) => [
      'session_id',
      eb.fn.countAll<number | string>().as('slots'),
      eb.fn.sum<number | string>('capacity').as('capacity'),
      eb.fn.sum<number | string>('booked').as('booked'),
      eb.fn.max<string>('end_time').as('last_end'),
    ])
    .where('session_id', 'in', sessionIds)
    .groupBy('session_id')
    .execute();
  return new Map(
    rows.map((r) => [
      r.session_id,
      {
        slots: Number(r.slots),
        capacity: Number(r.capacity ?? 0),
        booked: Number(r.booked ?? 0),
        lastEnd: r.last_end ?? null,
      },
    ]),
  );
};

/** Active doctors of a facility (one of them when `doctorId` is given): only they get new sessions. */
export const activeDoctors = (db: Db, facilityId: number, doctorId?: number) => {
  let q = db.kysely
    .selectFrom('doctors')
    .select(['id'])
    .where('facility_id', '=', facilityId)
    .where('status', '=', 'active');
  if (doctorId) q = q.where('id', '=', doctorId);
  return q.execute();
};

export const activeTemplatesOf = (db: Db, doctorIds: number[]) =>
  doctorIds.length === 0
    ? Promise.resolve([])
    : db.kysely
        .selectFrom('schedule_templates')
        .selectAll()
        .where('doctor_id', 'in', doctorIds)
        .where('active', '=', 1)
        .execute();

/** Open facilities and how far ahead each takes bookings: what the daily generation keeps filled. */
export const openFacilitiesToGenerate = (db: Db) =>
  db.kysely
    .selectFrom('facilities')
    .select(['id', 'booking_window_days'])
    .where('status', '=', 'open')
    .execute();

/**
 * Stores one planned session with its slots unless the doctor already has that session: the unique
 * constraints decide (so two generators racing write each row once), and an existing session, stopped
 * or booked, is never touched. Returns how many slots were written, or null when the session existed.
 */
export const insertPlannedSession = async (
  trx: Db,
  facilityId: number,
  s: PlannedSession,
  actorId: number | null,
): Promise<number | null> => {
  const session = await trx.kysely
    .insertInto('clinic_sessions')
    .values({
      doctor_id: s.doctorId,
      facility_id: facilityId,
      date: s.date,
      period: s.period,
      status: 'open',
      stop_reason: null,
      template_id: s.templateId,
      updated_by: actorId,
      updated_at: nowIso(),
    })
    .onConflict((oc) => oc.columns(['doctor_id', 'date', 'period']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!session || s.slots.length === 0) return session ? 0 : null;
  const slots = await trx.kysely
    .insertInto('slots')
    .values(
      s.slots.map((slot) => ({
        session_id: session.id,
        doctor_id: s.doctorId,
        date: s.date,
        start_time: slot.startTime,
        end_time: slot.endTime,
        capacity: slot.capacity,
        booked: 0,
      })),
    )
    .onConflict((oc) => oc.columns(['doctor_id', 'date', 'start_time']).doNothing())
    .returning('id')
    .execute();
  return slots.length;
};
