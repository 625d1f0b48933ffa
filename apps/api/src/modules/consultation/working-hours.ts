import { addCalendarDays, clinicToday, isWithinWorkingHours, type WorkingPeriod } from '@sprout/domain';
import type { Db } from '../../db/database.ts';
import { holidayDateSet } from '../clinic/clinic.service.ts';

/**
 * A doctor's consultation hours as stored (JSON in consultation_services.working_hours) and the clinic
 * holidays they skip. Stored hours were checked by workingHoursProblem when saved; anything else
 * found in the column reads as no hours rather than as a guess.
 */
const isPeriod = (v: unknown): v is WorkingPeriod =>
  typeof v === 'object' &&
  v !== null &&
  'weekday' in v &&
  'start' in v &&
  'end' in v &&
  typeof v.weekday === 'number' &&
  typeof v.start === 'string' &&
  typeof v.end === 'string';

export const parseWorkingHours = (json: string | null): WorkingPeriod[] => {
  if (!json) return [];
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter(isPeriod) : [];
};

/** The days ahead a deadline may need: addWorkingMinutes looks up to about a year ahead. */
const HOLIDAY_DAYS_AHEAD = 372;

/** The facility's holidays from today on, as addWorkingMinutes and isWithinWorkingHours read them. */
export const holidaysAhead = (db: Db, facilityId: number, now = new Date()) => {
  const today = clinicToday(now);
  return holidayDateSet(
    db,
    facilityId,
    addCalendarDays(today, -1),
    addCalendarDays(today, HOLIDAY_DAYS_AHEAD),
  );
};

/** On duty now: the service on, the doctor active, inside working hours and not on a holiday. */
export const isOnDuty = (
  d: { enabled: number | null; doctor_status: string; working_hours: string | null },
  holidays: ReadonlySet<string>,
  now: Date,
): boolean =>
  d.enabled === 1 &&
  d.doctor_status === 'active' &&
  isWithinWorkingHours(now, parseWorkingHours(d.working_hours), holidays);
