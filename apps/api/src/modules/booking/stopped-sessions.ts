import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import type { AppointmentRow } from '../../db/schema.ts';
import { auditChange } from '../audit/audit.service.ts';
import type { SessionStop, SessionStopObserver, SessionStopOutcome } from '../clinic/clinic.types.ts';
import { slotsOfSessions } from '../clinic/seats.service.ts';
import { issueNotice } from '../notices/notices.service.ts';
import { closeUnpaidOrder, findOrder } from '../orders/orders.service.ts';
import { refundInWhole } from '../payments/settle-without-money.service.ts';
import { cancelAppointmentOnce, liveAppointmentsOn } from './appointment-moves.service.ts';

const PERIOD_TEXT = { am: '上午', pm: '下午' } as const;

export const STOP_REFUND_REASON = '门诊停诊';

/** The live appointments on the sessions' slots, each with its session. */
const liveAppointmentsOfSessions = async (
  trx: Db,
  sessionIds: readonly number[],
): Promise<{ a: AppointmentRow; sessionId: number }[]> => {
  const sessionOfSlot = new Map((await slotsOfSessions(trx, sessionIds)).map((s) => [s.id, s.session_id]));
  return (await liveAppointmentsOn(trx, [...sessionOfSlot.keys()])).flatMap((a) => {
    const sessionId = sessionOfSlot.get(a.slot_id);
    return sessionId === undefined ? [] : [{ a, sessionId }];
  });
};

/**
 * Each live appointment on the stopped sessions is cancelled once with its seat released, an unpaid
 * order is closed, a paid one is refunded in full, and the parent gets a message. The appointment is
 * cancelled before its order moves, so the registration kind's own onClosed/onRefunded hooks find it
 * settled and release nothing a second time.
 */
const settleStoppedAppointments = async (
  ctx: AppContext,
  trx: Db,
  { staff, sessions, reason }: SessionStop,
): Promise<SessionStopOutcome> => {
  const outcome: SessionStopOutcome = { cancelledAppointments: 0, refundsRequested: 0 };
  const live = await liveAppointmentsOfSessions(
    trx,
    sessions.map((s) => s.id),
  );
  for (const { a, sessionId } of live) {
    if (!(await cancelAppointmentOnce(trx, a, `${STOP_REFUND_REASON}：${reason}`))) continue;
    outcome.cancelledAppointments += 1;
    const order = a.order_id ? await findOrder(trx, a.order_id) : undefined;
    if (order && a.status === 'pending_payment') await closeUnpaidOrder(ctx, trx, order.id);
    // All of it goes back: the money, or (checkout paid it all) the points, card use and coupon.
    const refund = order ? await refundInWhole(ctx, trx, order, STOP_REFUND_REASON) : null;
    if (refund?.refundNo) outcome.refundsRequested += 1;
    const period = PERIOD_TEXT[sessions.find((s) => s.id === sessionId)?.period ?? 'am'];
    const returned =
      refund === null ? '' : refund.fen > 0 ? '，挂号费将原路退回' : '，挂号所用的积分、套餐卡次数已退回';
    // The message and the queued texts commit with the stop: a rolled-back stop tells nobody.
    await issueNotice(ctx, trx, 'clinicStopped', {
      subjectId: a.id,
      userId: a.user_id,
      values: { date: a.date, time: `${period} ${a.start_time}`, reason },
      message: {
        category: 'appointment',
        title: '门诊停诊通知',
        content: `很抱歉，您预约的${a.date} ${period} ${a.start_time}门诊因${reason}停诊，预约已取消${returned}。`,
        link: `/pages/newFun/orderDetail?weId=${a.id}`,
      },
    });
    await auditChange(trx, staff, 'appointment.cancel.clinic_stopped', 'appointment', a.id, {
      fromStatus: a.status,
      orderNo: order?.order_no ?? null,
    });
  }
  return outcome;
};

/** Booking's part in a clinic stop (registered from booking.module.ts). */
export const appointmentsOnStoppedSessions: SessionStopObserver = {
  liveBookings: async (trx, sessionIds) => (await liveAppointmentsOfSessions(trx, sessionIds)).length,
  onStopped: settleStoppedAppointments,
};
