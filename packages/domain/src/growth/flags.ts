import type { Sex } from '../baby-profile.ts';
import { assessVisit, type IndicatorResult } from './assess.ts';
import {
  ageInYears,
  expectedPosture,
  type Gestation,
  LENGTH_HEIGHT_DIFFERENCE_CM,
  type Posture,
} from './growth-age.ts';
import type { GrowthIndicator, GrowthReference, ReferenceSource } from './reference.ts';
import type { GrowthTables } from './tables.ts';
import { growthVelocity } from './velocity.ts';

/**
 * Follow-up flags are data for a doctor's worklist in the console, never messages to a parent. Each
 * names the rule it applied; all are screening rules, not diagnoses.
 */
export type FollowUpFlag =
  | {
      code: 'belowP3';
      indicator: GrowthIndicator;
      ageDays: number;
      source: ReferenceSource;
      z: number | null;
      rule: string;
    }
  | {
      code: 'crossedTwoLinesDown';
      indicator: GrowthIndicator;
      ageDays: number;
      fromAgeDays: number;
      /** How many of the major lines P3…P97 were crossed downwards. */
      linesCrossed: number;
      sources: ReferenceSource[];
      rule: string;
    }
  | {
      code: 'slowGrowth';
      indicator: 'lengthHeightForAge';
      ageDays: number;
      fromAgeDays: number;
      cmPerYear: number;
      thresholdCmPerYear: number;
      band: SlowGrowthBand;
      rule: string;
    };

export type FollowUpFlagCode = FollowUpFlag['code'];

/** Short labels for the console's list (clinical wording, for staff). */
export const FOLLOW_UP_FLAG_LABELS: Readonly<Record<FollowUpFlagCode, string>> = {
  belowP3: '低于P3',
  crossedTwoLinesDown: '向下跨越两条主百分位线',
  slowGrowth: '生长速度偏慢',
};

export const BELOW_P3_RULE = '测量值低于参考的第3百分位（P3）。';

/**
 * Major lines: the seven of the chart and of WS/T 423's tables (P3, P10, P25, P50, P75, P90, P97),
 * 0.6–0.67 SD apart inside P3–P97, so crossing two is a fall of about 1.2–1.3 SD. Chosen over WHO's
 * 0.67 SD bands because the Chinese tables print exactly these percentiles (no z beyond them) and the
 * chart draws them; NICE NG75 (faltering growth) uses the same "two centile spaces" idea.
 */
export const CROSSING_RULE =
  '与之前的测量相比，向下跨越了两条或更多主百分位线（P3、P10、P25、P50、P75、P90、P97）。最近一次测量在出生后14天内时不作此判断（新生儿生理性体重下降）。';
export const CROSSING_MIN_LINES = 2;
/** Newborns lose and regain weight in their first two weeks: a latest measurement in that window is not judged. */
export const CROSSING_MIN_AGE_DAYS = 14;

export type SlowGrowthBand = 'under3' | 'prepubertal' | 'puberty' | 'pubertyUnknown';

/**
 * Height velocity thresholds (cm/year) below which growth is "too slow" for a screening flag:
 * under 3 years 7, from 3 years to puberty 5, in puberty 6 (中华医学会儿科学分会内分泌遗传代谢学组
 * 《矮身材儿童诊治指南》, 中华儿科杂志 2008). When puberty is not recorded and the child is old enough to
 * have started it (girls from 7.5, boys from 9 years, the lower limits used for precocious puberty in
 * China), the pre-pubertal dip makes 5 cm/year too strict, so 4 cm/year, the lower limit of normal
 * pre-pubertal growth commonly quoted in paediatric endocrinology, is used.
 */
export const SLOW_GROWTH_THRESHOLDS: Readonly<Record<SlowGrowthBand, number>> = {
  under3: 7,
  prepubertal: 5,
  puberty: 6,
  pubertyUnknown: 4,
};
const PUBERTY_POSSIBLE_FROM_YEARS: Readonly<Record<Sex, number>> = { 女: 7.5, 男: 9 };

/** Velocity is judged over 6 to 18 months, as close to a year as the measurements allow. */
export const SLOW_GROWTH_MIN_INTERVAL_DAYS = 182;
export const SLOW_GROWTH_MAX_INTERVAL_DAYS = 548;

export const slowGrowthBand = (midAgeDays: number, sex: Sex, pubertyStarted?: boolean): SlowGrowthBand => {
  const years = ageInYears(midAgeDays);
  if (years < 3) return 'under3';
  if (pubertyStarted === true) return 'puberty';
  if (pubertyStarted === false || years < PUBERTY_POSSIBLE_FROM_YEARS[sex]) return 'prepubertal';
  return 'pubertyUnknown';
};

const slowGrowthRuleText = (band: SlowGrowthBand, threshold: number): string => {
  const when: Record<SlowGrowthBand, string> = {
    under3: '3岁以下',
    prepubertal: '3岁至青春期前',
    puberty: '青春期',
    pubertyUnknown: '青春期状态未记录',
  };
  return `${when[band]}身高年增长低于${threshold} cm（按6–18个月间隔折算为每年）。筛查规则，需医生判断。`;
};

export interface FlagVisit {
  /** Chronological age in days. */
  ageDays: number;
  heightCm?: number;
  posture?: Posture;
  weightKg?: number;
  headCircumferenceCm?: number;
}

export interface FollowUpInput {
  reference: GrowthReference;
  sex: Sex;
  gestation?: Gestation | null;
  visits: readonly FlagVisit[];
  /** Recorded puberty status, if any (refines the slow-growth threshold). */
  pubertyStarted?: boolean;
}

/** The results a visit is judged by: at the corrected age where it applies, else the chronological. */
const judgedResults = (tables: GrowthTables, input: FollowUpInput, visit: FlagVisit): IndicatorResult[] => {
  const { reference, sex, gestation } = input;
  const assessment = assessVisit(tables, { reference, sex, gestation: gestation ?? null, ...visit });
  const useCorrected = assessment.corrected !== null && (assessment.ages.correctedDays ?? -1) >= 0;
  return useCorrected && assessment.corrected ? assessment.corrected : assessment.chronological;
};

/** A length taken lying counts as 0.7 cm more than the same child's standing height. */
const standingHeight = (visit: FlagVisit): number | null => {
  if (visit.heightCm === undefined) return null;
  const posture = visit.posture ?? expectedPosture(visit.ageDays);
  return posture === 'lying' ? visit.heightCm - LENGTH_HEIGHT_DIFFERENCE_CM : visit.heightCm;
};

const slowGrowthFlag = (input: FollowUpInput, visits: readonly FlagVisit[]): FollowUpFlag | null => {
  const latest = visits[visits.length - 1];
  const latestHeight = latest ? standingHeight(latest) : null;
  if (!latest || latestHeight === null) return null;
  let best: FlagVisit | null = null;
  for (const v of visits) {
    const interval = latest.ageDays - v.ageDays;
    if (standingHeight(v) === null) continue;
    if (interval < SLOW_GROWTH_MIN_INTERVAL_DAYS || interval > SLOW_GROWTH_MAX_INTERVAL_DAYS) continue;
    if (!best || Math.abs(interval - 365) < Math.abs(latest.ageDays - best.ageDays - 365)) best = v;
  }
  const earlierHeight = best ? standingHeight(best) : null;
  if (!best || earlierHeight === null) return null;
  const velocity = growthVelocity(
    { ageDays: best.ageDays, value: earlierHeight },
    { ageDays: latest.ageDays, value: latestHeight },
  );
  if (!velocity.ok) return null;
  const band = slowGrowthBand(velocity.midAgeDays, input.sex, input.pubertyStarted);
  const threshold = SLOW_GROWTH_THRESHOLDS[band];
  if (velocity.perYear >= threshold) return null;
  return {
    code: 'slowGrowth',
    indicator: 'lengthHeightForAge',
    ageDays: latest.ageDays,
    fromAgeDays: best.ageDays,
    cmPerYear: velocity.perYear,
    thresholdCmPerYear: threshold,
    band,
    rule: slowGrowthRuleText(band, threshold),
  };
};

/**
 * The follow-up flags of a child's latest visit: below P3 (any indicator), two or more major lines
 * crossed downwards since an earlier visit (any indicator), and height velocity too slow for age.
 */
export const followUpFlags = (tables: GrowthTables, input: FollowUpInput): FollowUpFlag[] => {
  const visits = [...input.visits].sort((a, b) => a.ageDays - b.ageDays);
  const latest = visits[visits.length - 1];
  if (!latest) return [];
  const scored = visits.map((v) => ({ visit: v, results: judgedResults(tables, input, v) }));
  const latestResults = scored[scored.length - 1]?.results ?? [];
  const flags: FollowUpFlag[] = [];
  for (const result of latestResults) {
    if (!result.score || !result.source) continue;
    if (result.score.position === 'belowP3') {
      flags.push({
        code: 'belowP3',
        indicator: result.indicator,
        ageDays: latest.ageDays,
        source: result.source,
        z: result.score.z,
        rule: BELOW_P3_RULE,
      });
    }
    if (latest.ageDays < CROSSING_MIN_AGE_DAYS) continue;
    let worst: { fromAgeDays: number; lines: number; source: ReferenceSource } | null = null;
    for (const { visit, results } of scored.slice(0, -1)) {
      const earlier = results.find((r) => r.indicator === result.indicator);
      if (!earlier?.score || !earlier.source) continue;
      const lines = earlier.score.linesAtOrBelow - result.score.linesAtOrBelow;
      if (lines >= CROSSING_MIN_LINES && (!worst || lines >= worst.lines)) {
        worst = { fromAgeDays: visit.ageDays, lines, source: earlier.source };
      }
    }
    if (worst) {
      flags.push({
        code: 'crossedTwoLinesDown',
        indicator: result.indicator,
        ageDays: latest.ageDays,
        fromAgeDays: worst.fromAgeDays,
        linesCrossed: worst.lines,
        sources: [...new Set([worst.source, result.source])],
        rule: CROSSING_RULE,
      });
    }
  }
  const slow = slowGrowthFlag(input, visits);
  if (slow) flags.push(slow);
  return flags;
};
