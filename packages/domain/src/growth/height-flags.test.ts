import { describe, expect, it } from 'vitest';
import { daysOfYears } from './growth-age.ts';
import {
  heightToCheckFlag,
  type PubertyAssessment,
  PUBERTY_POSSIBLE_FROM_YEARS,
  SLOW_GROWTH_THRESHOLDS,
  slowGrowthFlag,
  slowGrowthJudgement,
} from './height-flags.ts';
import { HEIGHT_MEASUREMENT_TOLERANCE_CM } from './velocity.ts';

/** Two standing heights a year (365.25 days) apart, so the velocity is the gain itself. */
const yearApart = (fromYears: number, gainCm: number, startCm = 100) => [
  { ageDays: daysOfYears(fromYears), heightCm: startCm, posture: 'standing' as const },
  { ageDays: daysOfYears(fromYears) + 365.25, heightCm: startCm + gainCm, posture: 'standing' as const },
];
const stage = (years: number, tannerStage: PubertyAssessment['tannerStage']): PubertyAssessment => ({
  ageDays: daysOfYears(years),
  tannerStage,
});

describe('slow growth thresholds (《矮身材儿童诊治指南》, 中华儿科杂志 2008)', () => {
  it('are 7 under 3 years, 5 from 3 to puberty, 6 in puberty, and the pre-pubertal 5 when status is unknown', () => {
    expect(SLOW_GROWTH_THRESHOLDS).toEqual({ under3: 7, prepubertal: 5, puberty: 6, pubertyUnknown: 5 });
    expect(PUBERTY_POSSIBLE_FROM_YEARS).toEqual({ 女: 7.5, 男: 9 });
  });

  it('flag just below each threshold, not at it or above (boundary cases by band)', () => {
    const codes = (
      visits: ReturnType<typeof yearApart>,
      sex: '男' | '女',
      puberty: PubertyAssessment[] = [],
    ) => slowGrowthFlag(visits, sex, puberty);
    // Under 3 (mid-age 2 years): 7 cm/year.
    expect(codes(yearApart(1.5, 6.99), '男')).toMatchObject({ band: 'under3', cmPerYear: 6.99 });
    expect(codes(yearApart(1.5, 7), '男')).toBeNull();
    expect(codes(yearApart(1.5, 7.01), '男')).toBeNull();
    // 3 years to puberty (mid-age 5.5): 5 cm/year.
    expect(codes(yearApart(5, 4.99), '男')).toMatchObject({ band: 'prepubertal', thresholdCmPerYear: 5 });
    expect(codes(yearApart(5, 5), '男')).toBeNull();
    expect(codes(yearApart(5, 5.01), '男')).toBeNull();
    // In puberty (Tanner 3 recorded at 11.8, mid-age 11.5): 6 cm/year.
    const inPuberty = [stage(11.8, 3)];
    expect(codes(yearApart(11, 5.99, 140), '女', inPuberty)).toMatchObject({
      band: 'puberty',
      tannerStage: 3,
    });
    expect(codes(yearApart(11, 6, 140), '女', inPuberty)).toBeNull();
    expect(codes(yearApart(11, 6.01, 140), '女', inPuberty)).toBeNull();
    // Status unknown (a boy of 11): the pre-pubertal 5 cm/year, and the flag says so.
    const unknown = codes(yearApart(10.5, 4.99, 140), '男');
    expect(unknown).toMatchObject({ band: 'pubertyUnknown', thresholdCmPerYear: 5, tannerStage: null });
    expect(unknown?.rule).toContain('未记录青春期分期');
    expect(codes(yearApart(10.5, 5, 140), '男')).toBeNull();
  });

  it('worked example: a 10.4-year-old girl growing 4.5 cm in a year is flagged (status unknown)', () => {
    const visits = yearApart(9.4, 4.5, 134);
    expect(slowGrowthFlag(visits, '女')).toMatchObject({
      code: 'slowGrowth',
      cmPerYear: 4.5,
      thresholdCmPerYear: 5,
      band: 'pubertyUnknown',
    });
    // Recorded pre-pubertal at 10.3 (after the middle of the interval): 5 cm/year, still flagged.
    expect(slowGrowthFlag(visits, '女', [stage(10.3, 1)])).toMatchObject({
      band: 'prepubertal',
      tannerStage: 1,
    });
    // Recorded in puberty (Tanner 2 at 10.0): 6 cm/year.
    expect(slowGrowthFlag(visits, '女', [stage(10, 2)])).toMatchObject({
      band: 'puberty',
      thresholdCmPerYear: 6,
    });
    // Tanner 5 (puberty complete, growth ending): no velocity rule applies.
    expect(slowGrowthFlag(visits, '女', [stage(10, 1), stage(10.4, 5)])).toBeNull();
  });
});

describe('which band a velocity is judged in', () => {
  const judge = (fromYears: number, toYears: number, sex: '男' | '女', puberty: PubertyAssessment[] = []) =>
    slowGrowthJudgement(daysOfYears(fromYears), daysOfYears(toYears), sex, puberty);

  it('by the middle of the interval: 3 years, and the ages puberty may begin (girls 7.5, boys 9)', () => {
    expect(judge(2.4, 3.6 - 0.01, '男')?.band).toBe('under3');
    expect(judge(2.5, 3.5, '男')?.band).toBe('prepubertal');
    expect(judge(7, 8 - 0.01, '女')).toEqual({ band: 'prepubertal', tannerStage: null });
    expect(judge(7, 8, '女')).toEqual({ band: 'pubertyUnknown', tannerStage: null });
    expect(judge(8.5, 9.5 - 0.01, '男')?.band).toBe('prepubertal');
    expect(judge(8.5, 9.5, '男')?.band).toBe('pubertyUnknown');
  });

  it('by a recorded stage: the last one by the later measurement, or a stage 1 from the middle on', () => {
    // Stage 2 recorded on the day of the later measurement counts; a day after, it does not.
    expect(judge(10, 11, '男', [stage(11, 2)])?.band).toBe('puberty');
    expect(judge(10, 11, '男', [{ ageDays: daysOfYears(11) + 1, tannerStage: 2 }])?.band).toBe(
      'pubertyUnknown',
    );
    // Stage 1 at the middle of the interval or later: pre-pubertal; before the middle: unknown.
    expect(judge(10, 11, '男', [stage(10.5, 1)])).toEqual({ band: 'prepubertal', tannerStage: 1 });
    expect(judge(10, 11, '男', [stage(10.49, 1)])?.band).toBe('pubertyUnknown');
    // A later record wins over an earlier one.
    expect(judge(12, 13, '女', [stage(11, 2), stage(12.9, 4)])).toEqual({ band: 'puberty', tannerStage: 4 });
    expect(judge(12, 13, '女', [stage(11, 2), stage(12.9, 5)])).toBeNull();
    // Under 3 the 7 cm/year band holds whatever is recorded.
    expect(judge(1, 2, '女', [stage(1.5, 2)])?.band).toBe('under3');
  });
});

describe('heights that go down', () => {
  const tolerance = HEIGHT_MEASUREMENT_TOLERANCE_CM;

  it('are a measurement to check beyond 0.7 cm, not within it', () => {
    expect(tolerance).toBe(0.7);
    const fall = (later: number) =>
      heightToCheckFlag([
        { ageDays: 2000, heightCm: 110 },
        { ageDays: 2100, heightCm: later },
      ]);
    expect(fall(109.4)).toBeNull();
    expect(fall(109.3)).toBeNull();
    expect(fall(109.2)).toMatchObject({ code: 'heightToCheck', differenceCm: 0.8, sameDay: false });
  });

  it('compare a lying length with a standing height as standing heights (length − 0.7 cm)', () => {
    const visits = (standing: number) => [
      { ageDays: 700, heightCm: 88, posture: 'lying' as const },
      { ageDays: 800, heightCm: standing, posture: 'standing' as const },
    ];
    expect(heightToCheckFlag(visits(86.6))).toBeNull();
    expect(heightToCheckFlag(visits(86.5))).toMatchObject({
      earlierCm: 88,
      laterCm: 86.5,
      differenceCm: 0.8,
    });
  });

  it('on the same day, in either order', () => {
    const sameDay = (first: number, second: number) =>
      heightToCheckFlag([
        { ageDays: 2080, heightCm: first },
        { ageDays: 2080, heightCm: second },
      ]);
    expect(sameDay(110.2, 110.9)).toBeNull();
    expect(sameDay(110.2, 111)).toMatchObject({ sameDay: true, differenceCm: 0.8 });
    expect(sameDay(110.2, 103)).toMatchObject({ sameDay: true, differenceCm: 7.2 });
    expect(sameDay(103, 110.2)).toMatchObject({ sameDay: true, differenceCm: 7.2 });
  });

  it('make no velocity: a fall beyond error is not slow growth, a fall within it is', () => {
    const visits = (later: number) => [
      { ageDays: daysOfYears(6), heightCm: 115 },
      { ageDays: daysOfYears(7), heightCm: later },
    ];
    expect(slowGrowthFlag(visits(114.2), '男')).toBeNull();
    expect(heightToCheckFlag(visits(114.2))).toMatchObject({ differenceCm: 0.8 });
    expect(slowGrowthFlag(visits(114.5), '男')).toMatchObject({ cmPerYear: -0.5 });
    expect(heightToCheckFlag(visits(114.5))).toBeNull();
  });

  it('are judged on the latest height even when a later visit measured only weight', () => {
    const visits = [
      { ageDays: daysOfYears(6), heightCm: 115 },
      { ageDays: daysOfYears(7), heightCm: 117 },
      { ageDays: daysOfYears(7) + 30 },
    ];
    expect(slowGrowthFlag(visits, '男')).toMatchObject({ cmPerYear: 2, ageDays: daysOfYears(7) });
  });
});
