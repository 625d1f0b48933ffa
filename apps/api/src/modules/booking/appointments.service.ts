import type { Appointment, api, Page, ParsedBodyOf } from '@sprout/contract';
import { canCancelAt } from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import type { AppointmentRow } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { ownedBaby, ownedPatient } from '../babies/owned-babies.service.ts';
import { cancelCutoffMinutes } from '../clinic/clinic.service.ts';
import { cancelJob } from '../jobs/jobs.service.ts';
import { postSystemMessage } from '../messages/messages.service.ts';
import { closeUnpaidOrder, lockOrder } from '../orders/orders.service.ts';
import { refundInWhole } from '../payments/settle-without-money.service.ts';
import type { ParentPrincipal } from '../sessions/sessions.types.ts';
import { moveAppointment } from './appointment-moves.service.ts';
import {
  findOwnAppointment,
  findOwnAppointmentView,
  hideOwnAppointment,
  pageOwnAppointments,
} from './appointments.repository.ts';
import { DELETABLE_STATUSES, toAppointmentView } from './appointment-view.ts';
import { holdKey, reminderKey } from './registration-order.ts';
import { type Db, inTransaction } from '../../db/database.ts';

export const getAppointment = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  weId: number,
  now = new Date(),
) => {
  const row = await findOwnAppointmentView(ctx.db, parent.userId, weId);
  if (!row || row.hidden_at) throw notFound('预约不存在');
  return toAppointmentView(row, now);
};

/** Serves pageAppointment (by status and baby) and getAppointmentListByPatient (by pid or baby). */
type AppointmentListQuery = ParsedBodyOf<typeof api.booking.pageAppointment> &
  Pick<ParsedBodyOf<typeof api.booking.getAppointmentListByPatient>, 'pid'>;

/** The parent's appointments, newest first; hidden (deleted) ones are gone from the list. */
export const listAppointments = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  query: AppointmentListQuery,
  now = new Date(),
): Promise<Page<Appointment>> => {
  const db = ctx.db;
  // A baby or pid that is not the caller's reads as absent, never as an empty list of someone else's.
  if (query.babyId !== undefined) await ownedBaby(db, parent, query.babyId);
  if (query.pid !== undefined) await ownedPatient(db, parent, query.pid);
  const { list, total } = await pageOwnAppointments(
    db,
    { userId: parent.userId, status: query.status, babyId: query.babyId, pid: query.pid },
    query.pageNum,
    query.pageSize,
  );
  return {
    list: list.map((r) => toAppointmentView(r, now)),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
};

/**
 * Cancels before the cut-off. Every path locks the order first (as the payment notify does), then
 * moves the appointment with its seat in one conditional step, so the seat goes back exactly once.
 */
export const cancelAppointment = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  weId: number,
  reason: string | undefined,
  now = new Date(),
): Promise<Appointment> => {
  const cancelReason = reason?.trim() || '用户取消预约';
  await inTransaction(ctx.db, async (trx) => {
    const found = await findOwnAppointment(trx, parent.userId, weId);
    if (!found || found.hidden_at) throw notFound('预约不存在');
    const order = found.order_id ? await lockOrder(trx, found.order_id) : undefined;
    // Re-read after the lock: a payment or an expiry may have moved it while we waited.
    const appointment = (await findOwnAppointment(trx, parent.userId, weId)) ?? found;
    if (appointment.status !== 'pending_payment' && appointment.status !== 'booked')
      throw conflict('当前预约状态不能取消');
    const cutoff = await cancelCutoffMinutes(trx, appointment.facility_id);
    const slotTime = { date: appointment.date, startTime: appointment.start_time };
    if (!canCancelAt({ cancelCutoffMinutes: cutoff }, slotTime, now))
      throw conflict(`就诊前${cutoff}分钟内不能取消预约，如需帮助请联系门诊`);
    const moved = await moveAppointment(trx, appointment, [appointment.status], 'cancelled', {
      releaseSeat: true,
      cancelReason,
      now,
    });
    if (!moved) throw conflict('预约状态已变化，请刷新后重试');
    await cancelJob(trx, reminderKey(appointment.id));
    await cancelJob(trx, holdKey(appointment.id));
    if (order && (order.status === 'created' || order.status === 'paying'))
      await closeUnpaidOrder(ctx, trx, order.id); // its onClosed finds the appointment cancelled and does nothing
    // All of it goes back: the money, or (checkout paid it all) the points, card use and coupon.
    const refund = order ? await refundInWhole(ctx, trx, order, '用户取消预约') : null;
    const refundNote = refund ? cancelRefundNote(refund.fen) : '';
    await notifyCancelled(trx, appointment, refundNote);
  });
  return getAppointment(ctx, parent, weId, now);
};

const cancelRefundNote = (fen: number) =>
  fen > 0
    ? `已支付的挂号费 ${(fen / 100).toFixed(2)} 元将原路退回。`
    : '本次挂号使用的积分、套餐卡次数已退回，优惠券在有效期内可再次使用。';

const notifyCancelled = (trx: Db, appointment: AppointmentRow, refundNote: string) =>
  postSystemMessage(trx, appointment.user_id, {
    category: 'appointment',
    title: '预约已取消',
    content: `您已取消 ${appointment.date} ${appointment.start_time}-${appointment.end_time} 的门诊预约。${refundNote}`,
    link: `/pages/newFun/orderDetail?weId=${appointment.id}`,
  });

/** Hides a finished or called-off appointment from the parent's list; the clinic keeps the record. */
export const deleteAppointment = async (ctx: AppContext, parent: ParentPrincipal, weId: number) => {
  const appointment = await findOwnAppointment(ctx.db, parent.userId, weId);
  if (!appointment || appointment.hidden_at) throw notFound('预约不存在');
  if (!DELETABLE_STATUSES.includes(appointment.status))
    throw conflict('只能删除已取消、已失效或已就诊的预约');
  if (!(await hideOwnAppointment(ctx.db, parent.userId, weId, DELETABLE_STATUSES)))
    throw conflict('预约状态已变化，请刷新后重试');
  return { weId };
};
