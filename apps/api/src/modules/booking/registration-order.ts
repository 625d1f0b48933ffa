import { PERIOD_LABELS, reminderAt } from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import type { AppointmentRow, OrderRow } from '../../db/schema.ts';
import { visitPlace } from '../clinic/clinic.service.ts';
import { postSystemMessage } from '../messages/messages.service.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';
import { issueNotice } from '../notices/notices.service.ts';
import { closeUnpaidOrder, lockOrder } from '../orders/orders.service.ts';
import { moveAppointment } from './appointment-moves.service.ts';
import { findAppointment } from './appointments.repository.ts';
import { type Db, inTransaction } from '../../db/database.ts';

/**
 * What money moving on a registration order does to its appointment. Each hook runs inside the
 * transaction that moved the order, so the appointment, the seat and the message change with it.
 */
export const REGISTRATION_ORDER_KIND = 'registration';
export const HOLD_EXPIRY_JOB = 'appointment-hold-expiry';
export const REMINDER_JOB = 'appointment-reminder';

export const reminderKey = (appointmentId: number) => `appointment-reminder:${appointmentId}`;
export const holdKey = (appointmentId: number) => `appointment-hold:${appointmentId}`;
const detailLink = (appointmentId: number) => `/pages/newFun/orderDetail?weId=${appointmentId}`;

const when = (a: Pick<AppointmentRow, 'date' | 'start_time' | 'end_time'>) =>
  `${a.date} ${a.start_time}-${a.end_time}`;

/** The reminder goes out at 20:00 the evening before (at once if that has passed); one per appointment. */
export const scheduleReminder = (trx: Db, appointment: AppointmentRow, now = new Date()) =>
  enqueueJob(trx, {
    kind: REMINDER_JOB,
    payload: { appointmentId: appointment.id },
    runAt: reminderAt(appointment.date, now),
    dedupeKey: reminderKey(appointment.id),
  });

const registrationHooks = {
  // onPaid posts 预约成功 itself: the 支付成功 notice adds no second message.
  paidLink: () => null,
  onPaid: async (trx: Db, order: OrderRow) => {
    const appointment = await findAppointment(trx, order.subject_id);
    if (!appointment) return;
    if (!(await moveAppointment(trx, appointment, ['pending_payment'], 'booked', { releaseSeat: false })))
      return;
    await scheduleReminder(trx, appointment);
    await postSystemMessage(trx, order.user_id, {
      category: 'appointment',
      title: '预约成功',
      content: `您已成功预约 ${when(appointment)} 的门诊，请按时就诊。`,
      link: detailLink(appointment.id),
    });
  },
  onClosed: async (trx: Db, order: OrderRow) => {
    const appointment = await findAppointment(trx, order.subject_id);
    if (!appointment) return;
    // Only a hold that ran out moves here; a parent's cancel has already moved the appointment.
    if (!(await moveAppointment(trx, appointment, ['pending_payment'], 'expired', { releaseSeat: true })))
      return;
    await postSystemMessage(trx, order.user_id, {
      category: 'appointment',
      title: '预约已失效',
      content: `您预约的 ${when(appointment)} 门诊未在规定时间内支付，号源已释放。`,
      link: detailLink(appointment.id),
    });
  },
  onRefunded: async (trx: Db, order: OrderRow, amountFen: number) => {
    // Paid by checkout alone (0 fen): nothing goes back through a channel; the cancel said what came back.
    if (order.refunded_fen < order.amount_fen || amountFen === 0) return;
    await postSystemMessage(trx, order.user_id, {
      category: 'payment',
      title: '退款成功',
      content: `挂号费 ${(amountFen / 100).toFixed(2)} 元已原路退回，请注意查收。`,
      link: detailLink(order.subject_id),
    });
  },
};

/** The hold ran out: close the order unless it was paid or cancelled meanwhile (then nothing to do). */
const expireHold = async (ctx: AppContext, payload: Record<string, unknown>) => {
  const orderId = Number(payload.orderId);
  await inTransaction(ctx.db, async (trx) => {
    const order = await lockOrder(trx, orderId);
    if (order) await closeUnpaidOrder(ctx, trx, order.id);
  });
};

/**
 * The evening-before reminder, only for an appointment that is still booked. The message and the
 * queued sends are one notice in one transaction, so a run repeated after a crash posts nothing twice
 * and a failing SMS retries as its own job.
 */
const remind = async (ctx: AppContext, payload: Record<string, unknown>) => {
  await inTransaction(ctx.db, async (trx) => {
    const appointment = await findAppointment(trx, Number(payload.appointmentId));
    if (appointment?.status !== 'booked') return;
    const place = await visitPlace(trx, appointment.doctor_id, appointment.slot_id);
    const values = {
      date: appointment.date,
      period: place ? PERIOD_LABELS[place.period] : '',
      time: `${appointment.start_time}-${appointment.end_time}`,
      doctor: place?.doctor_name ?? '',
      facility: place?.facility_name ?? '',
    };
    await issueNotice(ctx, trx, 'appointmentReminder', {
      subjectId: appointment.id,
      userId: appointment.user_id,
      values,
      message: {
        category: 'appointment',
        title: '就诊提醒',
        content: `您预约了 ${values.date} ${values.period} ${values.time} ${values.doctor}医生的门诊，地点：${values.facility}，请提前15分钟到达。`,
        link: detailLink(appointment.id),
      },
    });
  });
};

/** Called once at start-up (app.ts). */
export const registerRegistrationOrders = (ctx: AppContext): void => {
  ctx.orderKinds.register(REGISTRATION_ORDER_KIND, registrationHooks);
  ctx.jobHandlers.register(HOLD_EXPIRY_JOB, (jobCtx, payload) => expireHold(jobCtx, payload));
  ctx.jobHandlers.register(REMINDER_JOB, (jobCtx, payload) => remind(jobCtx, payload));
};
