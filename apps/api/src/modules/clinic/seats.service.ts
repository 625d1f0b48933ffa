/**
 * Seats, for the booking module (owner of appointments), always inside the booking's own transaction.
 * Booking calls them in a fixed order, and that order is what keeps concurrent bookings, cancels,
 * expiries and stops correct and free of deadlocks on PostgreSQL:
 * - booking: session share lock (`isSessionOpenLocked`), then the conditional seat take (`takeSeat`),
 *   then the appointment row;
 * - cancelling or expiring: the order lock, then `lockSlot`, then the appointment's conditional move,
 *   then `releaseSeat` only if that move happened.
 * The reasons are written beside each function in seats.repository.ts.
 */
export {
  findSlotForBooking,
  isSessionOpenLocked,
  lockSlot,
  releaseSeat,
  type SlotForBooking,
  slotsOfSessions,
  takeSeat,
} from './seats.repository.ts';
