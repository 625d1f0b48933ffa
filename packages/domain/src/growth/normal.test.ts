import { describe, expect, it } from 'vitest';
import { normalCdf, normalQuantile, percentileOfZ, zOfPercentile } from './normal.ts';

// Reference values from SciPy's ndtr / ndtri (double precision).
const CDF: [number, number][] = [
  [-8, 6.22096057427174e-16],
  [-5, 2.866515718791933e-7],
  [-3.5, 0.00023262907903552502],
  [-3, 0.0013498980316300933],
  [-1.881, 0.029985959421269873],
  [-1.2816, 0.09999150009767521],
  [-0.6745, 0.24999674286369916],
  [-0.1, 0.460172162722971],
  [0, 0.5],
  [0.3, 0.6179114221889526],
  [1, 0.8413447460685429],
  [1.96, 0.9750021048517795],
  [2.5, 0.9937903346742238],
  [3, 0.9986501019683699],
  [4, 0.9999683287581669],
  [6, 0.9999999990134123],
];
const QUANTILE: [number, number][] = [
  [1e-6, -4.753424308822899],
  [0.001, -3.090232306167813],
  [0.03, -1.880793608151251],
  [0.1, -1.2815515655446004],
  [0.25, -0.6744897501960817],
  [0.5, 0],
  [0.75, 0.6744897501960817],
  [0.9, 1.2815515655446004],
  [0.97, 1.8807936081512509],
  [0.999, 3.090232306167813],
];

describe('normal distribution', () => {
  it.each(CDF)('Φ(%d) matches SciPy to 1e-14 relative', (z, p) => {
    expect(Math.abs(normalCdf(z) - p)).toBeLessThanOrEqual(Math.max(1e-14 * p, 1e-16));
  });

  it.each(QUANTILE)('Φ⁻¹(%d) matches SciPy to 1e-10', (p, z) => {
    expect(normalQuantile(p)).toBeCloseTo(z, 10);
  });

  it('round-trips z → percentile → z well inside C1 (|dz| < 0.005) from −6 to 6', () => {
    let worst = 0;
    for (let z = -6; z <= 6; z += 0.01)
      worst = Math.max(worst, Math.abs(zOfPercentile(percentileOfZ(z)) - z));
    expect(worst).toBeLessThan(1e-6);
  });

  it('handles the edges', () => {
    expect(normalQuantile(0)).toBe(Number.NEGATIVE_INFINITY);
    expect(normalQuantile(1)).toBe(Number.POSITIVE_INFINITY);
    expect(normalQuantile(1.5)).toBeNaN();
    expect(normalCdf(-40)).toBe(0);
    expect(normalCdf(40)).toBe(1);
    expect(percentileOfZ(0)).toBe(50);
  });
});
