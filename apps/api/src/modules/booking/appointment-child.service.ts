import type { Db } from '../../db/database.ts';
import { findAppointmentPids } from './appointment-child.repository.ts';

/**
 * Which child an appointment is for, as the records the clinic keeps name it: the pid the appointment
 * was booked under and its baby's pid now (a record bound after booking). Undefined for no such appointment.
 */
export const appointmentChildPids = async (db: Db, appointmentId: number) => {
  const row = await findAppointmentPids(db, appointmentId);
  return row ? { appointmentPid: row.appointment_pid, babyPid: row.baby_pid } : undefined;
};
