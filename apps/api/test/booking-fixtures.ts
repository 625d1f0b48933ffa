import { addCalendarDays, clinicToday } from '@sprout/domain';
import type { TestApp } from './harness.ts';

/**
 * Schedule rows for the booking suites. Slot generation from templates is the console's job; these
 * suites insert the sessions and slots they need at the dates they choose.
 */
export const dayFromToday = (days: number, now = new Date()) => addCalendarDays(clinicToday(now), days);

export interface SessionSpec {
  doctorId?: number;
  facilityId?: number;
  date: string;
  period?: 'am' | 'pm';
  status?: 'open' | 'stopped';
  slots: { start: string; end: string; capacity: number }[];
}

/**
 * The demo seed schedules some doctors on some weekdays, so a date a test picks may already hold a
 * seeded session of that doctor and period (which suites collide depends on the weekday they run).
 * The seeded one, with its slots, is moved to a far-off date of its own: the test's session is then
 * the only one there, and nothing seeded is deleted. Sessions the suites made themselves stay put
 * (insertSlot adds to them).
 */
const madeHere = new Set<number>();
const moveSeededSessionAway = async (t: TestApp, doctorId: number, date: string, period: 'am' | 'pm') => {
  const db = t.ctx.db;
  const seeded = await db.kysely
    .selectFrom('clinic_sessions')
    .select('id')
    .where('doctor_id', '=', doctorId)
    .where('date', '=', date)
    .where('period', '=', period)
    .executeTakeFirst();
  if (!seeded || madeHere.has(seeded.id)) return;
  const farDate = addCalendarDays('2090-01-01', seeded.id);
  await db.kysely.updateTable('clinic_sessions').set({ date: farDate }).where('id', '=', seeded.id).execute();
  await db.kysely.updateTable('slots').set({ date: farDate }).where('session_id', '=', seeded.id).execute();
};

/** Inserts one clinic session with its slots; returns the slot ids in order. */
export const insertSession = async (t: TestApp, spec: SessionSpec): Promise<number[]> => {
  const db = t.ctx.db;
  await moveSeededSessionAway(t, spec.doctorId ?? 1, spec.date, spec.period ?? 'am');
  const session = await db.kysely
    .insertInto('clinic_sessions')
    .values({
      doctor_id: spec.doctorId ?? 1,
      facility_id: spec.facilityId ?? 1,
      date: spec.date,
      period: spec.period ?? 'am',
      status: spec.status ?? 'open',
      stop_reason: null,
      template_id: null,
      updated_by: null,
      updated_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  madeHere.add(session.id);
  const ids: number[] = [];
  for (const s of spec.slots) {
    const row = await db.kysely
      .insertInto('slots')
      .values({
        session_id: session.id,
        doctor_id: spec.doctorId ?? 1,
        date: spec.date,
        start_time: s.start,
        end_time: s.end,
        capacity: s.capacity,
        booked: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
};

let minute = 0;
/** A slot of its own (a fresh start time per call), so tests never share seats. */
export const insertSlot = async (t: TestApp, capacity = 3, date = dayFromToday(2), doctorId = 1) => {
  minute += 1;
  const start = `${String(8 + Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
  const [id] = await insertSession(t, {
    doctorId,
    date,
    period: start < '12:00' ? 'am' : 'pm',
    slots: [{ start, end: start, capacity }],
  }).catch(async () => {
    // The session for that doctor, date and period exists already: add the slot to it.
    const session = await t.ctx.db.kysely
      .selectFrom('clinic_sessions')
      .select('id')
      .where('doctor_id', '=', doctorId)
      .where('date', '=', date)
      .where('period', '=', start < '12:00' ? 'am' : 'pm')
      .executeTakeFirstOrThrow();
    const row = await t.ctx.db.kysely
      .insertInto('slots')
      .values({
        session_id: session.id,
        doctor_id: doctorId,
        date,
        start_time: start,
        end_time: start,
        capacity,
        booked: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return [row.id];
  });
  return id as number;
};

export const addBaby = async (t: TestApp, token: string, babyName = '小明') => {
  const res = await t.call<{ babyId: number }>('POST', '/online/usercenter/addBabyInfo', {
    token,
    body: { babyName, sex: '男', birthday: '2021-06-01', guardianConsent: true },
  });
  if (!res.body.success) throw new Error(`addBabyInfo failed: ${res.raw}`);
  return res.body.data.babyId;
};

export const book = (t: TestApp, token: string, babyId: number, slotId: number, visitReason = '体检') =>
  t.call<{ weId: number; status: string; orderNo: string | null }>(
    'POST',
    '/opordering/wechatapp/addAppointment',
    {
      token,
      body: { babyId, slotId, visitReason },
    },
  );

export const setFacility = (
  t: TestApp,
  values: Partial<{
    booking_window_days: number;
    release_time: string;
    same_day_cutoff: string;
    cancel_cutoff_minutes: number;
    hold_minutes: number;
    one_booking_per_half_day: number;
  }>,
) => t.ctx.db.kysely.updateTable('facilities').set(values).where('id', '=', 1).execute();

export const slotBooked = async (t: TestApp, slotId: number) =>
  (
    await t.ctx.db.kysely
      .selectFrom('slots')
      .select('booked')
      .where('id', '=', slotId)
      .executeTakeFirstOrThrow()
  ).booked;
