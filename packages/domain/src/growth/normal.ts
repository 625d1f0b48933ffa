/**
 * The standard normal distribution: z-score ↔ percentile. Both are accurate to about 1e-12 or better, far
 * inside what quality bar C1 needs (|dz| < 0.005).
 */

const SQRT_2PI = 2.506628274631;

/**
 * Φ(z), the share of the population below z. Hart's 1968 double-precision algorithm as given by
 * G. West, "Better approximations to cumulative normal functions" (Wilmott, 2005).
 */
export const normalCdf = (z: number): number => {
  if (Number.isNaN(z)) return Number.NaN;
  const x = Math.abs(z);
  let tail: number;
  if (x > 37) {
    tail = 0;
  } else {
    const e = Math.exp((-x * x) / 2);
    if (x < 7.07106781186547) {
      let num = 3.52624965998911e-2 * x + 0.700383064443688;
      num = num * x + 6.37396220353165;
      num = num * x + 33.912866078383;
      num = num * x + 112.079291497871;
      num = num * x + 221.213596169931;
      num = num * x + 220.206867912376;
      let den = 8.83883476483184e-2 * x + 1.75566716318264;
      den = den * x + 16.064177579207;
      den = den * x + 86.7807322029461;
      den = den * x + 296.564248779674;
      den = den * x + 637.333633378831;
      den = den * x + 793.826512519948;
      den = den * x + 440.413735824752;
      tail = (e * num) / den;
    } else {
      let b = x + 0.65;
      b = x + 4 / b;
      b = x + 3 / b;
      b = x + 2 / b;
      b = x + 1 / b;
      tail = e / b / SQRT_2PI;
    }
  }
  return z > 0 ? 1 - tail : tail;
};

// Acklam's rational approximation of the inverse (relative error 1.15e-9), then one Halley step.
const A = [
  -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
  2.506628274631,
];
const B = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
const C = [
  -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
  2.938163982698783,
];
const D = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
const P_LOW = 0.02425;

const poly = (c: readonly number[], x: number): number => c.reduce((acc, k) => acc * x + k, 0);

/** Φ⁻¹(p): the z-score below which a share p (0 < p < 1) of the population lies. */
export const normalQuantile = (p: number): number => {
  if (!(p > 0 && p < 1)) {
    if (p === 0) return Number.NEGATIVE_INFINITY;
    if (p === 1) return Number.POSITIVE_INFINITY;
    return Number.NaN;
  }
  let x: number;
  if (p < P_LOW) {
    const q = Math.sqrt(-2 * Math.log(p));
    x = poly(C, q) / (poly(D, q) * q + 1);
  } else if (p <= 1 - P_LOW) {
    const q = p - 0.5;
    const r = q * q;
    x = (poly(A, r) * q) / (poly(B, r) * r + 1);
  } else {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    x = -poly(C, q) / (poly(D, q) * q + 1);
  }
  // One Halley step against the accurate CDF brings the result to full precision.
  const e = normalCdf(x) - p;
  const u = e * SQRT_2PI * Math.exp((x * x) / 2);
  return x - u / (1 + (x * u) / 2);
};

/** The percentile (0–100) of a z-score. */
export const percentileOfZ = (z: number): number => normalCdf(z) * 100;

/** The z-score of a percentile (0–100, exclusive). */
export const zOfPercentile = (percentile: number): number => normalQuantile(percentile / 100);
