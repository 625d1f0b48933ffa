import { describe, expect, it } from 'vitest';
import { readGrowthTables } from '../../../growth-reference/src/load.ts';
import { assessMeasurement } from './assess.ts';
import { daysOfMonths, LENGTH_HEIGHT_DIFFERENCE_CM } from './growth-age.ts';
import { type AgeIndicator, referenceAtAge } from './reference.ts';
import type { TableSex } from './tables.ts';

/**
 * WS/T 423's switch from lying length (to 23 months) to standing height (from 24 months): an age
 * measured lying reads the length rows, carried to 24 months by the 24-month height row + 0.7 cm; an
 * age measured standing reads the height rows. Nothing is interpolated across the switch.
 */
const tables = readGrowthTables();
const rowAt = (indicator: AgeIndicator, sex: TableSex, months: number) => {
  const row = tables.wst423[indicator][sex].find((r) => r.x === months);
  if (!row) throw new Error(`no ${indicator} row at ${months} months`);
  return row.values;
};
const valuesAt = (indicator: AgeIndicator, sex: TableSex, ageDays: number) => {
  const { point } = referenceAtAge(tables, 'china', indicator, sex, ageDays);
  if (point?.model !== 'centiles') throw new Error('no WS/T 423 point');
  return point.values;
};
const P50 = 3;

describe('WS/T 423 at the 23–24-month switch (the worked example: a boy measured lying at 23.5 months)', () => {
  const lying235 = daysOfMonths(23.5);
  const p50At = (months: number) => rowAt('lengthHeightForAge', 'male', months)[P50] ?? 0;
  const len22 = p50At(22);
  const len23 = p50At(23);
  const height24 = p50At(24);

  it('the printed rows: 87.0 and 88.0 cm lying at 22 and 23 months, 88.2 cm standing at 24', () => {
    expect([len22, len23, height24]).toEqual([87.0, 88.0, 88.2]);
  });

  it('a straight line from the 23-month length to the 24-month height puts P50 ~0.4 cm too low', () => {
    const straightLine = (len23 + height24) / 2; // 88.1, what the engine read before
    const p50 = valuesAt('lengthHeightForAge', 'male', lying235)[P50] ?? 0;
    // The length rows carried on: 88.0 at 23 months towards 88.2 + 0.7 = 88.9 at 24.
    expect(p50).toBeGreaterThan(88.4);
    expect(p50).toBeLessThan(88.5);
    expect(p50 - straightLine).toBeGreaterThan(0.3);
    expect(p50 - straightLine).toBeLessThan(0.45);
  });

  it('so a boy measured lying at 88.45 cm is at the median, not above it', () => {
    const result = assessMeasurement(tables, {
      reference: 'china',
      sex: '男',
      ageDays: lying235,
      indicator: 'lengthHeightForAge',
      value: 88.45,
      posture: 'lying',
    });
    expect(result.score?.percentile).toBeGreaterThan(48);
    expect(result.score?.percentile).toBeLessThan(52);
  });

  it('every column at 23.5 months lies between the 23-month length and the 24-month height + 0.7 cm', () => {
    for (const sex of ['male', 'female'] as const) {
      const [r23, r24] = [rowAt('lengthHeightForAge', sex, 23), rowAt('lengthHeightForAge', sex, 24)];
      valuesAt('lengthHeightForAge', sex, lying235).forEach((v, c) => {
        expect(v).toBeGreaterThan(r23[c] ?? 0);
        expect(v).toBeLessThan((r24[c] ?? 0) + LENGTH_HEIGHT_DIFFERENCE_CM);
      });
    }
  });
});

describe('the switch itself (WHO: lying before day 731 after rounding, standing from it)', () => {
  it('just below: day 730 reads the length rows, close to the 24-month height + 0.7 cm', () => {
    const v = valuesAt('lengthHeightForAge', 'male', 730);
    const h24 = rowAt('lengthHeightForAge', 'male', 24);
    v.forEach((x, c) => {
      expect(x).toBeGreaterThan((h24[c] ?? 0) + 0.6);
      expect(x).toBeLessThanOrEqual((h24[c] ?? 0) + LENGTH_HEIGHT_DIFFERENCE_CM + 1e-9);
    });
  });

  it('at 24 months (730.5 days, rounded to 731) and just above: the printed height rows', () => {
    expect(valuesAt('lengthHeightForAge', 'female', daysOfMonths(24))).toEqual(
      rowAt('lengthHeightForAge', 'female', 24),
    );
    const after = valuesAt('lengthHeightForAge', 'female', 735);
    const [h24, h27] = [rowAt('lengthHeightForAge', 'female', 24), rowAt('lengthHeightForAge', 'female', 27)];
    after.forEach((x, c) => {
      expect(x).toBeGreaterThanOrEqual(h24[c] ?? 0);
      expect(x).toBeLessThanOrEqual(h27[c] ?? 0);
    });
  });

  it('a standing height at 23.5 months is moved +0.7 cm and read on the length rows', () => {
    const common = {
      reference: 'china',
      sex: '女',
      ageDays: daysOfMonths(23.5),
      indicator: 'lengthHeightForAge',
    } as const;
    const standing = assessMeasurement(tables, { ...common, value: 86.3, posture: 'standing' });
    const lying = assessMeasurement(tables, { ...common, value: 87.0, posture: 'lying' });
    expect(standing.valueUsed).toBeCloseTo(87.0, 12);
    expect(standing.score?.percentile).toBeCloseTo(lying.score?.percentile ?? Number.NaN, 12);
  });

  it('0.7 cm is WHO’s own step at 24 months (boys’ median 87.82 cm lying, 87.12 cm standing)', () => {
    const m = (day: number) => tables.who2006.lengthHeightForAge.rows.male[day]?.M ?? 0;
    expect(m(730) - m(731)).toBeCloseTo(LENGTH_HEIGHT_DIFFERENCE_CM, 1);
  });
});

describe('BMI at the switch: the same 0.7 cm through BMI = weight / height²', () => {
  it('the 24-month BMI row scaled by (H / (H + 0.7))² carries the length rows on, ending near WHO’s step', () => {
    const h24 = rowAt('lengthHeightForAge', 'male', 24)[P50] ?? 0;
    const factor = (h24 / (h24 + LENGTH_HEIGHT_DIFFERENCE_CM)) ** 2;
    // WHO's own BMI medians step by 15.7356 / 16.0189 between days 730 and 731: within 0.2 %.
    expect(Math.abs(factor - 15.7356 / 16.0189)).toBeLessThan(0.002);
    const b23 = rowAt('bmiForAge', 'male', 23);
    const b24 = rowAt('bmiForAge', 'male', 24);
    const justBefore = valuesAt('bmiForAge', 'male', 730);
    justBefore.forEach((v, c) => {
      expect(v).toBeCloseTo((b24[c] ?? 0) * factor, 1);
    });
    // Mid-way, lying: between the 23-month row and the scaled 24-month row (it no longer rises to the height row).
    valuesAt('bmiForAge', 'male', daysOfMonths(23.5)).forEach((v, c) => {
      const [a, b] = [b23[c] ?? 0, (b24[c] ?? 0) * factor];
      expect(v).toBeGreaterThanOrEqual(Math.min(a, b) - 1e-9);
      expect(v).toBeLessThanOrEqual(Math.max(a, b) + 1e-9);
    });
    expect(valuesAt('bmiForAge', 'male', daysOfMonths(24))).toEqual(b24);
  });
});
