import type { Db } from '../../db/database.ts';
import type { AppointmentRow, AppointmentStatus } from '../../db/schema.ts';
import { lockSlot, releaseSeat } from '../clinic/seats.service.ts';
import { lockOrder } from '../orders/orders.service.ts';
import { LIVE_STATUSES } from './appointment-view.ts';
import { liveAppointmentsOnSlots, updateAppointmentStatus } from './appointments.repository.ts';

/**
 * Moves an appointment from `from` to `to` and, when `releaseSeat` is set, gives its seat back in
 * the same step: the seat goes back only if this very update changed the status, so it is released
 * exactly once however many requests or jobs race to cancel or expire the appointment. The slot is
 * locked first (PostgreSQL), so every path that touches both rows takes them in the same order.
 */
export const moveAppointment = async (
  trx: Db,
  appointment: Pick<AppointmentRow, 'id' | 'slot_id'>,
  from: readonly AppointmentStatus[],
  to: AppointmentStatus,
  options: { releaseSeat: boolean; cancelReason?: string | null; now?: Date },
): Promise<boolean> => {
  const now = options.now ?? new Date();
  if (options.releaseSeat) await lockSlot(trx, appointment.slot_id);
  const moved = await updateAppointmentStatus(trx, appointment.id, from, to, {
    cancelReason: options.cancelReason,
    now,
  });
  if (moved && options.releaseSeat) await releaseSeat(trx, appointment.slot_id);
  return moved;
};

/** The live appointments booked on some slots (a stopped session's), for the clinic to cancel. */
export const liveAppointmentsOn = (trx: Db, slotIds: readonly number[]): Promise<AppointmentRow[]> =>
  liveAppointmentsOnSlots(trx, slotIds, LIVE_STATUSES);

/**
 * Cancels one live appointment of a stopped session if it is still in the status the stop read; the
 * seat goes back in the same step. Conditioned on the old status, so a concurrent expiry, cancel or
 * payment settles it once. On PostgreSQL the order and then the slot are locked first, the order every
 * other path takes (a parent's cancel and a hold's expiry: order, slot, appointment; a payment notify:
 * order, appointment): moving the appointment first, as the stop once did, could deadlock against them.
 */
export const cancelAppointmentOnce = async (trx: Db, a: AppointmentRow, reason: string): Promise<boolean> => {
  if (a.order_id !== null) await lockOrder(trx, a.order_id);
  await lockSlot(trx, a.slot_id);
  const moved = await updateAppointmentStatus(trx, a.id, [a.status], 'cancelled', {
    cancelReason: reason,
    now: new Date(),
  });
  if (!moved) return false;
  await releaseSeat(trx, a.slot_id);
  return true;
};
