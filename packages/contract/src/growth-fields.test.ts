import { describe, expect, it } from 'vitest';
import { MEASUREMENT_LIMITS, measurementProblem } from './growth-fields.ts';

describe('the weight floor admits the real birth weights of 22-24-week survivors', () => {
  it('is 0.2 kg, from the smallest surviving birth weights (BABY_RULES.smallestWeightKg)', () => {
    expect(MEASUREMENT_LIMITS.weightKg.min).toBe(0.2);
  });

  it('refuses just below it, accepts it and just above it', () => {
    expect(measurementProblem('weightKg', 0.199)).toBe('体重应在0.2-200公斤之间');
    expect(measurementProblem('weightKg', 0.2)).toBeNull();
    expect(measurementProblem('weightKg', 0.201)).toBeNull();
  });

  it('accepts the 212 g and 245 g of the smallest survivors on record, and a 22-week 0.4 kg', () => {
    for (const kg of [0.212, 0.245, 0.4]) expect(measurementProblem('weightKg', kg)).toBeNull();
  });
});
