/**
 * Monotone piecewise-cubic interpolation (Fritsch & Carlson 1980, with the derivative choice of
 * Fritsch & Butland 1984, as in SciPy's PchipInterpolator). Through tabulated points it is exact at
 * every point and never overshoots: between two neighbouring points the curve stays between their
 * values, rising where they rise and falling where they fall. That is what quality bar C2 asks of the
 * WS/T 423 percentile tables.
 */

export interface MonotoneCurve {
  readonly xs: readonly number[];
  readonly ys: readonly number[];
  /** The slope at each point. */
  readonly ds: readonly number[];
}

const at = (values: readonly number[], i: number): number => {
  const v = values[i];
  if (v === undefined) throw new RangeError(`index ${i} outside ${values.length} points`);
  return v;
};

/** The end slope: a three-point estimate, kept monotone (SciPy's _edge_case). */
const edgeSlope = (h0: number, h1: number, m0: number, m1: number): number => {
  const d = ((2 * h0 + h1) * m0 - h0 * m1) / (h0 + h1);
  if (Math.sign(d) !== Math.sign(m0)) return 0;
  if (Math.sign(m0) !== Math.sign(m1) && Math.abs(d) > Math.abs(3 * m0)) return 3 * m0;
  return d;
};

/** Builds the curve through (xs[i], ys[i]); xs strictly increasing, at least two points. */
export const monotoneCurve = (xs: readonly number[], ys: readonly number[]): MonotoneCurve => {
  const n = xs.length;
  if (n < 2 || ys.length !== n) throw new RangeError('a monotone curve needs two or more (x, y) pairs');
  const h: number[] = [];
  const m: number[] = [];
  for (let i = 0; i < n - 1; i += 1) {
    const dx = at(xs, i + 1) - at(xs, i);
    if (!(dx > 0)) throw new RangeError(`x must increase: ${at(xs, i)} then ${at(xs, i + 1)}`);
    h.push(dx);
    m.push((at(ys, i + 1) - at(ys, i)) / dx);
  }
  if (n === 2) return { xs, ys, ds: [at(m, 0), at(m, 0)] };
  const ds: number[] = new Array(n).fill(0);
  for (let k = 1; k < n - 1; k += 1) {
    const mPrev = at(m, k - 1);
    const mNext = at(m, k);
    if (mPrev === 0 || mNext === 0 || Math.sign(mPrev) !== Math.sign(mNext)) continue; // a flat or turning point
    const w1 = 2 * at(h, k) + at(h, k - 1);
    const w2 = at(h, k) + 2 * at(h, k - 1);
    ds[k] = (w1 + w2) / (w1 / mPrev + w2 / mNext);
  }
  ds[0] = edgeSlope(at(h, 0), at(h, 1), at(m, 0), at(m, 1));
  ds[n - 1] = edgeSlope(at(h, n - 2), at(h, n - 3), at(m, n - 2), at(m, n - 3));
  return { xs, ys, ds };
};

/** The index i of the interval [xs[i], xs[i+1]] holding x (x within the curve's range). */
const intervalOf = (xs: readonly number[], x: number): number => {
  let lo = 0;
  let hi = xs.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (at(xs, mid) <= x) lo = mid;
    else hi = mid;
  }
  return lo;
};

/** The curve's value at x, or null outside [first x, last x]. Exact at the tabulated points. */
export const evaluateMonotone = (curve: MonotoneCurve, x: number): number | null => {
  const { xs, ys, ds } = curve;
  const first = at(xs, 0);
  const last = at(xs, xs.length - 1);
  if (!(x >= first && x <= last)) return null;
  const i = intervalOf(xs, x);
  const x0 = at(xs, i);
  if (x === x0) return at(ys, i);
  const x1 = at(xs, i + 1);
  if (x === x1) return at(ys, i + 1);
  const hh = x1 - x0;
  const t = (x - x0) / hh;
  const t2 = t * t;
  const t3 = t2 * t;
  return (
    (2 * t3 - 3 * t2 + 1) * at(ys, i) +
    (t3 - 2 * t2 + t) * hh * at(ds, i) +
    (-2 * t3 + 3 * t2) * at(ys, i + 1) +
    (t3 - t2) * hh * at(ds, i + 1)
  );
};

/**
 * A curve made of monotone pieces joined by straight lines: used where a table changes what it
 * measures between two rows (WS/T 423's length at 23 months, height at 24), so that the step is not
 * smoothed into the neighbouring months. `breaksAfter` lists the x values after which a new piece
 * starts (each must be a tabulated x that is not the last).
 */
export interface PiecewiseCurve {
  readonly pieces: readonly MonotoneCurve[];
}

export const piecewiseMonotone = (
  xs: readonly number[],
  ys: readonly number[],
  breaksAfter: readonly number[] = [],
): PiecewiseCurve => {
  const pieces: MonotoneCurve[] = [];
  let start = 0;
  for (let i = 0; i < xs.length; i += 1) {
    const isBreak = breaksAfter.includes(at(xs, i)) && i < xs.length - 1;
    if (isBreak || i === xs.length - 1) {
      const pxs = xs.slice(start, i + 1);
      const pys = ys.slice(start, i + 1);
      // A single-point piece is joined by lines only.
      pieces.push(pxs.length >= 2 ? monotoneCurve(pxs, pys) : { xs: pxs, ys: pys, ds: [0] });
      start = i + 1;
    }
  }
  return { pieces };
};

export const evaluatePiecewise = (curve: PiecewiseCurve, x: number): number | null => {
  const { pieces } = curve;
  for (let p = 0; p < pieces.length; p += 1) {
    const piece = pieces[p];
    if (!piece) break;
    const first = at(piece.xs, 0);
    const last = at(piece.xs, piece.xs.length - 1);
    if (x < first) return null; // before the first piece (later pieces start later still)
    if (x <= last) return piece.xs.length >= 2 ? evaluateMonotone(piece, x) : at(piece.ys, 0);
    const next = pieces[p + 1];
    if (next && x < at(next.xs, 0)) {
      // The straight join between this piece's last point and the next piece's first.
      const x1 = at(next.xs, 0);
      const y0 = at(piece.ys, piece.ys.length - 1);
      const y1 = at(next.ys, 0);
      return y0 + ((x - last) / (x1 - last)) * (y1 - y0);
    }
  }
  return null;
};
