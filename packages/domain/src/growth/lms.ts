import type { LmsRow, LmsTable, TableSex } from './tables.ts';

/** Below this |L| the Box-Cox power is treated as 0 (the log form), as Cole's method does. */
const L_ZERO = 1e-7;

/** The measurement at z-score `z`: M(1 + LSz)^(1/L), or M·exp(Sz) when L = 0. */
export const lmsValueAtZ = ({ L, M, S }: LmsRow, z: number): number =>
  Math.abs(L) < L_ZERO ? M * Math.exp(S * z) : M * (1 + L * S * z) ** (1 / L);

/** The plain LMS z-score of measurement `y`: ((y/M)^L − 1)/(LS), or ln(y/M)/S when L = 0. */
export const lmsZ = ({ L, M, S }: LmsRow, y: number): number =>
  Math.abs(L) < L_ZERO ? Math.log(y / M) / S : ((y / M) ** L - 1) / (L * S);

/**
 * WHO's restricted LMS z-score for weight-based indicators (weight-for-age, BMI-for-age,
 * weight-for-length/height): within ±3 it is the plain LMS z; beyond, the distance from the 3 SD line
 * is measured in units of the distance between the 2 SD and 3 SD lines on that side, so that the
 * skewed tail does not squeeze extreme values together (WHO 2006 Growth Standards, chapter 7; the
 * same rule as anthro's compute_zscore_adjusted).
 */
export const lmsZRestricted = (row: LmsRow, y: number): number => {
  const z = lmsZ(row, y);
  if (z > 3) {
    const sd3 = lmsValueAtZ(row, 3);
    return 3 + (y - sd3) / (sd3 - lmsValueAtZ(row, 2));
  }
  if (z < -3) {
    const sd3neg = lmsValueAtZ(row, -3);
    return -3 + (y - sd3neg) / (lmsValueAtZ(row, -2) - sd3neg);
  }
  return z;
};

/**
 * The value at z with the restricted rule's tails (the inverse of lmsZRestricted): beyond ±3 the
 * lines are spaced by the 2–3 SD distance. Within ±3 it is lmsValueAtZ.
 */
export const lmsValueAtZRestricted = (row: LmsRow, z: number): number => {
  if (z > 3) {
    const sd3 = lmsValueAtZ(row, 3);
    return sd3 + (z - 3) * (sd3 - lmsValueAtZ(row, 2));
  }
  if (z < -3) {
    const sd3neg = lmsValueAtZ(row, -3);
    return sd3neg + (z + 3) * (lmsValueAtZ(row, -2) - sd3neg);
  }
  return lmsValueAtZ(row, z);
};

/** The table's x range (inclusive). */
export const lmsRange = (table: LmsTable, sex: TableSex): { from: number; to: number } => ({
  from: table.start,
  to: table.start + (table.rows[sex].length - 1) * table.step,
});

/**
 * L, M and S at x, linearly interpolated between the two neighbouring rows (exact on a row), or null
 * outside the table. Positions within 1e-9 of a row snap to it, so that 57.3 cm finds its row.
 */
export const lmsAt = (table: LmsTable, sex: TableSex, x: number): LmsRow | null => {
  const rows = table.rows[sex];
  const pos = (x - table.start) / table.step;
  const last = rows.length - 1;
  if (!Number.isFinite(pos) || pos < -1e-9 || pos > last + 1e-9) return null;
  const nearest = Math.round(pos);
  if (Math.abs(pos - nearest) < 1e-9) return rows[Math.min(Math.max(nearest, 0), last)] ?? null;
  const i = Math.floor(pos);
  const lo = rows[i];
  const hi = rows[i + 1];
  if (!lo || !hi) return null;
  const f = pos - i;
  return { L: lo.L + f * (hi.L - lo.L), M: lo.M + f * (hi.M - lo.M), S: lo.S + f * (hi.S - lo.S) };
};
