import { describe, expect, it } from 'vitest';
import { readGrowthTables } from '../../../growth-reference/src/load.ts';
import { assessMeasurement } from './assess.ts';
import { daysOfMonths } from './growth-age.ts';
import { lmsAt, lmsValueAtZ, lmsValueAtZRestricted, lmsZ, lmsZRestricted } from './lms.ts';
import { percentileOfZ } from './normal.ts';
import type { AgeIndicator, GrowthIndicator } from './reference.ts';
import type { LmsRow, LmsTable, TableSex } from './tables.ts';

const tables = readGrowthTables();
const SEXES: [TableSex, '男' | '女'][] = [
  ['male', '男'],
  ['female', '女'],
];
const ZS = [-3, -2, -1, 0, 1, 2, 3];

/** The LMS formula written out here, independently of lms.ts. */
const valueAt = (r: LmsRow, z: number): number =>
  r.L === 0 ? r.M * Math.exp(r.S * z) : r.M * (1 + r.L * r.S * z) ** (1 / r.L);

interface Case {
  name: string;
  table: LmsTable;
  indicator: GrowthIndicator;
  /** The age (and length) at which a row is assessed. */
  at: (x: number) => { ageDays: number; lengthHeightCm?: number };
  /** The published end where the file carries one more row for interpolation (WHO 2007). */
  upTo?: number;
}

const w6 = tables.who2006;
const w7 = tables.who2007;
const byAge = (x: number) => ({ ageDays: x });
const byMonth = (x: number) => ({ ageDays: daysOfMonths(x) });
const CASES: Case[] = [
  {
    name: 'WHO 2006 length/height-for-age (daily)',
    table: w6.lengthHeightForAge,
    indicator: 'lengthHeightForAge',
    at: byAge,
  },
  { name: 'WHO 2006 weight-for-age (daily)', table: w6.weightForAge, indicator: 'weightForAge', at: byAge },
  { name: 'WHO 2006 BMI-for-age (daily)', table: w6.bmiForAge, indicator: 'bmiForAge', at: byAge },
  {
    name: 'WHO 2006 head circumference-for-age (daily)',
    table: w6.headCircumferenceForAge,
    indicator: 'headCircumferenceForAge',
    at: byAge,
  },
  // Weight-for-length is read for children under 2 (lying), weight-for-height from 2 (standing).
  {
    name: 'WHO 2006 weight-for-length',
    table: w6.weightForLength,
    indicator: 'weightForLengthHeight',
    at: (cm) => ({ ageDays: 300, lengthHeightCm: cm }),
  },
  {
    name: 'WHO 2006 weight-for-height',
    table: w6.weightForHeight,
    indicator: 'weightForLengthHeight',
    at: (cm) => ({ ageDays: 1000, lengthHeightCm: cm }),
  },
  {
    name: 'WHO 2007 height-for-age (monthly)',
    table: w7.heightForAge,
    indicator: 'lengthHeightForAge',
    at: byMonth,
    upTo: 228,
  },
  {
    name: 'WHO 2007 weight-for-age (monthly)',
    table: w7.weightForAge,
    indicator: 'weightForAge',
    at: byMonth,
    upTo: 120,
  },
  {
    name: 'WHO 2007 BMI-for-age (monthly)',
    table: w7.bmiForAge,
    indicator: 'bmiForAge',
    at: byMonth,
    upTo: 228,
  },
];

describe('C1: z-scores and percentiles against the WHO 2006/2007 LMS tables', () => {
  it.each(CASES)(
    '$name: every row, both sexes, z = −3…3 fed back within |dz| < 0.005',
    ({ table, indicator, at, upTo }) => {
      let checked = 0;
      let worst = 0;
      let beyond = 0;
      for (const [sex, babySex] of SEXES) {
        table.rows[sex].forEach((row, i) => {
          const x = table.start + i * table.step;
          for (const z of ZS) {
            const value = valueAt(row, z);
            const result = assessMeasurement(tables, {
              reference: 'who',
              sex: babySex,
              indicator,
              value,
              ...at(x),
            });
            if (upTo !== undefined && x > upTo) {
              // Past WHO's published range: no score, and the gap says so.
              expect(result.score).toBeNull();
              expect(result.gaps[0]?.code).toBe('noReference');
              beyond += 1;
              continue;
            }
            const got = result.score?.z;
            if (got === undefined || got === null) throw new Error(`no z for ${sex} at ${x}, z ${z}`);
            worst = Math.max(worst, Math.abs(got - z));
            // The percentile is Φ(z) of that z.
            expect(result.score?.percentile).toBeCloseTo(percentileOfZ(got), 10);
            checked += 1;
          }
        });
      }
      expect(checked + beyond).toBe((table.rows.male.length + table.rows.female.length) * ZS.length);
      expect(beyond).toBe(upTo === undefined ? 0 : 2 * ZS.length);
      expect(worst).toBeLessThan(0.005);
    },
  );

  it('interpolates the WHO 2007 LMS linearly between months', () => {
    const a = w7.heightForAge.rows.male[40];
    const b = w7.heightForAge.rows.male[41];
    const mid = lmsAt(w7.heightForAge, 'male', 100.5);
    if (!a || !b || !mid) throw new Error('rows missing');
    expect(mid.M).toBeCloseTo((a.M + b.M) / 2, 12);
    expect(mid.S).toBeCloseTo((a.S + b.S) / 2, 12);
    // Halfway between months 100 and 101, the median is between the two months' medians.
    const r = assessMeasurement(tables, {
      reference: 'who',
      sex: '男',
      ageDays: daysOfMonths(100.5),
      indicator: 'lengthHeightForAge',
      value: (a.M + b.M) / 2,
    });
    expect(r.score?.z).toBeCloseTo(0, 10);
  });

  it("matches anthro's own test expectations (WHO's R package)", () => {
    const z = (
      indicator: AgeIndicator,
      sex: '男' | '女',
      ageDays: number,
      value: number,
      posture?: 'lying' | 'standing',
    ) =>
      assessMeasurement(tables, {
        reference: 'who',
        sex,
        ageDays,
        indicator,
        value,
        ...(posture ? { posture } : {}),
      }).score?.z ?? Number.NaN;
    expect(z('weightForAge', '女', 1522, 17)).toBeCloseTo(0.24, 2);
    // A lying length after 730 days counts 0.7 cm less: 72.86 → 72.16.
    expect(z('lengthHeightForAge', '男', 987, 72.86, 'lying')).toBeCloseTo(-6.09, 2);
    // 24 months is 730.5 days, which rounds to 731: a height.
    expect(z('lengthHeightForAge', '女', daysOfMonths(24), 77.5)).toBeCloseTo(-2.55, 2);
    // A standing height at 9 months counts 0.7 cm more.
    expect(Math.abs(z('lengthHeightForAge', '男', daysOfMonths(9), 60, 'standing') - -5.02)).toBeLessThan(
      0.01,
    );
  });
});

describe("WHO's restricted method beyond |z| 3 (weight-based indicators)", () => {
  // Boys' weight-for-age at 365 days, WHO 2006: L 0.0645, M 9.646, S 0.10925.
  const boy12m: LmsRow = { L: 0.0645, M: 9.646, S: 0.10925 };
  // Girls' BMI-for-age at 120 months, WHO 2007: L −1.4864, M 16.6133, S 0.12307.
  const girl10y: LmsRow = { L: -1.4864, M: 16.6133, S: 0.12307 };

  it('reads the rows used below from the tables', () => {
    expect(w6.weightForAge.rows.male[365]).toEqual(boy12m);
    expect(lmsAt(w7.bmiForAge, 'female', 120)).toEqual(girl10y);
  });

  it('above +3: 3 + (y − SD3)/(SD3 − SD2), worked by hand', () => {
    // SD3 = 9.646 × (1 + 0.0645 × 0.10925 × 3)^(1/0.0645) = 13.341468; SD2 = 11.983347; SD3 − SD2 = 1.358121.
    expect(lmsValueAtZ(boy12m, 3)).toBeCloseTo(13.341468, 5);
    expect(lmsValueAtZ(boy12m, 2)).toBeCloseTo(11.983347, 5);
    // 16 kg: 3 + (16 − 13.341468)/1.358121 = 4.957507; the plain LMS formula would say 4.708418.
    expect(lmsZRestricted(boy12m, 16)).toBeCloseTo(4.957507, 5);
    expect(lmsZ(boy12m, 16)).toBeCloseTo(4.708418, 5);
    const r = assessMeasurement(tables, {
      reference: 'who',
      sex: '男',
      ageDays: 365,
      indicator: 'weightForAge',
      value: 16,
    });
    expect(r.score?.z).toBeCloseTo(4.957507, 5);
    expect(r.score?.restricted).toBe(true);
  });

  it('below −3: −3 + (y − SD−3)/(SD−2 − SD−3), worked by hand', () => {
    // SD−3 = 12.377548, SD−2 = 13.469722 (distance 1.092174). BMI 11: −3 + (11 − 12.377548)/1.092174 = −4.261289.
    expect(lmsValueAtZ(girl10y, -3)).toBeCloseTo(12.377548, 5);
    expect(lmsValueAtZ(girl10y, -2)).toBeCloseTo(13.469722, 5);
    expect(lmsZRestricted(girl10y, 11)).toBeCloseTo(-4.261289, 5);
    expect(lmsZ(girl10y, 11)).toBeCloseTo(-4.623013, 5);
    const r = assessMeasurement(tables, {
      reference: 'who',
      sex: '女',
      ageDays: daysOfMonths(120),
      indicator: 'bmiForAge',
      value: 11,
    });
    expect(r.score?.z).toBeCloseTo(-4.261289, 5);
  });

  it('leaves |z| ≤ 3 alone and is continuous at ±3', () => {
    expect(lmsZRestricted(boy12m, 11)).toBe(lmsZ(boy12m, 11));
    const sd3 = lmsValueAtZ(boy12m, 3);
    expect(lmsZRestricted(boy12m, sd3 + 1e-9)).toBeCloseTo(3, 6);
    expect(lmsZRestricted(boy12m, sd3 - 1e-9)).toBeCloseTo(3, 6);
  });

  it('inverts: the value at a restricted z gives that z back', () => {
    for (const z of [-5, -4, -3.5, 3.5, 4, 6]) {
      expect(lmsZRestricted(girl10y, lmsValueAtZRestricted(girl10y, z))).toBeCloseTo(z, 9);
    }
  });

  it('is not applied to length/height or head circumference', () => {
    const h = assessMeasurement(tables, {
      reference: 'who',
      sex: '男',
      ageDays: 365,
      indicator: 'lengthHeightForAge',
      value: 90,
    });
    expect(h.score?.restricted).toBe(false);
    const row = w6.lengthHeightForAge.rows.male[365];
    if (!row) throw new Error('row missing');
    expect(h.score?.z).toBeCloseTo(lmsZ(row, 90), 12);
    const hc = assessMeasurement(tables, {
      reference: 'who',
      sex: '女',
      ageDays: 365,
      indicator: 'headCircumferenceForAge',
      value: 52,
    });
    expect(hc.score?.restricted).toBe(false);
  });
});
