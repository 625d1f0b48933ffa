import type { BookingSettings } from '@sprout/domain';
import type { Db } from '../../db/database.ts';
import type { FacilityRow } from '../../db/schema.ts';
import { holidayDates } from './closures.repository.ts';
import { doctorLinkedTo, findDoctor, findFacility } from './directory.repository.ts';
import { findVisitPlace, firstOpenFacilityName } from './parent-directory.repository.ts';

/**
 * What other modules read from the clinic's directory and calendar (facilities, departments, doctors,
 * sessions, slots, holidays). Seats, taken and released inside a booking, are in seats.service.ts.
 */
export {
  type DoctorWithPlace,
  findDoctorWithPlace,
  findOpenFacility,
  listActiveDoctors,
  listDoctorSlots,
  listOpenDepartments,
  listOpenFacilities,
} from './parent-directory.repository.ts';

/** A facility's booking rules, as packages/domain's booking window reads them. */
export const settingsOf = (f: FacilityRow): BookingSettings => ({
  bookingWindowDays: f.booking_window_days,
  releaseTime: f.release_time,
  sameDayCutoff: f.same_day_cutoff,
  cancelCutoffMinutes: f.cancel_cutoff_minutes,
  holdMinutes: f.hold_minutes,
});

/** How long before a visit a parent may still cancel it at this facility, whatever its status now. */
export const cancelCutoffMinutes = async (db: Db, facilityId: number): Promise<number> => {
  const facility = await findFacility(db, facilityId);
  if (!facility) throw new Error(`facility ${facilityId} does not exist`);
  return facility.cancel_cutoff_minutes;
};

export const holidayDateSet = async (db: Db, facilityId: number, from: string, to: string) =>
  new Set(await holidayDates(db, facilityId, from, to));

/** The clinic's name as a payer sees it (the sandbox cashier): the first open facility's. */
export const clinicName = async (db: Db): Promise<string> =>
  (await firstOpenFacilityName(db)) ?? '小芽儿童健康';

/** The doctor's and facility's names and the half-day of a visit, for its reminder. */
export const visitPlace = (db: Db, doctorId: number, slotId: number) => findVisitPlace(db, doctorId, slotId);

/** The staff sign-in a doctor is linked to (who answers for them in the console), or null. */
export const staffIdOfDoctor = async (db: Db, doctorId: number): Promise<number | null> =>
  (await findDoctor(db, doctorId))?.staff_id ?? null;

/** The doctor a staff sign-in is linked to, or null: a doctor's own day is found through it. */
export const doctorIdOfStaff = async (db: Db, staffId: number): Promise<number | null> =>
  (await doctorLinkedTo(db, staffId))?.id ?? null;
