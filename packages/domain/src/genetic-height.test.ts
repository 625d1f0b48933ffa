import { describe, expect, it } from 'vitest';
import { GENETIC_BAND_CM, geneticHeightCm } from './genetic-height.ts';

/**
 * The C3 formula in exact integer arithmetic on tenths of a centimetre: (F + M ± 130) / 2 tenths,
 * a half tenth rounding up. Returned as text so no float is involved in the expectation.
 */
const expectedText = (fatherTenths: number, motherTenths: number, boy: boolean): string => {
  const sum = fatherTenths + motherTenths + (boy ? 130 : -130);
  const tenths = sum % 2 === 0 ? sum / 2 : (sum + 1) / 2;
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
};

describe('geneticHeightCm (quality bar C3)', () => {
  it('boy 175 + 160 → 174.0, girl → 161.0', () => {
    expect(geneticHeightCm(175, 160, '男')).toBe(174);
    expect(geneticHeightCm(175, 160, '男').toFixed(1)).toBe('174.0');
    expect(geneticHeightCm(175, 160, '女')).toBe(161);
    expect(geneticHeightCm(175, 160, '女').toFixed(1)).toBe('161.0');
  });

  it('rounds an odd millimetre sum half up to one decimal', () => {
    // (175.1 + 160 + 13) / 2 = 174.05 → 174.1; (175.1 + 160 - 13) / 2 = 161.05 → 161.1
    expect(geneticHeightCm(175.1, 160, '男')).toBe(174.1);
    expect(geneticHeightCm(175.1, 160, '女')).toBe(161.1);
    // (170.3 + 158.4 + 13) / 2 = 170.85 → 170.9
    expect(geneticHeightCm(170.3, 158.4, '男')).toBe(170.9);
    // (180 + 165.5 - 13) / 2 = 166.25 → 166.3
    expect(geneticHeightCm(180, 165.5, '女')).toBe(166.3);
  });

  it('matches exact decimal arithmetic over generated parent heights', () => {
    // Park-Miller generator (products stay below 2^53) so a failure is reproducible;
    // heights 130.0 to 230.0 cm in tenths.
    let seed = 20240615;
    const nextTenths = (): number => {
      seed = (seed * 48271) % 2147483647;
      return 1300 + (seed % 1001);
    };
    for (let i = 0; i < 5000; i += 1) {
      const f = nextTenths();
      const m = nextTenths();
      // Parents' heights reach us as decimal text typed in a form, then Number().
      const fatherCm = Number(`${Math.floor(f / 10)}.${f % 10}`);
      const motherCm = Number(`${Math.floor(m / 10)}.${m % 10}`);
      for (const boy of [true, false]) {
        const got = geneticHeightCm(fatherCm, motherCm, boy ? '男' : '女');
        expect(got.toFixed(1), `${fatherCm} + ${motherCm} ${boy ? '男' : '女'}`).toBe(
          expectedText(f, m, boy),
        );
        // The result is the double nearest its one-decimal text, so it prints and compares cleanly.
        expect(got).toBe(Number(expectedText(f, m, boy)));
      }
    }
  });

  it('has the ±6.5 cm band', () => {
    expect(GENETIC_BAND_CM).toBe(6.5);
  });
});
