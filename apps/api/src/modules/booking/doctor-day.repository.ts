import { countAll, nowIso, toCount } from '../../db/dialect.ts';
import type { Db } from '../../db/database.ts';
import type { AppointmentStatus } from '../../db/schema.ts';

/**
 * A doctor's appointments on one date, with the child's name, sex and birthday and the name of the
 * staff member who marked the visit (both joined read-only, for display).
 */
const dayQuery = (db: Db, doctorId: number, date: string) =>
  db.kysely
    .selectFrom('appointments as a')
    .innerJoin('babies as b', 'b.id', 'a.baby_id')
    .leftJoin('staff as marker', 'marker.id', 'a.marked_by')
    .where('a.doctor_id', '=', doctorId)
    .where('a.date', '=', date);

const COLUMNS = [
  'a.id',
  'a.baby_id',
  'b.name as baby_name',
  'b.sex as baby_sex',
  'b.birthday',
  'a.date',
  'a.start_time',
  'a.end_time',
  'a.visit_reason',
  'a.status',
  'a.marked_at',
  'marker.display_name as marked_by_name',
] as const;

export const pageDoctorDay = async (
  db: Db,
  at: { doctorId: number; date: string; statuses: readonly AppointmentStatus[] },
  page: { pageNum: number; pageSize: number },
) => {
  const base = dayQuery(db, at.doctorId, at.date).where('a.status', 'in', at.statuses);
  const [rows, total] = await Promise.all([
    base
      .select(COLUMNS)
      .orderBy('a.start_time')
      .orderBy('a.id')
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize)
      .execute(),
    base.select(countAll()).executeTakeFirst(),
  ]);
  return { rows, total: toCount(total?.count) };
};

export const findDoctorDayAppointment = (db: Db, doctorId: number, date: string, id: number) =>
  dayQuery(db, doctorId, date).select(COLUMNS).where('a.id', '=', id).executeTakeFirst();

/** Marks a booked visit arrived or no-show, once: false when it was no longer booked. */
export const markOutcome = async (
  trx: Db,
  id: number,
  outcome: 'arrived' | 'no_show',
  staffId: number,
  now = nowIso(),
): Promise<boolean> => {
  const moved = await trx.kysely
    .updateTable('appointments')
    .set({ status: outcome, updated_at: now, marked_by: staffId, marked_at: now })
    .where('id', '=', id)
    .where('status', '=', 'booked')
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
};
