import { describe, expect, it } from 'vitest';
import { evaluateMonotone, evaluatePiecewise, monotoneCurve, piecewiseMonotone } from './monotone.ts';

describe('monotone cubic interpolation', () => {
  const xs = [0, 1, 2, 5, 6, 9];
  const ys = [0, 1, 1.5, 1.6, 3, 2];

  it('agrees with SciPy PchipInterpolator', () => {
    // scipy.interpolate.PchipInterpolator(xs, ys)(x) for these x.
    const expected: [number, number][] = [
      [0.5, 0.5729166666666667],
      [1.5, 1.3241869918699187],
      [3, 1.5412419500539092],
      [5.5, 2.309677419354839],
      [7, 2.962962962962963],
      [8.9, 2.096703703703703],
    ];
    const curve = monotoneCurve(xs, ys);
    for (const [x, y] of expected) expect(evaluateMonotone(curve, x)).toBeCloseTo(y, 12);
  });

  it('is exact at the points and null outside', () => {
    const curve = monotoneCurve(xs, ys);
    xs.forEach((x, i) => {
      expect(evaluateMonotone(curve, x)).toBe(ys[i]);
    });
    expect(evaluateMonotone(curve, -0.1)).toBeNull();
    expect(evaluateMonotone(curve, 9.1)).toBeNull();
  });

  it('never leaves the range of two neighbouring points', () => {
    const curve = monotoneCurve(xs, ys);
    for (let i = 0; i < xs.length - 1; i += 1) {
      const [x0, x1] = [xs[i] ?? 0, xs[i + 1] ?? 0];
      const [lo, hi] = [Math.min(ys[i] ?? 0, ys[i + 1] ?? 0), Math.max(ys[i] ?? 0, ys[i + 1] ?? 0)];
      let prev = evaluateMonotone(curve, x0) ?? Number.NaN;
      for (let k = 1; k <= 100; k += 1) {
        const y = evaluateMonotone(curve, x0 + ((x1 - x0) * k) / 100) ?? Number.NaN;
        expect(y).toBeGreaterThanOrEqual(lo - 1e-12);
        expect(y).toBeLessThanOrEqual(hi + 1e-12);
        // Rising data rises, falling data falls.
        if ((ys[i + 1] ?? 0) >= (ys[i] ?? 0)) expect(y).toBeGreaterThanOrEqual(prev - 1e-12);
        else expect(y).toBeLessThanOrEqual(prev + 1e-12);
        prev = y;
      }
    }
  });

  it('refuses x that does not increase', () => {
    expect(() => monotoneCurve([0, 1, 1], [0, 1, 2])).toThrow(RangeError);
  });

  it('joins pieces by a straight line and keeps each piece to itself', () => {
    // Length to 23 months, height from 24: the step between is a line, not a smoothed bump.
    const curve = piecewiseMonotone([21, 22, 23, 24, 27], [86.0, 87.0, 88.0, 88.2, 90.8], [23]);
    expect(curve.pieces).toHaveLength(2);
    expect(evaluatePiecewise(curve, 23)).toBe(88.0);
    expect(evaluatePiecewise(curve, 23.5)).toBeCloseTo(88.1, 12);
    expect(evaluatePiecewise(curve, 24)).toBe(88.2);
    expect(evaluatePiecewise(curve, 22.5)).toBeCloseTo(
      evaluateMonotone(monotoneCurve([21, 22, 23], [86.0, 87.0, 88.0]), 22.5) ?? Number.NaN,
      12,
    );
    expect(evaluatePiecewise(curve, 28)).toBeNull();
    expect(evaluatePiecewise(curve, 20)).toBeNull();
  });
});
