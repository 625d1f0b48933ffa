import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { auditChange } from '../audit/audit.service.ts';
import type { StaffPrincipal } from '../sessions/sessions.types.ts';
import type { StoppedSession } from './clinic.types.ts';
import { markSessionsStopped } from './closures.repository.ts';

export interface StopResult {
  stoppedSessions: number;
  cancelledAppointments: number;
  refundsRequested: number;
}

/** The live bookings every observer keeps on the sessions (a holiday asks before stopping booked ones). */
export const liveBookingsOfSessions = async (ctx: AppContext, trx: Db, sessionIds: number[]) => {
  let count = 0;
  for (const o of ctx.sessionStops.observers()) count += await o.liveBookings(trx, sessionIds);
  return count;
};

/**
 * Stops sessions inside the caller's transaction. The sessions are marked stopped first, so a booking
 * that checks the session status from here sees it stopped; then every module that keeps bookings on
 * them settles its own (booking: each live appointment cancelled once with its seat released, an unpaid
 * order closed, a paid one refunded in full, the parent told), in the same transaction.
 */
export const stopSessionsInTransaction = async (
  ctx: AppContext,
  trx: Db,
  p: StaffPrincipal | null,
  sessions: StoppedSession[],
  reason: string,
): Promise<StopResult> => {
  const result: StopResult = { stoppedSessions: 0, cancelledAppointments: 0, refundsRequested: 0 };
  if (sessions.length === 0) return result;
  const ids = sessions.map((s) => s.id);
  await markSessionsStopped(trx, ids, reason, p?.staffId ?? null);
  result.stoppedSessions = ids.length;
  for (const o of ctx.sessionStops.observers()) {
    const settled = await o.onStopped(ctx, trx, { staff: p, sessions, reason });
    result.cancelledAppointments += settled.cancelledAppointments;
    result.refundsRequested += settled.refundsRequested;
  }
  for (const s of sessions)
    await auditChange(trx, p, 'clinic_session.stop', 'clinic_session', s.id, { reason });
  return result;
};
