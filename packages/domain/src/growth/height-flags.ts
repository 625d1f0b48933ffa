import type { Sex } from '../baby-profile.ts';
import { ageInYears, expectedPosture, LENGTH_HEIGHT_DIFFERENCE_CM, type Posture } from './growth-age.ts';
import { growthVelocity, HEIGHT_MEASUREMENT_TOLERANCE_CM, heightFallBeyondError } from './velocity.ts';

/**
 * The two follow-up rules on a child's run of heights: growth too slow for age and puberty status, and a
 * height lower than an earlier one (a measurement to check, never growth).
 */

/** What the height rules read of a visit. */
export interface HeightVisit {
  /** Chronological age in days. */
  ageDays: number;
  heightCm?: number;
  posture?: Posture;
}

/** Tanner stage of breast (girls) or genital (boys) development; 1 is pre-pubertal. */
export type TannerStage = 1 | 2 | 3 | 4 | 5;

/** A doctor's recorded puberty status, at the child's age on the day it was assessed. */
export interface PubertyAssessment {
  ageDays: number;
  tannerStage: TannerStage;
}

export type SlowGrowthBand = 'under3' | 'prepubertal' | 'puberty' | 'pubertyUnknown';

/**
 * Height velocity (cm/year) below which growth is too slow, by 《矮身材儿童诊治指南》 (中华医学会儿科学分会
 * 内分泌遗传代谢学组, 中华儿科杂志 2008;46(6):428-430): under 3 years below 7, from 3 years to puberty below
 * 5, in puberty below 6. Where puberty is not recorded at an age it may have begun, the pre-pubertal 5
 * applies and the flag says the status is unknown (the guideline has no figure for unknown status).
 */
export const SLOW_GROWTH_THRESHOLDS: Readonly<Record<SlowGrowthBand, number>> = {
  under3: 7,
  prepubertal: 5,
  puberty: 6,
  pubertyUnknown: 5,
};
export const SLOW_GROWTH_SOURCE =
  '《矮身材儿童诊治指南》（中华医学会儿科学分会内分泌遗传代谢学组，中华儿科杂志 2008;46(6):428-430）';

/**
 * The ages from which puberty may have begun: the lower limits of normal onset in 《中枢性性早熟诊断与治疗
 * 专家共识（2022）》 (中华医学会儿科学分会内分泌遗传代谢学组, 中华儿科杂志 2023;61(1):16-22): breast
 * development before 7.5 years in a girl, testicular enlargement before 9 in a boy, is precocious. (The 2015
 * consensus said 8 for girls.) Below these ages an unrecorded child is pre-pubertal; from them the status
 * is unknown. Either way 5 cm/year applies: only the words of the flag differ.
 */
export const PUBERTY_POSSIBLE_FROM_YEARS: Readonly<Record<Sex, number>> = { 女: 7.5, 男: 9 };
export const PUBERTY_ONSET_SOURCE =
  '《中枢性性早熟诊断与治疗专家共识（2022）》（中华儿科杂志 2023;61(1):16-22）';

/** Velocity is judged over 6 to 18 months, as close to a year as the measurements allow. */
export const SLOW_GROWTH_MIN_INTERVAL_DAYS = 182;
export const SLOW_GROWTH_MAX_INTERVAL_DAYS = 548;

export interface SlowGrowthJudgement {
  band: SlowGrowthBand;
  /** The recorded stage the band rests on, null when it rests on age. */
  tannerStage: TannerStage | null;
}

/**
 * Which threshold a velocity between two ages is judged by, or null when none applies: a recorded Tanner
 * stage 5 by the later measurement means puberty is complete and growth is ending, so the guideline's
 * figure for the pubertal growth spurt no longer describes normal growth (short stature is still caught by
 * the P3 rule). A stage recorded by the later measurement decides; a stage 1 recorded from the middle of
 * the interval on says it was pre-pubertal; otherwise the age at the middle does.
 */
export const slowGrowthJudgement = (
  fromAgeDays: number,
  toAgeDays: number,
  sex: Sex,
  puberty: readonly PubertyAssessment[] = [],
): SlowGrowthJudgement | null => {
  const midAgeDays = (fromAgeDays + toAgeDays) / 2;
  if (ageInYears(midAgeDays) < 3) return { band: 'under3', tannerStage: null };
  const byEnd = puberty
    .filter((p) => p.ageDays <= toAgeDays)
    .reduce<PubertyAssessment | null>((last, p) => (!last || p.ageDays >= last.ageDays ? p : last), null);
  if (byEnd && byEnd.tannerStage === 5) return null;
  if (byEnd && byEnd.tannerStage >= 2) return { band: 'puberty', tannerStage: byEnd.tannerStage };
  if (puberty.some((p) => p.tannerStage === 1 && p.ageDays >= midAgeDays))
    return { band: 'prepubertal', tannerStage: 1 };
  if (ageInYears(midAgeDays) < PUBERTY_POSSIBLE_FROM_YEARS[sex])
    return { band: 'prepubertal', tannerStage: null };
  return { band: 'pubertyUnknown', tannerStage: null };
};

const BAND_WORDS: Readonly<Record<SlowGrowthBand, string>> = {
  under3: '3岁以下',
  prepubertal: '3岁至青春期前',
  puberty: '青春期',
  pubertyUnknown: '青春期状态未知',
};

export const slowGrowthRuleText = (band: SlowGrowthBand): string => {
  const threshold = SLOW_GROWTH_THRESHOLDS[band];
  const basis =
    band === 'pubertyUnknown'
      ? `已到可能进入青春期的年龄（女孩7.5岁、男孩9岁起，${PUBERTY_ONSET_SOURCE}）但未记录青春期分期，按青春期前的${threshold} cm判断；记录Tanner分期后按相应标准判断。`
      : `${BAND_WORDS[band]}身高年增长低于${threshold} cm。`;
  return `${basis}按6–18个月间隔折算为每年，依据${SLOW_GROWTH_SOURCE}。筛查规则，需医生判断。`;
};

export interface SlowGrowthFlag {
  code: 'slowGrowth';
  indicator: 'lengthHeightForAge';
  ageDays: number;
  fromAgeDays: number;
  cmPerYear: number;
  thresholdCmPerYear: number;
  band: SlowGrowthBand;
  tannerStage: TannerStage | null;
  rule: string;
}

/** A length taken lying counts as 0.7 cm more than the same child's standing height. */
export const standingHeight = (visit: HeightVisit): number | null => {
  if (visit.heightCm === undefined) return null;
  const posture = visit.posture ?? expectedPosture(visit.ageDays);
  return posture === 'lying' ? visit.heightCm - LENGTH_HEIGHT_DIFFERENCE_CM : visit.heightCm;
};

/** The last visit that measured a height (visits oldest first, as every rule here takes them): the height rules judge it. */
export const latestHeightVisit = <V extends HeightVisit>(visits: readonly V[]): V | null =>
  [...visits].reverse().find((v) => v.heightCm !== undefined) ?? null;

/**
 * Too slow: the velocity from the earlier height nearest to a year before the latest height (6 to 18
 * months before it) below the threshold for the age and puberty status. An earlier height above the
 * latest beyond measurement error is a measurement to check (heightToCheckFlag), so no velocity is made
 * from it.
 */
export const slowGrowthFlag = (
  visits: readonly HeightVisit[],
  sex: Sex,
  puberty: readonly PubertyAssessment[] = [],
): SlowGrowthFlag | null => {
  const latest = latestHeightVisit(visits);
  const latestHeight = latest ? standingHeight(latest) : null;
  if (!latest || latestHeight === null) return null;
  let best: { visit: HeightVisit; height: number } | null = null;
  for (const v of visits) {
    const height = standingHeight(v);
    const interval = latest.ageDays - v.ageDays;
    if (height === null || heightFallBeyondError(height, latestHeight) !== null) continue;
    if (interval < SLOW_GROWTH_MIN_INTERVAL_DAYS || interval > SLOW_GROWTH_MAX_INTERVAL_DAYS) continue;
    if (!best || Math.abs(interval - 365) < Math.abs(latest.ageDays - best.visit.ageDays - 365))
      best = { visit: v, height };
  }
  if (!best) return null;
  const velocity = growthVelocity(
    { ageDays: best.visit.ageDays, value: best.height },
    { ageDays: latest.ageDays, value: latestHeight },
  );
  if (!velocity.ok) return null;
  const judgement = slowGrowthJudgement(best.visit.ageDays, latest.ageDays, sex, puberty);
  if (!judgement) return null;
  const threshold = SLOW_GROWTH_THRESHOLDS[judgement.band];
  if (velocity.perYear >= threshold) return null;
  return {
    code: 'slowGrowth',
    indicator: 'lengthHeightForAge',
    ageDays: latest.ageDays,
    fromAgeDays: best.visit.ageDays,
    cmPerYear: velocity.perYear,
    thresholdCmPerYear: threshold,
    band: judgement.band,
    tannerStage: judgement.tannerStage,
    rule: slowGrowthRuleText(judgement.band),
  };
};

export interface HeightToCheckFlag {
  code: 'heightToCheck';
  indicator: 'lengthHeightForAge';
  ageDays: number;
  fromAgeDays: number;
  /** The two heights as measured (cm). */
  earlierCm: number;
  laterCm: number;
  /** How far apart they are as standing heights (cm, one decimal). */
  differenceCm: number;
  /** Both taken on the same day (their order then says nothing). */
  sameDay: boolean;
  rule: string;
}

export const HEIGHT_CHECK_SOURCE = 'WHO多中心生长参考研究测量规程（两名测量员最大允许差 7 mm）';
export const HEIGHT_CHECK_RULE = `身高比更早（或同一天）的一次测量低${HEIGHT_MEASUREMENT_TOLERANCE_CM} cm以上（卧位身长减${LENGTH_HEIGHT_DIFFERENCE_CM} cm折算为立位身高后比较）。超出测量误差，是需要核对的测量，不是生长；这对测量不计算生长速度，也不判断百分位跨越。误差界限取${HEIGHT_CHECK_SOURCE}。`;

/**
 * The latest height against every earlier one: lower than one taken earlier, or apart from one taken the
 * same day, by more than the measurement tolerance. The largest such difference is reported.
 */
export const heightToCheckFlag = (visits: readonly HeightVisit[]): HeightToCheckFlag | null => {
  const latest = latestHeightVisit(visits);
  const latestHeight = latest ? standingHeight(latest) : null;
  if (!latest || latestHeight === null || latest.heightCm === undefined) return null;
  let worst: HeightToCheckFlag | null = null;
  for (const v of visits) {
    const height = standingHeight(v);
    if (v === latest || height === null || v.heightCm === undefined || v.ageDays > latest.ageDays) continue;
    const sameDay = v.ageDays === latest.ageDays;
    const difference = sameDay
      ? heightFallBeyondError(Math.max(height, latestHeight), Math.min(height, latestHeight))
      : heightFallBeyondError(height, latestHeight);
    if (difference === null || (worst && worst.differenceCm >= difference)) continue;
    worst = {
      code: 'heightToCheck',
      indicator: 'lengthHeightForAge',
      ageDays: latest.ageDays,
      fromAgeDays: v.ageDays,
      earlierCm: v.heightCm,
      laterCm: latest.heightCm,
      differenceCm: difference,
      sameDay,
      rule: HEIGHT_CHECK_RULE,
    };
  }
  return worst;
};
