import { DAYS_PER_YEAR } from './growth-age.ts';

export interface DatedValue {
  ageDays: number;
  value: number;
}

/**
 * The shortest interval over which a velocity is reported: 3 months, counted as 90 days so that a
 * quarter between calendar dates (89–92 days) is not refused for February. Over shorter intervals the
 * measurement error (a few millimetres each time) dominates the annualised figure.
 */
export const MIN_VELOCITY_INTERVAL_DAYS = 90;

export type Velocity =
  | {
      ok: true;
      /** Change per year (cm/year for heights, kg/year for weights). */
      perYear: number;
      intervalDays: number;
      /** The age halfway between the two measurements: velocity rules are judged at this age. */
      midAgeDays: number;
    }
  | { ok: false; reason: 'intervalTooShort' | 'notLater'; intervalDays: number };

/** The annualised velocity between two measurements, or why there is none. */
export const growthVelocity = (earlier: DatedValue, later: DatedValue): Velocity => {
  const intervalDays = later.ageDays - earlier.ageDays;
  if (!(intervalDays > 0)) return { ok: false, reason: 'notLater', intervalDays };
  if (intervalDays < MIN_VELOCITY_INTERVAL_DAYS)
    return { ok: false, reason: 'intervalTooShort', intervalDays };
  return {
    ok: true,
    perYear: Math.round(((later.value - earlier.value) / (intervalDays / DAYS_PER_YEAR)) * 100) / 100,
    intervalDays,
    midAgeDays: (earlier.ageDays + later.ageDays) / 2,
  };
};
