import type { Db } from '../../db/database.ts';

/** The child an appointment was booked for: the pid on the appointment and its baby's pid now (joined read-only). */
export const findAppointmentPids = (db: Db, appointmentId: number) =>
  db.kysely
    .selectFrom('appointments as a')
    .innerJoin('babies as b', 'b.id', 'a.baby_id')
    .select(['a.pid as appointment_pid', 'b.pid as baby_pid'])
    .where('a.id', '=', appointmentId)
    .executeTakeFirst();
