import { describe, expect, it } from 'vitest';
import { readGrowthTables } from '../../../growth-reference/src/load.ts';
import { followUpFlags } from './flags.ts';
import { daysOfMonths, daysOfYears } from './growth-age.ts';
import { lmsValueAtZ } from './lms.ts';
import { type AgeIndicator, referenceAtAge } from './reference.ts';
import { valueAtCentile } from './score.ts';
import type { Centile } from './tables.ts';

/** Issue 12's follow-up rules: SD bands below P3, the high side, pairs too close, heights that go down. */
const tables = readGrowthTables();

/** A value on a major line of the Chinese reference at an age, moved by `delta`. */
const chinaLine = (
  indicator: AgeIndicator,
  sex: 'male' | 'female',
  ageDays: number,
  centile: Centile,
  delta = 0,
) => {
  const { point } = referenceAtAge(tables, 'china', indicator, sex, ageDays);
  if (!point) throw new Error(`no ${indicator} at ${ageDays}`);
  return Math.round((valueAtCentile(point, centile) + delta) * 10) / 10;
};
const china = { reference: 'china' as const };
const codesOf = (flags: { code: string }[]) => flags.map((f) => f.code);

describe('severity below P3 on WS/T 423', () => {
  it('worked example: a child at −4 SD is flagged below −3 SD, not only <P3 (boys, 5 years: 112 − 4 × 4.2 cm)', () => {
    const flags = followUpFlags(tables, {
      ...china,
      sex: '男',
      visits: [{ ageDays: daysOfMonths(60), heightCm: 95.2 }],
    });
    expect(flags).toEqual([
      expect.objectContaining({ code: 'belowP3', source: 'WS/T 423-2022', z: null, sdBand: 'belowNeg3' }),
    ]);
    const near = followUpFlags(tables, {
      ...china,
      sex: '男',
      visits: [{ ageDays: daysOfMonths(60), heightCm: 103.2 }],
    });
    expect(near).toEqual([expect.objectContaining({ code: 'belowP3', sdBand: 'neg3ToNeg2' })]);
  });
});

describe('the high side (head circumference, weight, BMI)', () => {
  const head12 = (delta: number) =>
    followUpFlags(tables, {
      ...china,
      sex: '男',
      visits: [
        {
          ageDays: daysOfMonths(12),
          headCircumferenceCm: chinaLine('headCircumferenceForAge', 'male', daysOfMonths(12), 97, delta),
        },
      ],
    });

  it('flags a head circumference above P97 (WS/T 423: 48.6 cm at 12 months), not one on it', () => {
    expect(head12(0)).toEqual([]);
    expect(head12(0.1)).toEqual([
      expect.objectContaining({
        code: 'aboveP97',
        indicator: 'headCircumferenceForAge',
        source: 'WS/T 423-2022',
        sdBand: 'pos1ToPos2',
      }),
    ]);
  });

  it('worked example: a head crossing two major lines upwards (P25 at 6 months to above P75 at 12)', () => {
    const visits = (toCentile: Centile, delta: number) => [
      {
        ageDays: daysOfMonths(6),
        headCircumferenceCm: chinaLine('headCircumferenceForAge', 'male', daysOfMonths(6), 25, 0.1),
      },
      {
        ageDays: daysOfMonths(12),
        headCircumferenceCm: chinaLine('headCircumferenceForAge', 'male', daysOfMonths(12), toCentile, delta),
      },
    ];
    expect(followUpFlags(tables, { ...china, sex: '男', visits: visits(75, 0.1) })).toEqual([
      expect.objectContaining({
        code: 'crossedTwoLinesUp',
        indicator: 'headCircumferenceForAge',
        linesCrossed: 2,
        fromAgeDays: daysOfMonths(6),
        sources: ['WS/T 423-2022'],
      }),
    ]);
    // Up to just below P75: only P50 crossed.
    expect(followUpFlags(tables, { ...china, sex: '男', visits: visits(75, -0.1) })).toEqual([]);
  });

  it('flags weight above P97 and a weight crossing upwards; not a length crossing upwards', () => {
    const w = tables.who2006.weightForAge.rows.female;
    const at = (day: number, z: number) => lmsValueAtZ(w[day] ?? { L: 1, M: 1, S: 1 }, z);
    const high = followUpFlags(tables, {
      reference: 'who',
      sex: '女',
      visits: [{ ageDays: 365, weightKg: at(365, 1.9) }],
    });
    expect(high).toEqual([
      expect.objectContaining({ code: 'aboveP97', indicator: 'weightForAge', source: 'WHO 2006' }),
    ]);
    const rising = followUpFlags(tables, {
      reference: 'who',
      sex: '女',
      visits: [
        { ageDays: 183, weightKg: at(183, -0.9) },
        { ageDays: 365, weightKg: at(365, 0.8) },
      ],
    });
    expect(rising).toEqual([expect.objectContaining({ code: 'crossedTwoLinesUp', linesCrossed: 3 })]);
    const l = tables.who2006.lengthHeightForAge.rows.female;
    const tall = followUpFlags(tables, {
      reference: 'who',
      sex: '女',
      visits: [
        { ageDays: 183, heightCm: lmsValueAtZ(l[183] ?? { L: 1, M: 1, S: 1 }, -0.9) },
        { ageDays: 365, heightCm: lmsValueAtZ(l[365] ?? { L: 1, M: 1, S: 1 }, 0.8) },
      ],
    });
    expect(tall).toEqual([]);
  });

  it('judges BMI from 6 years on the Chinese reference by WS/T 586 cut-offs (boys 6.5: 16.7 overweight, 18.1 obesity)', () => {
    // At 100 cm the BMI equals the weight in kg.
    const bmiAt = (years: number, bmi: number) =>
      followUpFlags(tables, {
        ...china,
        sex: '男',
        visits: [{ ageDays: daysOfYears(years), heightCm: 100, weightKg: bmi }],
      }).filter((f) => f.indicator === 'bmiForAge');
    expect(bmiAt(6.6, 16.6)).toEqual([]);
    expect(bmiAt(6.6, 16.7)).toEqual([
      expect.objectContaining({
        code: 'overweightObesity',
        category: 'overweight',
        cutoff: 16.7,
        bandStartYears: 6.5,
        source: 'WS/T 586-2018',
      }),
    ]);
    expect(bmiAt(6.6, 18.0)).toEqual([expect.objectContaining({ category: 'overweight' })]);
    expect(bmiAt(6.6, 18.1)).toEqual([expect.objectContaining({ category: 'obesity', cutoff: 18.1 })]);
    // Past 6 years on WS/T 586 there is no >P97 flag for BMI, however high.
    expect(codesOf(bmiAt(6.6, 30))).toEqual(['overweightObesity']);
    // Before 6 years, WS/T 423's P97 decides.
    expect(codesOf(bmiAt(5.9, 30))).toEqual(['aboveP97']);
  });

  it('judges BMI on WHO above P97 at any age (WHO 2007 from 5 years)', () => {
    const flags = followUpFlags(tables, {
      reference: 'who',
      sex: '男',
      visits: [{ ageDays: daysOfYears(8), heightCm: 128, weightKg: 40 }],
    });
    expect(flags).toContainEqual(
      expect.objectContaining({ code: 'aboveP97', indicator: 'bmiForAge', source: 'WHO 2007' }),
    );
  });
});

describe('pairs too close and heights that go down', () => {
  const w = tables.who2006.weightForAge.rows.female;
  const at = (day: number, z: number) => lmsValueAtZ(w[day] ?? { L: 1, M: 1, S: 1 }, z);
  const fall = (days: number) =>
    followUpFlags(tables, {
      reference: 'who',
      sex: '女',
      visits: [
        { ageDays: 300 - days, weightKg: at(300 - days, 0) },
        { ageDays: 300, weightKg: at(300, -1.5) },
      ],
    });

  it('compare two measurements for a crossing only when 3 months (90 days) apart', () => {
    expect(fall(89)).toEqual([]);
    expect(codesOf(fall(90))).toEqual(['crossedTwoLinesDown']);
  });

  it('worked example: a home 110.2 cm and a clinic 103 cm on one day make no crossing and no velocity, only a measurement to check', () => {
    // A girl of 5岁8月10天 (2080 days); a year earlier 109.8 cm and 16.0 kg.
    const visits = [
      { ageDays: 1715, heightCm: 109.8, weightKg: 16.0 },
      { ageDays: 2080, heightCm: 110.2, weightKg: 19.5 },
      { ageDays: 2080, heightCm: 103, weightKg: 16.5 },
    ];
    const flags = followUpFlags(tables, { ...china, sex: '女', visits });
    expect(codesOf(flags)).not.toContain('crossedTwoLinesDown');
    expect(codesOf(flags)).not.toContain('slowGrowth');
    // Nor does the BMI the fallen height makes (16.0 kg / 1.098 m² a year ago, 16.5 kg / 1.03 m² now) rise across lines.
    expect(codesOf(flags)).not.toContain('crossedTwoLinesUp');
    expect(codesOf(flags).sort()).toEqual(['belowP3', 'heightToCheck']);
    expect(flags).toContainEqual(
      expect.objectContaining({
        code: 'heightToCheck',
        sameDay: true,
        differenceCm: 7.2,
        earlierCm: 110.2,
        laterCm: 103,
      }),
    );
    // The same home weight three months before the clinic one would have been a real fall across lines.
    const spread = followUpFlags(tables, {
      ...china,
      sex: '女',
      visits: [visits[0], { ...visits[1], ageDays: 1990 }, visits[2]].flatMap((v) => (v ? [v] : [])),
    });
    expect(spread).toContainEqual(
      expect.objectContaining({ code: 'crossedTwoLinesDown', indicator: 'weightForAge' }),
    );
  });
});
