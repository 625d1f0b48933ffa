import { loadGrowthTables } from '@sprout/growth-reference';
import { describe, expect, it } from 'vitest';
import { implausibleValue, implausibleValues, plausibleRange } from './measurement-bounds.ts';

const tables = loadGrowthTables();
const boy = (ageDays: number, weeks?: number) => ({
  sex: '男' as const,
  ageDays,
  gestation: weeks === undefined ? null : { weeks },
});

describe('plausible values by age (WHO implausible-value cut-offs)', () => {
  it('narrows head circumference at birth far inside the absolute 25-65 cm', () => {
    const range = plausibleRange(tables, 'headCircumferenceForAge', '男', 0);
    expect(range?.min).toBeGreaterThan(27);
    expect(range?.max).toBeLessThan(42);
    expect(implausibleValue(tables, boy(0), 'headCircumferenceForAge', 55)).toMatch(/头围与年龄明显不符/);
    expect(implausibleValue(tables, boy(0), 'headCircumferenceForAge', 35)).toBeNull();
  });

  it('keeps the five-year lower limit for heads after WHO’s curve ends, with no upper one', () => {
    expect(plausibleRange(tables, 'headCircumferenceForAge', '男', 8 * 365)).toMatchObject({ max: null });
    expect(implausibleValue(tables, boy(8 * 365), 'headCircumferenceForAge', 40)).toMatch(/不低于/);
    expect(implausibleValue(tables, boy(8 * 365), 'headCircumferenceForAge', 58)).toBeNull();
  });

  it('judges a baby born early at its corrected age, and not at all before the due date', () => {
    expect(implausibleValue(tables, boy(1), 'weightForAge', 0.8)).toMatch(/体重与年龄明显不符/);
    expect(implausibleValue(tables, boy(1, 26), 'weightForAge', 0.8)).toBeNull();
    // 20 weeks after a 26-week birth is 6 weeks corrected: 1 kg is then implausible.
    expect(implausibleValue(tables, boy(140, 26), 'weightForAge', 1)).toMatch(/体重/);
  });

  it('has no limit by age where WHO has no curve (weight after 10 years)', () => {
    expect(plausibleRange(tables, 'weightForAge', '男', 12 * 365)).toBeNull();
    expect(implausibleValue(tables, boy(12 * 365), 'weightForAge', 120)).toBeNull();
  });

  it('compares a standing height taken before 2 years as the lying length it stands for', () => {
    const range = plausibleRange(tables, 'lengthHeightForAge', '男', 365);
    const max = range?.max ?? 0;
    expect(implausibleValue(tables, boy(365), 'lengthHeightForAge', max - 0.5, 'lying')).toBeNull();
    expect(implausibleValue(tables, boy(365), 'lengthHeightForAge', max - 0.5, 'standing')).toMatch(/身高/);
  });

  it('checks the BMI of a visit and reports it on the weight', () => {
    const problems = implausibleValues(tables, boy(3 * 365), { heightCm: 80, weightKg: 25 });
    expect(problems).toEqual({ weightKg: expect.stringMatching(/体重与身高明显不符/) });
    expect(implausibleValues(tables, boy(3 * 365), { heightCm: 96, weightKg: 14.5 })).toEqual({});
  });
});
