import { describe, expect, it } from 'vitest';
import { readGrowthTables } from '../../../growth-reference/src/load.ts';
import { followUpFlags } from './flags.ts';
import { daysOfMonths, daysOfYears } from './growth-age.ts';
import { lmsValueAtZ } from './lms.ts';
import { referenceAtAge, type AgeIndicator } from './reference.ts';
import { valueAtCentile } from './score.ts';
import type { Centile } from './tables.ts';
import { growthVelocity, MIN_VELOCITY_INTERVAL_DAYS } from './velocity.ts';

const tables = readGrowthTables();

describe('growth velocity', () => {
  it('annualises: 3 cm in 182 days is 3 / (182 / 365.25) = 6.02 cm/year', () => {
    expect(growthVelocity({ ageDays: 1000, value: 100 }, { ageDays: 1182, value: 103 })).toEqual({
      ok: true,
      perYear: 6.02,
      intervalDays: 182,
      midAgeDays: 1091,
    });
  });

  it('refuses intervals under 3 months (90 days) and a later measurement that is not later', () => {
    expect(MIN_VELOCITY_INTERVAL_DAYS).toBe(90);
    expect(growthVelocity({ ageDays: 0, value: 50 }, { ageDays: 89, value: 60 })).toEqual({
      ok: false,
      reason: 'intervalTooShort',
      intervalDays: 89,
    });
    expect(growthVelocity({ ageDays: 0, value: 50 }, { ageDays: 90, value: 60 }).ok).toBe(true);
    expect(growthVelocity({ ageDays: 100, value: 50 }, { ageDays: 100, value: 60 })).toMatchObject({
      ok: false,
      reason: 'notLater',
    });
  });
});

describe('follow-up flags', () => {
  const who = { reference: 'who' as const };

  it('flags a height below P3 (and not one above it)', () => {
    // WHO boys at 1096 days: median about 96 cm; 88 cm is about −2.2 SD.
    const low = followUpFlags(tables, { ...who, sex: '男', visits: [{ ageDays: 1096, heightCm: 88 }] });
    expect(low).toEqual([
      expect.objectContaining({ code: 'belowP3', indicator: 'lengthHeightForAge', source: 'WHO 2006' }),
    ]);
    expect(followUpFlags(tables, { ...who, sex: '男', visits: [{ ageDays: 1096, heightCm: 96 }] })).toEqual(
      [],
    );
  });

  it('flags a fall across two or more major lines, not across one', () => {
    const w = tables.who2006.weightForAge.rows.female;
    const at = (day: number, z: number) => lmsValueAtZ(w[day] ?? { L: 1, M: 1, S: 1 }, z);
    // P50 at 183 days, then z −1.5 (between P3 and P10) at 365 days: P50, P25 and P10 crossed.
    const fell = followUpFlags(tables, {
      ...who,
      sex: '女',
      visits: [
        { ageDays: 183, weightKg: at(183, 0) },
        { ageDays: 365, weightKg: at(365, -1.5) },
      ],
    });
    expect(fell).toEqual([
      expect.objectContaining({
        code: 'crossedTwoLinesDown',
        indicator: 'weightForAge',
        fromAgeDays: 183,
        linesCrossed: 3,
      }),
    ]);
    // P50 to z −0.52 (about P30): only P50 crossed.
    const slipped = followUpFlags(tables, {
      ...who,
      sex: '女',
      visits: [
        { ageDays: 183, weightKg: at(183, 0) },
        { ageDays: 365, weightKg: at(365, -0.52) },
      ],
    });
    expect(slipped).toEqual([]);
  });

  it('does not judge crossing in the first 14 days (newborn weight loss)', () => {
    const w = tables.who2006.weightForAge.rows.male;
    const flags = followUpFlags(tables, {
      ...who,
      sex: '男',
      visits: [
        { ageDays: 0, weightKg: lmsValueAtZ(w[0] ?? { L: 1, M: 1, S: 1 }, 1) },
        { ageDays: 5, weightKg: lmsValueAtZ(w[5] ?? { L: 1, M: 1, S: 1 }, -0.9) },
      ],
    });
    expect(flags.filter((f) => f.code === 'crossedTwoLinesDown')).toEqual([]);
  });

  it('flags slow growth from 3 years to puberty under 5 cm/year', () => {
    // 105 → 108.5 cm over 365 days: 3.5 cm/year at a mid-age of 5.5 years.
    const slow = followUpFlags(tables, {
      ...who,
      sex: '男',
      visits: [
        { ageDays: daysOfYears(5), heightCm: 105 },
        { ageDays: daysOfYears(5) + 365, heightCm: 108.5 },
      ],
    });
    expect(slow).toEqual([
      expect.objectContaining({
        code: 'slowGrowth',
        cmPerYear: 3.5,
        thresholdCmPerYear: 5,
        band: 'prepubertal',
      }),
    ]);
    const fine = followUpFlags(tables, {
      ...who,
      sex: '男',
      visits: [
        { ageDays: daysOfYears(5), heightCm: 105 },
        { ageDays: daysOfYears(5) + 365, heightCm: 111 },
      ],
    });
    expect(fine).toEqual([]);
  });

  it('under 3 years uses 7 cm/year and compares a lying length with a standing height fairly', () => {
    // 82 cm lying at 1.5 years is 81.3 cm standing; 88 cm standing a year later: 6.7 cm/year.
    const flags = followUpFlags(tables, {
      ...who,
      sex: '女',
      visits: [
        { ageDays: 548, heightCm: 82, posture: 'lying' },
        { ageDays: 913, heightCm: 88, posture: 'standing' },
      ],
    });
    expect(flags).toContainEqual(
      expect.objectContaining({ code: 'slowGrowth', band: 'under3', cmPerYear: 6.7, thresholdCmPerYear: 7 }),
    );
  });

  it('needs 6 to 18 months between heights to judge velocity', () => {
    const flags = followUpFlags(tables, {
      ...who,
      sex: '男',
      visits: [
        { ageDays: daysOfYears(6), heightCm: 115 },
        { ageDays: daysOfYears(6) + 150, heightCm: 115.5 },
      ],
    });
    expect(flags.filter((f) => f.code === 'slowGrowth')).toEqual([]);
  });

  it('judges an unrecorded 10-year-old boy at the pre-pubertal 5 cm/year (the uncited 4 cm/year rule is gone)', () => {
    const visits = (cm: number) => [
      { ageDays: daysOfYears(10), heightCm: 138 },
      { ageDays: daysOfYears(10) + 365, heightCm: 138 + cm },
    ];
    expect(followUpFlags(tables, { ...who, sex: '男', visits: visits(4.5) })).toContainEqual(
      expect.objectContaining({ code: 'slowGrowth', band: 'pubertyUnknown', thresholdCmPerYear: 5 }),
    );
    expect(followUpFlags(tables, { ...who, sex: '男', visits: visits(5.5) })).toEqual([]);
    // Recorded in puberty (Tanner 3): 5.5 cm/year is below 6.
    expect(
      followUpFlags(tables, {
        ...who,
        sex: '男',
        visits: visits(5.5),
        puberty: [{ ageDays: daysOfYears(10.9), tannerStage: 3 }],
      }),
    ).toContainEqual(expect.objectContaining({ code: 'slowGrowth', band: 'puberty', tannerStage: 3 }));
  });

  it('judges a baby born early at the corrected age', () => {
    // Born at 30 weeks, 120 days old (corrected 50 days): 4.4 kg is near the median at 50 days, far below it at 120.
    const flags = followUpFlags(tables, {
      ...who,
      sex: '男',
      gestation: { weeks: 30 },
      visits: [{ ageDays: 120, weightKg: 4.4 }],
    });
    expect(flags).toEqual([]);
    const uncorrected = followUpFlags(tables, {
      ...who,
      sex: '男',
      visits: [{ ageDays: 120, weightKg: 4.4 }],
    });
    expect(uncorrected).toContainEqual(expect.objectContaining({ code: 'belowP3' }));
  });
});

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
