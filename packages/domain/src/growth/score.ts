import { lmsValueAtZ, lmsValueAtZRestricted, lmsZ, lmsZRestricted } from './lms.ts';
import { evaluateMonotone, monotoneCurve } from './monotone.ts';
import { percentileOfZ, zOfPercentile } from './normal.ts';
import type { ReferencePoint } from './reference.ts';
import { CENTILE_COLUMNS, type Centile } from './tables.ts';

/** The z-scores of the seven major lines P3, P10, P25, P50, P75, P90, P97. */
export const CENTILE_Z: readonly number[] = /* @__PURE__ */ CENTILE_COLUMNS.map((c) => zOfPercentile(c));

/** The z-scores of WS/T 612's columns: −2, −1, 0, +1, +2 SD. */
const SD_COLUMNS_Z = [-2, -1, 0, 1, 2] as const;

/** Where a value lies against the outer major lines. */
export type CentilePosition = 'belowP3' | 'withinP3P97' | 'aboveP97';

export interface Score {
  /**
   * The z-score; null when a percentile-only table cannot place the value (below P3 or above P97:
   * the table says nothing beyond its outer columns, so nothing is invented).
   */
  z: number | null;
  /** The percentile (0–100), null when z is. */
  percentile: number | null;
  position: CentilePosition;
  /** How many of the seven major lines (P3…P97) lie at or below the value: 0 (below P3) to 7. */
  linesAtOrBelow: number;
  /** True when the z-score came from WHO's restricted rule (weight-based indicator beyond ±3). */
  restricted: boolean;
}

/** Tolerance for "on the line" in z units (floating-point noise only). */
const ON_LINE_Z = 1e-9;

const positionOfZ = (z: number): CentilePosition => {
  const first = CENTILE_Z[0] ?? Number.NEGATIVE_INFINITY;
  const last = CENTILE_Z[CENTILE_Z.length - 1] ?? Number.POSITIVE_INFINITY;
  if (z < first - ON_LINE_Z) return 'belowP3';
  if (z > last + ON_LINE_Z) return 'aboveP97';
  return 'withinP3P97';
};

const linesAtOrBelowZ = (z: number): number => CENTILE_Z.filter((lineZ) => lineZ <= z + ON_LINE_Z).length;

const fromZ = (z: number, restricted: boolean): Score => ({
  z,
  percentile: percentileOfZ(z),
  position: positionOfZ(z),
  linesAtOrBelow: linesAtOrBelowZ(z),
  restricted,
});

/** Piecewise-linear in z through WS/T 612's columns, extended beyond ±2 SD by the outer 1 SD steps. */
const sdGradeZ = (columns: readonly number[], y: number): number => {
  const n = columns.length;
  const col = (i: number): number => columns[i] ?? Number.NaN;
  const zAt = (i: number): number => SD_COLUMNS_Z[i] ?? Number.NaN;
  let i = 0;
  while (i < n - 2 && y > col(i + 1)) i += 1;
  return zAt(i) + ((y - col(i)) / (col(i + 1) - col(i))) * (zAt(i + 1) - zAt(i));
};

const sdGradeValueAtZ = (columns: readonly number[], z: number): number => {
  const col = (i: number): number => columns[i] ?? Number.NaN;
  const i = Math.min(Math.max(Math.floor(z) + 2, 0), columns.length - 2);
  const z0 = SD_COLUMNS_Z[i] ?? 0;
  return col(i) + (z - z0) * (col(i + 1) - col(i));
};

/**
 * The percentile of a value in a row of printed percentiles: monotone interpolation of the columns'
 * z-scores (P3 → −1.881 … P97 → +1.881) against their values, so that a value on a column gets exactly
 * that column's percentile and a larger value never gets a smaller one.
 */
const centileScore = (values: readonly number[], y: number): Score => {
  const first = values[0] ?? Number.NaN;
  const last = values[values.length - 1] ?? Number.NaN;
  const linesAtOrBelow = values.filter((v) => v <= y).length;
  if (y < first) return { z: null, percentile: null, position: 'belowP3', linesAtOrBelow, restricted: false };
  if (y > last) return { z: null, percentile: null, position: 'aboveP97', linesAtOrBelow, restricted: false };
  const exact = values.indexOf(y);
  const column = CENTILE_COLUMNS[exact];
  if (column !== undefined) {
    return {
      z: CENTILE_Z[exact] ?? null,
      percentile: column,
      position: 'withinP3P97',
      linesAtOrBelow,
      restricted: false,
    };
  }
  const z = evaluateMonotone(monotoneCurve(values, CENTILE_Z), y);
  if (z === null) throw new RangeError(`value ${y} outside ${first}–${last}`);
  return { z, percentile: percentileOfZ(z), position: 'withinP3P97', linesAtOrBelow, restricted: false };
};

/** Scores a (standardised) measurement against a reference point. */
export const scoreValue = (point: ReferencePoint, y: number): Score => {
  if (point.model === 'centiles') return centileScore(point.values, y);
  if (point.model === 'sdGrades') return fromZ(sdGradeZ(point.columns, y), false);
  if (point.restricted) {
    const z = lmsZRestricted(point.row, y);
    return fromZ(z, Math.abs(lmsZ(point.row, y)) > 3);
  }
  return fromZ(lmsZ(point.row, y), false);
};

/** The value of a major line (P3…P97) at a reference point: what standard lines draw. */
export const valueAtCentile = (point: ReferencePoint, centile: Centile): number => {
  const index = CENTILE_COLUMNS.indexOf(centile);
  const z = CENTILE_Z[index] ?? Number.NaN;
  if (point.model === 'centiles') return point.values[index] ?? Number.NaN;
  if (point.model === 'sdGrades') return sdGradeValueAtZ(point.columns, z);
  return lmsValueAtZ(point.row, z);
};

/**
 * The value at a z-score where the reference can say it: any z for LMS (plain within ±3; beyond,
 * weight-based indicators follow the restricted spacing) and for WS/T 612's normal model; null for
 * printed percentiles, which give only their columns.
 */
export const valueAtZ = (point: ReferencePoint, z: number): number | null => {
  if (point.model === 'centiles') return null;
  if (point.model === 'sdGrades') return sdGradeValueAtZ(point.columns, z);
  return point.restricted ? lmsValueAtZRestricted(point.row, z) : lmsValueAtZ(point.row, z);
};

/** The spread of one SD around the median at this point (for uncertainty bands), or null. */
export const oneSdAt = (point: ReferencePoint): number | null => {
  if (point.model === 'centiles') return null;
  if (point.model === 'sdGrades') return ((point.columns[3] ?? 0) - (point.columns[1] ?? 0)) / 2;
  return (lmsValueAtZ(point.row, 1) - lmsValueAtZ(point.row, -1)) / 2;
};

/** "P45.3", "<P3" or ">P97": how reports print a score's percentile. */
export const formatPercentile = (score: Score): string => {
  if (score.position === 'belowP3' && score.percentile === null) return '<P3';
  if (score.position === 'aboveP97' && score.percentile === null) return '>P97';
  if (score.percentile === null) return '';
  const p = score.percentile;
  if (p < 0.1) return '<P0.1';
  if (p > 99.9) return '>P99.9';
  return `P${p.toFixed(1)}`;
};
