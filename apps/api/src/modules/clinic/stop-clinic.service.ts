import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import type { AppointmentRow } from '../../db/schema.ts';
import { cancelAppointmentOnce, liveAppointmentsOn } from '../booking/appointment-moves.service.ts';
import { closeUnpaidOrder, findOrder } from '../orders/orders.service.ts';
import { requestRefund } from '../payments/refunds.service.ts';
import { issueNotice } from '../notices/notices.service.ts';
import type { StaffPrincipal } from '../sessions/sessions.types.ts';
import { auditChange } from '../audit/audit.service.ts';
import { markSessionsStopped } from './closures.repository.ts';
import { slotsOfSessions } from './seats.repository.ts';

const PERIOD_TEXT = { am: '上午', pm: '下午' } as const;

export const STOP_REFUND_REASON = '门诊停诊';

export interface StopResult {
  stoppedSessions: number;
  cancelledAppointments: number;
  refundsRequested: number;
}

/** The live appointments on the sessions' slots (booking owns them), each with its session. */
export const liveAppointmentsOfSessions = async (
  trx: Db,
  sessionIds: number[],
): Promise<{ a: AppointmentRow; sessionId: number }[]> => {
  const sessionOfSlot = new Map((await slotsOfSessions(trx, sessionIds)).map((s) => [s.id, s.session_id]));
  return (await liveAppointmentsOn(trx, [...sessionOfSlot.keys()])).flatMap((a) => {
    const sessionId = sessionOfSlot.get(a.slot_id);
    return sessionId === undefined ? [] : [{ a, sessionId }];
  });
};

/**
 * Stops sessions inside the caller's transaction: each live appointment is cancelled once with its
 * seat released, an unpaid order is closed, a paid one is refunded in full, and the parent gets a
 * message. The appointment is cancelled before its order moves, so the registration kind's own
 * onClosed/onRefunded hooks find it settled and release nothing a second time.
 */
export const stopSessionsInTransaction = async (
  ctx: AppContext,
  trx: Db,
  p: StaffPrincipal | null,
  sessions: { id: number; doctor_id: number; date: string; period: 'am' | 'pm' }[],
  reason: string,
): Promise<StopResult> => {
  const result: StopResult = {
    stoppedSessions: 0,
    cancelledAppointments: 0,
    refundsRequested: 0,
  };
  if (sessions.length === 0) return result;
  const ids = sessions.map((s) => s.id);
  // Stop first: from here a booking that checks the session status sees it stopped.
  await markSessionsStopped(trx, ids, reason, p?.staffId ?? null);
  result.stoppedSessions = ids.length;
  for (const { a, sessionId } of await liveAppointmentsOfSessions(trx, ids)) {
    if (!(await cancelAppointmentOnce(trx, a, `${STOP_REFUND_REASON}：${reason}`))) continue;
    result.cancelledAppointments += 1;
    const order = a.order_id ? await findOrder(trx, a.order_id) : undefined;
    if (order && a.status === 'pending_payment') await closeUnpaidOrder(ctx, trx, order.id);
    if (order && order.status === 'paid' && order.amount_fen > order.refunded_fen) {
      const refundNo = await requestRefund(
        trx,
        order,
        order.amount_fen - order.refunded_fen,
        STOP_REFUND_REASON,
      );
      if (refundNo) result.refundsRequested += 1;
    }
    const period = PERIOD_TEXT[sessions.find((s) => s.id === sessionId)?.period ?? 'am'];
    const paid = order && order.status === 'paid' && order.amount_fen > 0;
    // The message and the queued texts commit with the stop: a rolled-back stop tells nobody.
    await issueNotice(ctx, trx, 'clinicStopped', {
      subjectId: a.id,
      userId: a.user_id,
      values: { date: a.date, time: `${period} ${a.start_time}`, reason },
      message: {
        category: 'appointment',
        title: '门诊停诊通知',
        content: `很抱歉，您预约的${a.date} ${period} ${a.start_time}门诊因${reason}停诊，预约已取消${paid ? '，挂号费将原路退回' : ''}。`,
        link: `/pages/newFun/orderDetail?weId=${a.id}`,
      },
    });
    await auditChange(trx, p, 'appointment.cancel.clinic_stopped', 'appointment', a.id, {
      fromStatus: a.status,
      orderNo: order?.order_no ?? null,
    });
  }
  for (const s of sessions)
    await auditChange(trx, p, 'clinic_session.stop', 'clinic_session', s.id, { reason });
  return result;
};
