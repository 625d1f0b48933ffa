import { nowIso } from '../../db/dialect.ts';
import type { AppointmentRow } from '../../db/schema.ts';
import type { Db } from '../../db/database.ts';

export const LIVE_STATUSES = ['pending_payment', 'booked'] as const;

/** The sessions a stop names: one by id, or every session of a doctor on a date. */
export const sessionsToStop = (db: Db, by: { sessionId?: number; doctorId?: number; date?: string }) => {
  let q = db.kysely
    .selectFrom('clinic_sessions')
    .select(['id', 'doctor_id', 'facility_id', 'date', 'period']);
  if (by.sessionId) q = q.where('id', '=', by.sessionId);
  else if (by.doctorId && by.date) q = q.where('doctor_id', '=', by.doctorId).where('date', '=', by.date);
  else return Promise.resolve([]);
  return q.execute();
};

export const facilitySessionsOn = (db: Db, facilityId: number, date: string) =>
  db.kysely
    .selectFrom('clinic_sessions')
    .select(['id', 'doctor_id', 'facility_id', 'date', 'period'])
    .where('facility_id', '=', facilityId)
    .where('date', '=', date)
    .execute();

export const liveAppointmentsOf = (
  db: Db,
  sessionIds: number[],
): Promise<(AppointmentRow & { session_id: number })[]> =>
  sessionIds.length === 0
    ? Promise.resolve([])
    : db.kysely
        .selectFrom('appointments as a')
        .innerJoin('slots as s', 's.id', 'a.slot_id')
        .selectAll('a')
        .select('s.session_id')
        .where('a.status', 'in', LIVE_STATUSES)
        .where('s.session_id', 'in', sessionIds)
        .orderBy('a.id')
        .execute();

export const markSessionsStopped = (db: Db, ids: number[], reason: string, actorId: number | null) =>
  db.kysely
    .updateTable('clinic_sessions')
    .set({ status: 'stopped', stop_reason: reason, updated_by: actorId, updated_at: nowIso() })
    .where('id', 'in', ids)
    .execute();

/**
 * Cancels one live appointment if it is still in the status we read; the seat goes back in the same
 * step. Conditioned on the old status, so a concurrent expiry, cancel or payment settles it once.
 */
export const cancelAppointmentOnce = async (trx: Db, a: AppointmentRow, reason: string): Promise<boolean> => {
  const now = nowIso();
  const moved = await trx.kysely
    .updateTable('appointments')
    .set({ status: 'cancelled', cancelled_at: now, cancel_reason: reason, updated_at: now })
    .where('id', '=', a.id)
    .where('status', '=', a.status)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  await trx.kysely
    .updateTable('slots')
    .set((eb) => ({ booked: eb('booked', '-', 1) }))
    .where('id', '=', a.slot_id)
    .where('booked', '>', 0)
    .execute();
  return true;
};

export const findOrder = (db: Db, id: number) =>
  db.kysely.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();

export const phoneOf = async (db: Db, userId: number) =>
  (await db.kysely.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirst())?.phone ??
  null;
