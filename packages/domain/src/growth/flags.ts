import type { Sex } from '../baby-profile.ts';
import { assessVisit, bmiCutoffBandAt, type IndicatorResult, tableSex } from './assess.ts';
import { ageInYears, type Gestation, type Posture } from './growth-age.ts';
import {
  type HeightToCheckFlag,
  heightToCheckFlag,
  type PubertyAssessment,
  type SlowGrowthFlag,
  slowGrowthFlag,
  standingHeight,
} from './height-flags.ts';
import type { GrowthIndicator, GrowthReference, ReferenceSource } from './reference.ts';
import type { SdBand } from './sd-band.ts';
import type { GrowthTables } from './tables.ts';
import { heightFallBeyondError, MIN_VELOCITY_INTERVAL_DAYS } from './velocity.ts';

/** The indicators screened on the high side too: head circumference, weight-for-age and BMI. */
export type HighSideIndicator = 'weightForAge' | 'bmiForAge' | 'headCircumferenceForAge';
const isHighSide = (indicator: GrowthIndicator): indicator is HighSideIndicator =>
  indicator === 'weightForAge' || indicator === 'bmiForAge' || indicator === 'headCircumferenceForAge';

/**
 * Follow-up flags are data for a doctor's worklist in the console, never messages to a parent. Each
 * names the rule it applied and its source; all are screening rules, not diagnoses.
 */
export type FollowUpFlag =
  | {
      code: 'belowP3';
      indicator: GrowthIndicator;
      ageDays: number;
      source: ReferenceSource;
      z: number | null;
      sdBand: SdBand | null;
      rule: string;
    }
  | {
      code: 'aboveP97';
      indicator: HighSideIndicator;
      ageDays: number;
      source: ReferenceSource;
      z: number | null;
      sdBand: SdBand | null;
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
      code: 'crossedTwoLinesUp';
      indicator: HighSideIndicator;
      ageDays: number;
      fromAgeDays: number;
      /** How many of the major lines P3…P97 were crossed upwards. */
      linesCrossed: number;
      sources: ReferenceSource[];
      rule: string;
    }
  | {
      code: 'overweightObesity';
      indicator: 'bmiForAge';
      ageDays: number;
      bmi: number;
      category: 'overweight' | 'obesity';
      /** The cut-off reached (kg/m²) and the half-year band it belongs to. */
      cutoff: number;
      bandStartYears: number;
      source: typeof BMI_CUTOFF_SOURCE;
      rule: string;
    }
  | SlowGrowthFlag
  | HeightToCheckFlag;

export type FollowUpFlagCode = FollowUpFlag['code'];

/** Short labels for the console's list (clinical wording, for staff). */
export const FOLLOW_UP_FLAG_LABELS: Readonly<Record<FollowUpFlagCode, string>> = {
  belowP3: '低于P3',
  aboveP97: '高于P97',
  crossedTwoLinesDown: '向下跨越两条主百分位线',
  crossedTwoLinesUp: '向上跨越两条主百分位线',
  overweightObesity: 'BMI超重/肥胖',
  slowGrowth: '生长速度偏慢',
  heightToCheck: '身高测量待核对',
};

export const BELOW_P3_RULE =
  '测量值低于所用参考标准的第3百分位（P3）。标准差范围按WS/T 423-2022的标准差表（体重、身长/身高、头围），其他参考按z值。';
export const ABOVE_P97_RULE =
  '头围、体重或BMI高于所用参考标准的第97百分位（P97）。按中国标准时，6岁起BMI改按WS/T 586-2018的超重、肥胖界值判断。';

/**
 * Major lines: the seven of the chart and of WS/T 423's tables (P3, P10, P25, P50, P75, P90, P97),
 * 0.6–0.67 SD apart inside P3–P97, so crossing two is a change of about 1.2–1.3 SD. Chosen over WHO's
 * 0.67 SD bands because the Chinese tables print exactly these percentiles (no z beyond them) and the
 * chart draws them; NICE NG75 (faltering growth) uses the same "two centile spaces" idea. Two
 * measurements are compared only when at least 3 months apart (MIN_VELOCITY_INTERVAL_DAYS, the interval
 * the parents' page already asks of a velocity): closer, measurement error (a home and a clinic value of
 * one day) outweighs growth.
 */
export const CROSSING_RULE =
  '与至少3个月（90天）前的测量相比，向下跨越了两条或更多主百分位线（P3、P10、P25、P50、P75、P90、P97）。最近一次测量在出生后14天内时不作此判断（新生儿生理性体重下降）。';
export const CROSSING_UP_RULE =
  '与至少3个月（90天）前的测量相比，头围、体重或BMI向上跨越了两条或更多主百分位线（P3、P10、P25、P50、P75、P90、P97）。最近一次测量在出生后14天内时不作此判断。';
export const CROSSING_MIN_LINES = 2;
/** Newborns lose and regain weight in their first two weeks: a latest measurement in that window is not judged. */
export const CROSSING_MIN_AGE_DAYS = 14;

/** WS/T 586-2018 《学龄儿童青少年超重与肥胖筛查》: BMI cut-offs by sex and half-year of age, 6–18 years. */
export const BMI_CUTOFF_SOURCE = 'WS/T 586-2018';
export const OVERWEIGHT_RULE =
  'BMI达到WS/T 586-2018《学龄儿童青少年超重与肥胖筛查》中该性别、该半岁年龄组的超重（或肥胖）界值（6岁起，按中国参考标准）。';

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
  /** Puberty status recorded by doctors (decides the slow-growth threshold from the age puberty may begin). */
  puberty?: readonly PubertyAssessment[];
}

interface Scored {
  visit: FlagVisit;
  results: IndicatorResult[];
}

/** The results a visit is judged by: at the corrected age where it applies, else the chronological. */
const judgedResults = (tables: GrowthTables, input: FollowUpInput, visit: FlagVisit): IndicatorResult[] => {
  const { reference, sex, gestation } = input;
  const assessment = assessVisit(tables, { reference, sex, gestation: gestation ?? null, ...visit });
  const useCorrected = assessment.corrected !== null && (assessment.ages.correctedDays ?? -1) >= 0;
  return useCorrected && assessment.corrected ? assessment.corrected : assessment.chronological;
};

/** Outside P3–P97 on the latest visit: low for every indicator, high for head, weight and BMI. */
const positionFlag = (result: IndicatorResult, ageDays: number): FollowUpFlag | null => {
  const { score, source, indicator, sdBand } = result;
  if (!score || !source) return null;
  if (score.position === 'belowP3')
    return { code: 'belowP3', indicator, ageDays, source, z: score.z, sdBand, rule: BELOW_P3_RULE };
  // From 6 years on the Chinese reference, BMI is judged by WS/T 586's cut-offs instead.
  if (score.position !== 'aboveP97' || !isHighSide(indicator) || result.bmiCategory !== undefined)
    return null;
  return { code: 'aboveP97', indicator, ageDays, source, z: score.z, sdBand, rule: ABOVE_P97_RULE };
};

const overweightFlag = (
  tables: GrowthTables,
  sex: Sex,
  result: IndicatorResult,
  ageDays: number,
): FollowUpFlag | null => {
  const category = result.bmiCategory;
  if (category !== 'overweight' && category !== 'obesity') return null;
  const band = bmiCutoffBandAt(tables.bmiCutoffs[tableSex(sex)], ageInYears(result.ageDays));
  if (!band) return null;
  return {
    code: 'overweightObesity',
    indicator: 'bmiForAge',
    ageDays,
    bmi: Math.round(result.value * 10) / 10,
    category,
    cutoff: category === 'obesity' ? band.obesityFrom : band.overweightFrom,
    bandStartYears: band.bandStartYears,
    source: BMI_CUTOFF_SOURCE,
    rule: OVERWEIGHT_RULE,
  };
};

/** The indicators computed from the length/height, which a height to check makes suspect too. */
const FROM_HEIGHT: readonly GrowthIndicator[] = ['lengthHeightForAge', 'bmiForAge', 'weightForLengthHeight'];

/**
 * The earlier visits a crossing may be measured from: at least 3 months before the latest, and for the
 * indicators computed from height not one the latest height falls below beyond measurement error (that
 * pair is a measurement to check: a BMI that rises because the height fell is not growth either).
 */
const comparableEarlier = (scored: readonly Scored[], latest: FlagVisit, indicator: GrowthIndicator) => {
  const latestHeight = standingHeight(latest);
  return scored.filter(({ visit }) => {
    if (latest.ageDays - visit.ageDays < MIN_VELOCITY_INTERVAL_DAYS) return false;
    if (!FROM_HEIGHT.includes(indicator) || latestHeight === null) return true;
    const height = standingHeight(visit);
    return height === null || heightFallBeyondError(height, latestHeight) === null;
  });
};

/** The widest crossing of two or more major lines in one direction since a comparable earlier visit. */
const crossingFlag = (
  direction: 'down' | 'up',
  result: IndicatorResult,
  latest: FlagVisit,
  earlier: readonly Scored[],
): FollowUpFlag | null => {
  const { score, source, indicator } = result;
  if (!score || !source || latest.ageDays < CROSSING_MIN_AGE_DAYS) return null;
  if (direction === 'up' && !isHighSide(indicator)) return null;
  let worst: { fromAgeDays: number; lines: number; source: ReferenceSource } | null = null;
  for (const { visit, results } of earlier) {
    const before = results.find((r) => r.indicator === indicator);
    if (!before?.score || !before.source) continue;
    const change = score.linesAtOrBelow - before.score.linesAtOrBelow;
    const lines = direction === 'down' ? -change : change;
    if (lines >= CROSSING_MIN_LINES && (!worst || lines >= worst.lines)) {
      worst = { fromAgeDays: visit.ageDays, lines, source: before.source };
    }
  }
  if (!worst) return null;
  const common = {
    ageDays: latest.ageDays,
    fromAgeDays: worst.fromAgeDays,
    linesCrossed: worst.lines,
    sources: [...new Set([worst.source, source])],
  };
  if (direction === 'down') return { code: 'crossedTwoLinesDown', indicator, ...common, rule: CROSSING_RULE };
  return isHighSide(indicator)
    ? { code: 'crossedTwoLinesUp', indicator, ...common, rule: CROSSING_UP_RULE }
    : null;
};

/**
 * The follow-up flags of a child's latest visit: outside P3–P97 (below for any indicator, above for head
 * circumference, weight and BMI), BMI at WS/T 586's overweight or obesity cut-off (China, from 6 years),
 * two or more major lines crossed since a visit at least 3 months earlier (downwards for any indicator,
 * upwards for head, weight and BMI), height velocity too slow for age and puberty status, and a height
 * lower than an earlier one (a measurement to check).
 */
export const followUpFlags = (tables: GrowthTables, input: FollowUpInput): FollowUpFlag[] => {
  const visits = [...input.visits].sort((a, b) => a.ageDays - b.ageDays);
  const latest = visits[visits.length - 1];
  if (!latest) return [];
  const scored: Scored[] = visits.map((v) => ({ visit: v, results: judgedResults(tables, input, v) }));
  const latestResults = scored[scored.length - 1]?.results ?? [];
  const earlierScored = scored.slice(0, -1);
  const flags: FollowUpFlag[] = [];
  const add = (flag: FollowUpFlag | null) => {
    if (flag) flags.push(flag);
  };
  for (const result of latestResults) {
    add(positionFlag(result, latest.ageDays));
    add(overweightFlag(tables, input.sex, result, latest.ageDays));
    const earlier = comparableEarlier(earlierScored, latest, result.indicator);
    add(crossingFlag('down', result, latest, earlier));
    add(crossingFlag('up', result, latest, earlier));
  }
  add(slowGrowthFlag(visits, input.sex, input.puberty));
  add(heightToCheckFlag(visits));
  return flags;
};
