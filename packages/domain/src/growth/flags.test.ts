import { describe, expect, it } from 'vitest';
import { readGrowthTables } from '../../../growth-reference/src/load.ts';
import { followUpFlags } from './flags.ts';
import { daysOfYears } from './growth-age.ts';
import { lmsValueAtZ } from './lms.ts';
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
