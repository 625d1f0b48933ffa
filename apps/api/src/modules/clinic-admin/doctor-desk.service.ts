import type { DoctorTodayItem } from '@sprout/contract';
import { ageOn, clinicToday } from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import type { AppointmentStatus } from '../../db/schema.ts';
import { countAll, nowIso } from '../../db/dialect.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import type { StaffPrincipal } from '../sessions/staff-sessions.ts';
import { auditChange } from './change-log.ts';
import { offsetOf, type PageArgs, pageAnswer } from './directory.repository.ts';
import { type Db, inTransaction } from '../../db/database.ts';

/** What a doctor's day shows by default: the patients who are coming or came (not unpaid holds or cancellations). */
const DAY_STATUSES: AppointmentStatus[] = ['booked', 'arrived', 'no_show'];

const linkedDoctorId = async (ctx: AppContext, p: StaffPrincipal) =>
  (
    await ctx.db.kysely
      .selectFrom('doctors')
      .select('id')
      .where('staff_id', '=', p.staffId)
      .executeTakeFirst()
  )?.id ?? null;

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

type Row = {
  id: number;
  baby_name: string;
  baby_sex: string;
  birthday: string;
  date: string;
  start_time: string;
  end_time: string;
  visit_reason: string;
  status: AppointmentStatus;
  marked_at: string | null;
  marked_by_name: string | null;
};
const itemOf = (r: Row): DoctorTodayItem => ({
  weId: r.id,
  babyName: r.baby_name,
  babySex: r.baby_sex,
  age: ageOn(r.birthday, r.date)?.text ?? '',
  date: r.date,
  startTime: r.start_time,
  endTime: r.end_time,
  visitReason: r.visit_reason,
  status: r.status,
  updatedAt: r.marked_at,
  updatedBy: r.marked_by_name,
});

/**
 * The signed-in doctor's patients for a day. A staff account linked to no doctor sees an empty list.
 * Each child shown is a read of a child's data by staff, so each writes an audit row (R13).
 */
export const doctorDay = async (
  ctx: AppContext,
  p: StaffPrincipal,
  q: PageArgs & { date?: string; status?: AppointmentStatus },
) => {
  const doctorId = await linkedDoctorId(ctx, p);
  const date = q.date ?? clinicToday();
  if (!doctorId) return pageAnswer([], { count: 0 }, q);
  const base = dayQuery(ctx.db, doctorId, date).where('a.status', 'in', q.status ? [q.status] : DAY_STATUSES);
  const [rows, total] = await Promise.all([
    base
      .select(COLUMNS)
      .orderBy('a.start_time')
      .orderBy('a.id')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute(),
    base.select(countAll()).executeTakeFirst(),
  ]);
  for (const r of rows)
    await auditChange(ctx.db, p, 'child.appointment.read', 'baby', r.baby_id, { weId: r.id, date });
  return pageAnswer(rows.map(itemOf), total, q);
};

/** Arrived or no-show, once, for a booked appointment of the doctor's own clinic today; anything else reads as absent. */
export const markArrival = async (
  ctx: AppContext,
  p: StaffPrincipal,
  input: { weId: number; outcome: 'arrived' | 'no_show' },
) => {
  const doctorId = await linkedDoctorId(ctx, p);
  if (!doctorId) throw notFound('预约不存在');
  return inTransaction(ctx.db, async (trx) => {
    const row = await dayQuery(trx, doctorId, clinicToday())
      .select(COLUMNS)
      .where('a.id', '=', input.weId)
      .executeTakeFirst();
    if (!row) throw notFound('预约不存在');
    if (row.status !== 'booked') throw conflict('只有已预约（已支付）的就诊可以标记到诊或爽约');
    const now = nowIso();
    const moved = await trx.kysely
      .updateTable('appointments')
      .set({ status: input.outcome, updated_at: now, marked_by: p.staffId, marked_at: now })
      .where('id', '=', input.weId)
      .where('status', '=', 'booked')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw conflict('该预约状态已变化，请刷新');
    await auditChange(trx, p, `appointment.${input.outcome}`, 'appointment', input.weId, {
      babyId: row.baby_id,
    });
    return itemOf({ ...row, status: input.outcome, marked_at: now, marked_by_name: p.displayName });
  });
};
