import { DAYS_PER_YEAR } from './growth-age.ts';

export interface DatedValue {
  ageDays: number;
  value: number;
}

/**
 * The shortest interval over which a velocity is reported, and over which the follow-up rules compare two
 * measurements at all (a crossing of centile lines included): 3 months, counted as 90 days so that a
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

/**
 * Two heights of a child that differ by no more than this are the same height as far as measuring can
 * tell (after a lying length is counted 0.7 cm above a standing height). 0.7 cm is the largest
 * difference WHO's Multicentre Growth Reference Study allowed between two trained observers measuring
 * the same child's length or height before both measured again (de Onis et al., "Measurement and
 * standardization protocols for anthropometry used in the construction of a new international growth
 * reference", Food Nutr Bull 2004;25(1 Suppl):S27-36; the figure is quoted from that protocol and could
 * not be re-read here). A home measurement is less precise than that, so a fall beyond it is a
 * measurement to check whoever took it, never growth.
 */
export const HEIGHT_MEASUREMENT_TOLERANCE_CM = 0.7;

/**
 * How much lower the later height is than the earlier one (cm, one decimal) when the fall is beyond the
 * measurement tolerance, else null. Heights are compared as standing heights.
 */
export const heightFallBeyondError = (earlierCm: number, laterCm: number): number | null => {
  // Heights have one decimal: rounding the difference keeps 110.2 − 109.5 at 0.7, not 0.7000000000000028.
  const fall = Math.round((earlierCm - laterCm) * 10) / 10;
  return fall > HEIGHT_MEASUREMENT_TOLERANCE_CM ? fall : null;
};
