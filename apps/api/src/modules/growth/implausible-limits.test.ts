import { lmsValueAtZ, lmsValueAtZRestricted } from '@sprout/domain';
import { loadGrowthTables } from '@sprout/growth-reference';
import { describe, expect, it } from 'vitest';
import { implausibleValue, plausibleRange } from './measurement-bounds.ts';

/**
 * WHO's limits for biologically implausible values (WHO/UNICEF 2019, section 5.4) at their edges, computed
 * here straight from the WHO 2006 rows rather than through IMPLAUSIBLE_Z, so that a changed figure fails:
 * head circumference-for-age ±5 SD (plain LMS), BMI-for-age ±5 SD (WHO's restricted spacing beyond ±3).
 */
const tables = loadGrowthTables();
const DAY = 91;
const round1 = (v: number) => Math.round(v * 10) / 10;
const rowAt = (rows: readonly { L: number; M: number; S: number }[]) => {
  const row = rows[DAY];
  if (!row) throw new Error(`WHO 2006 has day ${DAY}`);
  return row;
};
const boy = { sex: '男' as const, ageDays: DAY, gestation: null };

describe(`WHO's ±5 SD limits at their edges (boy, ${DAY} days)`, () => {
  it('head circumference: −5 and +5 SD on the WHO 2006 row; 0.1 cm beyond either is implausible', () => {
    const row = rowAt(tables.who2006.headCircumferenceForAge.rows.male);
    const expected = { min: round1(lmsValueAtZ(row, -5)), max: round1(lmsValueAtZ(row, 5)) };
    expect(plausibleRange(tables, 'headCircumferenceForAge', '男', DAY)).toEqual(expected);
    const judge = (cm: number) => implausibleValue(tables, boy, 'headCircumferenceForAge', cm);
    expect(judge(expected.min)).toBeNull();
    expect(judge(expected.max)).toBeNull();
    expect(judge(round1(expected.min - 0.1))).toMatch(/头围与年龄明显不符/);
    expect(judge(round1(expected.max + 0.1))).toMatch(/头围与年龄明显不符/);
  });

  it('BMI: −5 and +5 SD with WHO’s restricted spacing beyond ±3 (length-based BMI before 2 years)', () => {
    const row = rowAt(tables.who2006.bmiForAge.rows.male);
    expect(plausibleRange(tables, 'bmiForAge', '男', DAY)).toEqual({
      min: round1(lmsValueAtZRestricted(row, -5)),
      max: round1(lmsValueAtZRestricted(row, 5)),
    });
    // Not the plain LMS values: the restricted tails are what WHO's flags use for weight-based indicators.
    expect(round1(lmsValueAtZ(row, 5))).not.toBe(round1(lmsValueAtZRestricted(row, 5)));
  });
});
