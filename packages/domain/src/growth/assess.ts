import type { Sex } from '../baby-profile.ts';
import {
  type AssessmentAges,
  assessmentAges,
  ageInYears,
  type Gestation,
  type Posture,
  standardisedLengthHeight,
} from './growth-age.ts';
import {
  type AgeIndicator,
  AGE_INDICATORS,
  type GrowthGap,
  type GrowthIndicator,
  type GrowthReference,
  type ReferenceLookup,
  type ReferencePoint,
  type ReferenceSource,
  referenceAtAge,
  referenceAtLength,
} from './reference.ts';
import { type Score, scoreValue } from './score.ts';
import { type SdBand, sdBandOfLines, sdBandOfZ, wst423SdLinesAt } from './sd-band.ts';
import type { BmiCutoffRow, GrowthTables, TableSex } from './tables.ts';

export const tableSex = (sex: Sex): TableSex => (sex === '男' ? 'male' : 'female');

/** WS/T 612-2018's five height grades, by the child's place against −2, −1, +1 and +2 SD. */
export type HeightGrade = 'lower' | 'lowerMiddle' | 'middle' | 'upperMiddle' | 'upper';
export const HEIGHT_GRADE_NAMES: Readonly<Record<HeightGrade, string>> = {
  lower: '下等',
  lowerMiddle: '中下等',
  middle: '中等',
  upperMiddle: '中上等',
  upper: '上等',
};

/** WS/T 586-2018 (overweight, obesity) and WS/T 456-2014 (thinness) classes, 6–18 years. */
export type BmiCategory = 'thinnessModerateSevere' | 'thinnessMild' | 'normal' | 'overweight' | 'obesity';
export const BMI_CATEGORY_NAMES: Readonly<Record<BmiCategory, string>> = {
  thinnessModerateSevere: '中重度消瘦',
  thinnessMild: '轻度消瘦',
  normal: '正常',
  overweight: '超重',
  obesity: '肥胖',
};

export interface IndicatorResult {
  indicator: GrowthIndicator;
  reference: GrowthReference;
  /** The age the result is for (chronological or corrected), in days. */
  ageDays: number;
  /** As measured (BMI: as computed). */
  value: number;
  /** As compared: a length/height moved by ±0.7 cm when taken in the other posture than the age expects. */
  valueUsed: number;
  /** The table used, null when none covers this point. */
  source: ReferenceSource | null;
  score: Score | null;
  /**
   * The SD band (−3…+3 SD): from WS/T 423's own SD tables for its weight, length/height and head
   * circumference, else from the z-score; null when neither exists (WS/T 423's BMI and
   * weight-for-length/height beyond P3 or P97, which print percentiles only).
   */
  sdBand: SdBand | null;
  /** WS/T 612's grade (China, height, 7–18 years). */
  heightGrade?: HeightGrade;
  /** WS/T 586/456 class (China, BMI, from 6 years). */
  bmiCategory?: BmiCategory;
  /** Fallbacks and missing references the report must state. */
  gaps: GrowthGap[];
}

export interface MeasurementInput {
  reference: GrowthReference;
  sex: Sex;
  ageDays: number;
  indicator: GrowthIndicator;
  /** cm for length/height and head circumference, kg for weight and weight-for-length/height, kg/m² for BMI. */
  value: number;
  /** The length/height of weight-for-length/height, in cm. */
  lengthHeightCm?: number;
  /** How the length/height was taken (lengthHeightForAge, weightForLengthHeight); default: as the age expects. */
  posture?: Posture;
}

const requirePositive = (what: string, v: number | undefined): number => {
  if (v === undefined || !Number.isFinite(v) || v <= 0)
    throw new RangeError(`${what} must be a positive number: ${v}`);
  return v;
};

const heightGradeOf = (columns: readonly number[], cm: number): HeightGrade => {
  const [neg2 = 0, neg1 = 0, , pos1 = 0, pos2 = 0] = columns;
  if (cm < neg2) return 'lower';
  if (cm < neg1) return 'lowerMiddle';
  if (cm < pos1) return 'middle';
  if (cm < pos2) return 'upperMiddle';
  return 'upper';
};

/** WS/T 586/456's class for a BMI at an age, or null before 6 years. The bands are used as printed. */
/** WS/T 586/456's half-year band an age falls in, or null before 6 years. */
export const bmiCutoffBandAt = (rows: readonly BmiCutoffRow[], ageYears: number): BmiCutoffRow | null =>
  [...rows].reverse().find((r) => r.bandStartYears <= ageYears) ?? null;

export const bmiCategoryOf = (
  rows: readonly BmiCutoffRow[],
  ageYears: number,
  bmi: number,
): BmiCategory | null => {
  const band = bmiCutoffBandAt(rows, ageYears);
  if (!band) return null;
  if (bmi >= band.obesityFrom) return 'obesity';
  if (bmi >= band.overweightFrom) return 'overweight';
  // WS/T 456 ends with its 17.5-year band; the 18.0 row has no thinness values, so the last band holds.
  const thinness = [...rows].reverse().find((r) => r.bandStartYears <= ageYears && r.thinnessMildTo !== null);
  if (thinness?.thinnessModerateSevereTo != null && bmi <= thinness.thinnessModerateSevereTo)
    return 'thinnessModerateSevere';
  if (thinness?.thinnessMildTo != null && bmi <= thinness.thinnessMildTo) return 'thinnessMild';
  return 'normal';
};

const sdBandOf = (
  tables: GrowthTables,
  sex: TableSex,
  base: Pick<IndicatorResult, 'indicator' | 'ageDays' | 'valueUsed'>,
  point: ReferencePoint | null,
  score: Score | null,
): SdBand | null => {
  if (point?.source === 'WS/T 423-2022') {
    const lines = wst423SdLinesAt(tables, base.indicator, sex, base.ageDays);
    if (lines) return sdBandOfLines(lines, base.valueUsed);
  }
  return score?.z == null ? null : sdBandOfZ(score.z);
};

const resultFrom = (
  tables: GrowthTables,
  sex: TableSex,
  base: Omit<IndicatorResult, 'source' | 'score' | 'sdBand' | 'gaps'>,
  lookup: ReferenceLookup,
): IndicatorResult => {
  const point: ReferencePoint | null = lookup.point;
  const score = point ? scoreValue(point, base.valueUsed) : null;
  const result: IndicatorResult = {
    ...base,
    source: point?.source ?? null,
    score,
    sdBand: sdBandOf(tables, sex, base, point, score),
    gaps: lookup.gaps,
  };
  if (point?.model === 'sdGrades') result.heightGrade = heightGradeOf(point.columns, base.valueUsed);
  return result;
};

/** Scores one measurement on the chosen reference. */
export const assessMeasurement = (tables: GrowthTables, input: MeasurementInput): IndicatorResult => {
  const { reference, indicator, ageDays } = input;
  const sex = tableSex(input.sex);
  const value = requirePositive('value', input.value);
  if (!Number.isFinite(ageDays)) throw new RangeError(`ageDays must be a number: ${ageDays}`);
  const base = { indicator, reference, ageDays, value };
  if (indicator === 'weightForLengthHeight') {
    const cm = standardisedLengthHeight(
      ageDays,
      requirePositive('lengthHeightCm', input.lengthHeightCm),
      input.posture,
    );
    return resultFrom(
      tables,
      sex,
      { ...base, valueUsed: value },
      referenceAtLength(tables, reference, sex, ageDays, cm),
    );
  }
  const valueUsed =
    indicator === 'lengthHeightForAge' ? standardisedLengthHeight(ageDays, value, input.posture) : value;
  const result = resultFrom(
    tables,
    sex,
    { ...base, valueUsed },
    referenceAtAge(tables, reference, indicator, sex, ageDays),
  );
  if (indicator === 'bmiForAge' && reference === 'china') {
    const category = bmiCategoryOf(tables.bmiCutoffs[sex], ageInYears(ageDays), value);
    if (category) result.bmiCategory = category;
  }
  return result;
};

/** BMI in kg/m² from weight and a length/height in cm. */
export const bmiOf = (weightKg: number, lengthHeightCm: number): number =>
  weightKg / (lengthHeightCm / 100) ** 2;

export interface VisitInput {
  reference: GrowthReference;
  sex: Sex;
  /** Chronological age on the measurement day, in days. */
  ageDays: number;
  gestation?: Gestation | null;
  heightCm?: number;
  posture?: Posture;
  weightKg?: number;
  headCircumferenceCm?: number;
}

export interface VisitAssessment {
  ages: AssessmentAges;
  chronological: IndicatorResult[];
  /** The same indicators at the corrected age (born before 37 weeks, under 2 years), else null. */
  corrected: IndicatorResult[] | null;
}

const indicatorsAt = (tables: GrowthTables, input: VisitInput, ageDays: number): IndicatorResult[] => {
  const { reference, sex, heightCm, weightKg, headCircumferenceCm, posture } = input;
  const common = { reference, sex, ageDays };
  const results: IndicatorResult[] = [];
  const wanted: Record<AgeIndicator, number | undefined> = {
    lengthHeightForAge: heightCm,
    weightForAge: weightKg,
    // BMI from the standardised length/height, as anthro computes it.
    bmiForAge:
      heightCm !== undefined && weightKg !== undefined
        ? bmiOf(weightKg, standardisedLengthHeight(ageDays, heightCm, posture))
        : undefined,
    headCircumferenceForAge: headCircumferenceCm,
  };
  for (const indicator of AGE_INDICATORS) {
    const value = wanted[indicator];
    if (value === undefined) continue;
    results.push(assessMeasurement(tables, { ...common, indicator, value, ...(posture ? { posture } : {}) }));
  }
  if (heightCm !== undefined && weightKg !== undefined) {
    results.push(
      assessMeasurement(tables, {
        ...common,
        indicator: 'weightForLengthHeight',
        value: weightKg,
        lengthHeightCm: heightCm,
        ...(posture ? { posture } : {}),
      }),
    );
  }
  return results;
};

/**
 * Every indicator a visit's measurements allow (length/height, weight, BMI, head circumference,
 * weight-for-length/height), at the chronological age and, for a baby born before 37 weeks and under
 * 2 years, at the corrected age too.
 */
export const assessVisit = (tables: GrowthTables, input: VisitInput): VisitAssessment => {
  const ages = assessmentAges(input.ageDays, input.gestation);
  return {
    ages,
    chronological: indicatorsAt(tables, input, ages.chronologicalDays),
    corrected: ages.correctedDays === null ? null : indicatorsAt(tables, input, ages.correctedDays),
  };
};
