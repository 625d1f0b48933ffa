import type { Sex } from '../baby-profile.ts';
import { GENETIC_BAND_CM, geneticHeightCm } from '../genetic-height.ts';
import { tableSex } from './assess.ts';
import {
  assessmentAges,
  ageInYears,
  CORRECTED_AGE_UNTIL_DAYS,
  DAYS_PER_YEAR,
  daysOfYears,
  type Gestation,
  type Posture,
  standardisedLengthHeight,
} from './growth-age.ts';
import {
  type GrowthGap,
  type GrowthReference,
  type ReferencePoint,
  type ReferenceSource,
  referenceAtAge,
} from './reference.ts';
import { oneSdAt, scoreValue, valueAtZ } from './score.ts';
import type { BayleyPinneauGroup, BayleyPinneauRow, GrowthTables } from './tables.ts';

export interface GeneticTarget {
  /** (father + mother ± 13) / 2, one decimal (quality bar C3). */
  targetCm: number;
  lowCm: number;
  highCm: number;
  bandCm: number;
}

/** The genetic target height with its ±6.5 cm band. */
export const geneticTarget = (fatherCm: number, motherCm: number, sex: Sex): GeneticTarget => {
  const targetCm = geneticHeightCm(fatherCm, motherCm, sex);
  return {
    targetCm,
    lowCm: Math.round((targetCm - GENETIC_BAND_CM) * 10) / 10,
    highCm: Math.round((targetCm + GENETIC_BAND_CM) * 10) / 10,
    bandCm: GENETIC_BAND_CM,
  };
};

/** How a bone age was read. Bayley-Pinneau's table was built on Greulich-Pyle bone ages. */
export type BoneAgeMethod = 'GP' | 'TW3' | 'CHN05';

export interface BoneAge {
  years: number;
  method?: BoneAgeMethod;
  /** The chronological age in days on the day of the X-ray; default: the height's day. */
  readAtAgeDays?: number;
}

export type PredictionMethod = 'percentile' | 'bayleyPinneau';
export const PREDICTION_METHOD_NAMES: Readonly<Record<PredictionMethod, string>> = {
  percentile: '百分位延续法',
  bayleyPinneau: 'Bayley-Pinneau骨龄法',
};

export interface PredictionUncertainty {
  /** The band is prediction ± this many cm. */
  plusMinusCm: number;
  /** What the band is and where its width comes from. */
  basis: string;
  /** True when the width is a convention, not an error measured for this method in this population. */
  isConvention: boolean;
}

/** Said with every prediction: a calm statement, for parents and doctors alike. */
export const PREDICTION_CAVEAT = '预测成年身高只适用于健康儿童，是统计估计，不能代替医生的评估。';

export interface AdultHeightPrediction {
  method: PredictionMethod;
  methodName: string;
  predictedCm: number;
  uncertainty: PredictionUncertainty;
  /** Whether the height was placed at the bone age or at the (corrected) chronological age. */
  placedAt: 'boneAge' | 'chronologicalAge' | 'correctedAge';
  /** Percentile method: the z-score carried to adulthood and the tables used. */
  z?: number;
  sources?: ReferenceSource[];
  /** Bayley-Pinneau: the table group and the percentage of mature height reached. */
  bayleyPinneauGroup?: BayleyPinneauGroup;
  pctMatureHeight?: number;
  healthyChildrenOnly: true;
  caveat: string;
  notes: string[];
  gaps: GrowthGap[];
}

export interface PredictionUnavailable {
  method: PredictionMethod;
  reason: string;
}

export interface PredictionInput {
  reference: GrowthReference;
  sex: Sex;
  /** Chronological age on the day of the height, in days. */
  ageDays: number;
  heightCm: number;
  posture?: Posture;
  gestation?: Gestation | null;
  boneAge?: BoneAge | null;
}

export interface AdultHeightPredictions {
  predictions: AdultHeightPrediction[];
  unavailable: PredictionUnavailable[];
}

/**
 * Said with every Bayley-Pinneau prediction. The table (packages/growth-reference) was checked row by
 * row against the paper's printed "% of Mature Height" rows (Bayley & Pinneau, J Pediatr 1952;40:423,
 * Tables IIA–IIE and IIIA–IIIF, pp. 426–437); it is still 1950s American data on G-P bone ages.
 */
export const BAYLEY_PINNEAU_TABLE_NOTE =
  'Bayley-Pinneau表来自1952年美国儿童的研究（按G-P图谱骨龄），已与原文表格逐行核对；用于中国儿童时只作参考。';

/**
 * No adult height is predicted before this age (any method): under 3 years a child's height centile
 * still moves a lot (the catch-up and catch-down of the first two to three years), so a prediction
 * would read as more certain than it is. Bayley-Pinneau's tables start at bone age 6 anyway.
 */
export const PREDICTION_FROM_AGE_DAYS = 3 * DAYS_PER_YEAR;
export const TOO_YOUNG_FOR_PREDICTION = '3岁以下的身高变化大，成年身高预测不可靠，3岁后再看。';

/** A bone age counts for a height taken within this many days of the X-ray. */
export const BONE_AGE_MAX_DISTANCE_DAYS = 91;
/** Bayley-Pinneau groups: bone age at least this many years ahead (accelerated) or behind (retarded). */
export const BAYLEY_PINNEAU_GROUP_YEARS = 1;

/** The adult ages whose rows stand for adult height: WHO 2007's last row (19 y), WS/T 612's (18 y). */
const ADULT_AGE_YEARS: Readonly<Record<GrowthReference, number>> = { who: 19, china: 18 };

/**
 * Bayley-Pinneau's uncertainty: a convention. Validations of bone-age prediction methods in healthy
 * children put 95 % of errors within roughly ±6–8 cm before the end of puberty (Tanner et al. 1975 for
 * the TW methods, ±7 cm in boys of 4–12; Joss et al. 1992 for Bayley-Pinneau in tall children, ±8 cm),
 * i.e. an SD of about 3–4 cm. We show ±4 cm as about one SD.
 */
export const BAYLEY_PINNEAU_PLUS_MINUS_CM = 4;

const round1 = (v: number): number => Math.round(v * 10) / 10;

/** The bone age on the height's day, or why it cannot be used. */
const usableBoneAge = (input: PredictionInput): { years: number } | { reason: string } | null => {
  const boneAge = input.boneAge;
  if (!boneAge) return null;
  if (!(boneAge.years > 0) || !Number.isFinite(boneAge.years)) return { reason: '骨龄数值无效。' };
  const readAt = boneAge.readAtAgeDays ?? input.ageDays;
  if (Math.abs(readAt - input.ageDays) > BONE_AGE_MAX_DISTANCE_DAYS) {
    return { reason: '骨龄片与这次身高测量相隔超过3个月，未使用骨龄。' };
  }
  return { years: boneAge.years };
};

const adultPointFor = (tables: GrowthTables, reference: GrowthReference, sex: Sex): ReferencePoint | null =>
  referenceAtAge(
    tables,
    reference,
    'lengthHeightForAge',
    tableSex(sex),
    daysOfYears(ADULT_AGE_YEARS[reference]),
  ).point;

/** (a) The current height's z-score, at bone age or chronological age, carried to adult age on the reference. */
const byPercentile = (
  tables: GrowthTables,
  input: PredictionInput,
  boneAgeYears: number | null,
): AdultHeightPrediction | PredictionUnavailable => {
  const method: PredictionMethod = 'percentile';
  const ages = assessmentAges(input.ageDays, input.gestation);
  const placedAt =
    boneAgeYears !== null ? 'boneAge' : ages.correctedDays !== null ? 'correctedAge' : 'chronologicalAge';
  const adultYears = ADULT_AGE_YEARS[input.reference];
  const placeDays = Math.min(
    boneAgeYears !== null ? daysOfYears(boneAgeYears) : (ages.correctedDays ?? ages.chronologicalDays),
    daysOfYears(adultYears),
  );
  if (placeDays < 0) return { method, reason: '矫正年龄未满足月，暂不预测成年身高。' };
  const lookup = referenceAtAge(
    tables,
    input.reference,
    'lengthHeightForAge',
    tableSex(input.sex),
    placeDays,
  );
  const adult = adultPointFor(tables, input.reference, input.sex);
  if (!lookup.point || !adult) return { method, reason: '该年龄没有可用的身高参考。' };
  const heightUsed = standardisedLengthHeight(placeDays, input.heightCm, input.posture);
  const score = scoreValue(lookup.point, heightUsed);
  if (score.z === null) {
    return { method, reason: '身高在参考表的P3以下或P97以上，百分位表无法给出准确位置，请医生评估。' };
  }
  const predicted = valueAtZ(adult, score.z);
  const sd = oneSdAt(adult);
  if (predicted === null || sd === null) return { method, reason: '成年参考无法给出该百分位的身高。' };
  const notes: string[] = [];
  if (placeDays < CORRECTED_AGE_UNTIL_DAYS)
    notes.push('2岁以前身高百分位还会自然调整，此时的预测参考价值有限。');
  if (lookup.point.source !== adult.source) {
    notes.push(`当前位置取自${lookup.point.source}，成年身高取自${adult.source}，两者来自不同的调查人群。`);
  }
  return {
    method,
    methodName: PREDICTION_METHOD_NAMES[method],
    predictedCm: round1(predicted),
    uncertainty: {
      plusMinusCm: round1(sd),
      basis: `成年身高在${adult.source}中的1个标准差：孩子成年后所在百分位不确定时约68%的人落在此范围内。这是约定的范围，不是本方法实测的预测误差。`,
      isConvention: true,
    },
    placedAt,
    z: score.z,
    sources: [...new Set([lookup.point.source, adult.source])],
    healthyChildrenOnly: true,
    caveat: PREDICTION_CAVEAT,
    notes,
    gaps: lookup.gaps,
  };
};

/** Percentage of mature height at a bone age, linearly between the table's quarter-year rows. */
const pctAt = (rows: readonly BayleyPinneauRow[], boneAgeYears: number): number | null => {
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i];
    const next = rows[i + 1];
    if (!row) break;
    if (boneAgeYears === row.boneAgeYears) return row.pctMatureHeight;
    if (next && boneAgeYears > row.boneAgeYears && boneAgeYears < next.boneAgeYears) {
      const f = (boneAgeYears - row.boneAgeYears) / (next.boneAgeYears - row.boneAgeYears);
      return row.pctMatureHeight + f * (next.pctMatureHeight - row.pctMatureHeight);
    }
  }
  return null;
};

export const bayleyPinneauGroupOf = (
  boneAgeYears: number,
  chronologicalYears: number,
): BayleyPinneauGroup => {
  const ahead = boneAgeYears - chronologicalYears;
  if (ahead >= BAYLEY_PINNEAU_GROUP_YEARS) return 'accelerated';
  if (ahead <= -BAYLEY_PINNEAU_GROUP_YEARS) return 'retarded';
  return 'average';
};

const GROUP_NAMES: Readonly<Record<BayleyPinneauGroup, string>> = {
  average: '平均',
  accelerated: '提前',
  retarded: '落后',
};

/** (b) Bayley-Pinneau: height ÷ the share of mature height reached at this bone age. */
const byBayleyPinneau = (
  tables: GrowthTables,
  input: PredictionInput,
  boneAgeYears: number,
): AdultHeightPrediction | PredictionUnavailable => {
  const method: PredictionMethod = 'bayleyPinneau';
  const group = bayleyPinneauGroupOf(boneAgeYears, ageInYears(input.ageDays));
  const rows = tables.bayleyPinneau[tableSex(input.sex)][group];
  const pct = pctAt(rows, boneAgeYears);
  if (pct === null) {
    const first = rows[0]?.boneAgeYears ?? 0;
    const last = rows[rows.length - 1]?.boneAgeYears ?? 0;
    return {
      method,
      reason: `骨龄${boneAgeYears}岁不在Bayley-Pinneau表（骨龄${GROUP_NAMES[group]}组）的范围内（${first}–${last}岁）。`,
    };
  }
  const heightUsed = standardisedLengthHeight(input.ageDays, input.heightCm, input.posture ?? 'standing');
  const notes = [BAYLEY_PINNEAU_TABLE_NOTE];
  const boneMethod = input.boneAge?.method;
  if (boneMethod && boneMethod !== 'GP') notes.push('该表基于G-P图谱骨龄；用TW3或中华05骨龄时结果只是近似。');
  if (group !== 'average')
    notes.push(`骨龄比实际年龄${GROUP_NAMES[group]}1岁以上，按${GROUP_NAMES[group]}组表计算。`);
  return {
    method,
    methodName: PREDICTION_METHOD_NAMES[method],
    predictedCm: round1(heightUsed / (pct / 100)),
    uncertainty: {
      plusMinusCm: BAYLEY_PINNEAU_PLUS_MINUS_CM,
      basis:
        '约1个标准差。已发表的骨龄预测方法验证研究中，青春期结束前95%的误差约在±6–8 cm以内（标准差约3–4 cm），取4 cm为约定值，不是本表在本人群中实测的误差。',
      isConvention: true,
    },
    placedAt: 'boneAge',
    bayleyPinneauGroup: group,
    pctMatureHeight: Math.round(pct * 100) / 100,
    healthyChildrenOnly: true,
    caveat: PREDICTION_CAVEAT,
    notes,
    gaps: [],
  };
};

const isPrediction = (p: AdultHeightPrediction | PredictionUnavailable): p is AdultHeightPrediction =>
  'predictedCm' in p;

/**
 * Predicted adult height by every method the data allow: (a) the height percentile carried to adult
 * age (at the bone age when one exists, else at the corrected or chronological age) and (b)
 * Bayley-Pinneau when a bone age exists and its table covers it.
 */
export const predictAdultHeight = (tables: GrowthTables, input: PredictionInput): AdultHeightPredictions => {
  if (!(input.heightCm > 0) || !Number.isFinite(input.heightCm))
    throw new RangeError(`heightCm must be positive: ${input.heightCm}`);
  if (!Number.isFinite(input.ageDays) || input.ageDays < 0)
    throw new RangeError(`ageDays must be ≥ 0: ${input.ageDays}`);
  if (input.ageDays < PREDICTION_FROM_AGE_DAYS) {
    const reason = TOO_YOUNG_FOR_PREDICTION;
    return {
      predictions: [],
      unavailable: [
        { method: 'percentile', reason },
        { method: 'bayleyPinneau', reason },
      ],
    };
  }
  const predictions: AdultHeightPrediction[] = [];
  const unavailable: PredictionUnavailable[] = [];
  const add = (p: AdultHeightPrediction | PredictionUnavailable): void => {
    if (isPrediction(p)) predictions.push(p);
    else unavailable.push(p);
  };
  const bone = usableBoneAge(input);
  const boneYears = bone && 'years' in bone ? bone.years : null;
  add(byPercentile(tables, input, boneYears));
  if (boneYears !== null) add(byBayleyPinneau(tables, input, boneYears));
  else
    unavailable.push({
      method: 'bayleyPinneau',
      reason: bone && 'reason' in bone ? bone.reason : '没有骨龄，无法使用Bayley-Pinneau法。',
    });
  if (bone && 'reason' in bone) {
    for (const p of predictions) p.notes.push(bone.reason);
  }
  return { predictions, unavailable };
};

/** Bone age minus chronological age in years (positive: advanced). */
export const boneAgeAdvanceYears = (boneAgeYears: number, ageDays: number): number =>
  Math.round((boneAgeYears - ageDays / DAYS_PER_YEAR) * 100) / 100;
