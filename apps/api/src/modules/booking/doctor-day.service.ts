import type { api, DoctorTodayItem, ParsedBodyOf, ParsedQueryOf } from '@sprout/contract';
import { ageOn, clinicToday } from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import type { AppointmentStatus } from '../../db/schema.ts';
import { nowIso } from '../../db/dialect.ts';
import { inTransaction } from '../../db/database.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { auditChange } from '../audit/audit.service.ts';
import { doctorIdOfStaff } from '../clinic/clinic.service.ts';
import type { StaffPrincipal } from '../sessions/sessions.types.ts';
import { findDoctorDayAppointment, markOutcome, pageDoctorDay } from './doctor-day.repository.ts';

/**
 * The doctor's day (console 今日就诊): the signed-in doctor's appointments and the arrived / no-show
 * marks. It lives with the appointments' owner because a mark is a move of the appointment's status
 * (booked → arrived | no_show), a conditional update like a cancel or an expiry; the clinic module
 * only answers which doctor a staff sign-in is (doctors.staff_id).
 */

/** What a doctor's day shows by default: the patients who are coming or came (not unpaid holds or cancellations). */
const DAY_STATUSES: AppointmentStatus[] = ['booked', 'arrived', 'no_show'];

const linkedDoctorId = (ctx: AppContext, p: StaffPrincipal) => doctorIdOfStaff(ctx.db, p.staffId);

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
  q: ParsedQueryOf<typeof api.clinicAdmin.doctorToday>,
) => {
  const doctorId = await linkedDoctorId(ctx, p);
  const date = q.date ?? clinicToday();
  const page = { pageNum: q.pageNum, pageSize: q.pageSize };
  if (!doctorId) return { list: [], total: 0, ...page };
  const statuses = q.status ? [q.status] : DAY_STATUSES;
  const { rows, total } = await pageDoctorDay(ctx.db, { doctorId, date, statuses }, page);
  for (const r of rows)
    await auditChange(ctx.db, p, 'child.appointment.read', 'baby', r.baby_id, { weId: r.id, date });
  return { list: rows.map(itemOf), total, ...page };
};

/** Arrived or no-show, once, for a booked appointment of the doctor's own clinic today; anything else reads as absent. */
export const markArrival = async (
  ctx: AppContext,
  p: StaffPrincipal,
  input: ParsedBodyOf<typeof api.clinicAdmin.markArrival>,
) => {
  const doctorId = await linkedDoctorId(ctx, p);
  if (!doctorId) throw notFound('预约不存在');
  return inTransaction(ctx.db, async (trx) => {
    const row = await findDoctorDayAppointment(trx, doctorId, clinicToday(), input.weId);
    if (!row) throw notFound('预约不存在');
    if (row.status !== 'booked') throw conflict('只有已预约（已支付）的就诊可以标记到诊或爽约');
    const now = nowIso();
    if (!(await markOutcome(trx, input.weId, input.outcome, p.staffId, now)))
      throw conflict('该预约状态已变化，请刷新');
    await auditChange(trx, p, `appointment.${input.outcome}`, 'appointment', input.weId, {
      babyId: row.baby_id,
    });
    return itemOf({ ...row, status: input.outcome, marked_at: now, marked_by_name: p.displayName });
  });
};
