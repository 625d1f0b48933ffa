import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import type { StaffPrincipal } from '../sessions/sessions.types.ts';

/** The clinic module's types that other modules hold. */

/** A clinic session (one doctor's half-day) that is being stopped. */
export interface StoppedSession {
  id: number;
  doctor_id: number;
  date: string;
  period: 'am' | 'pm';
}

/** A stop as the modules that keep something booked on the sessions see it, inside the stop's transaction. */
export interface SessionStop {
  staff: StaffPrincipal | null;
  sessions: readonly StoppedSession[];
  reason: string;
}

/** What a module settled for a stop: the console reports the sums. */
export interface SessionStopOutcome {
  cancelledAppointments: number;
  refundsRequested: number;
}

/**
 * A module that keeps bookings on clinic sessions (booking: appointments). The clinic stops the
 * sessions; the observer settles what was booked on them in the same transaction, so a rolled-back
 * stop cancels, refunds and tells nobody.
 */
export interface SessionStopObserver {
  /** How many live bookings the sessions hold: a holiday asks before it stops booked sessions. */
  liveBookings(trx: Db, sessionIds: readonly number[]): Promise<number>;
  /** The sessions were marked stopped in `trx`: cancel, refund and tell what was booked on them. */
  onStopped(ctx: AppContext, trx: Db, stop: SessionStop): Promise<SessionStopOutcome>;
}
