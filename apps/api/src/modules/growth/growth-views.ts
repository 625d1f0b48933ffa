import { BONE_AGE_METHOD_NAMES, type GrowthType } from '@sprout/contract';
import {
  type AgeIndicator,
  ageLabelOfDays,
  ageOn,
  assessVisit,
  BMI_CATEGORY_NAMES,
  boneAgeAdvanceYears,
  type FlagVisit,
  formatPercentile,
  type Gestation,
  type GrowthReference,
  type GrowthTables,
  HEIGHT_GRADE_NAMES,
  INDICATOR_NAMES,
  type IndicatorResult,
  type Score,
  SD_BAND_TEXT,
  slotOfAge,
  type VisitAssessment,
} from '@sprout/domain';
import type { BabyRow, GrowthBoneAgeRow, GrowthMeasurementRow } from '../../db/schema.ts';
import { type CountedMeasurement, indicatorValue, PENDING_REVIEW_LABEL } from './measurement-review.ts';

/** Stored rows → what the app sees: cm with one decimal, kg, engine results with rounded scores. */

/** The baby fields growth reads (the babies module answers whole rows). */
export type GrowthBaby = Pick<
  BabyRow,
  | 'id'
  | 'user_id'
  | 'name'
  | 'sex'
  | 'birthday'
  | 'gestational_weeks'
  | 'dad_height_mm'
  | 'mom_height_mm'
  | 'pid'
>;

export const INDICATOR_OF_TYPE: Readonly<Record<GrowthType, AgeIndicator>> = {
  height: 'lengthHeightForAge',
  weight: 'weightForAge',
  bmi: 'bmiForAge',
  head: 'headCircumferenceForAge',
};
export const UNIT_OF_TYPE: Readonly<Record<GrowthType, string>> = {
  height: 'cm',
  weight: 'kg',
  bmi: 'kg/m²',
  head: 'cm',
};

const round = (v: number, places: number): number => {
  const f = 10 ** places;
  return Math.round(v * f) / f;
};

export const gestationOf = (baby: Pick<GrowthBaby, 'gestational_weeks'>): Gestation | null =>
  baby.gestational_weeks === null ? null : { weeks: baby.gestational_weeks };

export const scoreView = (score: Score) => ({
  percentile: score.percentile === null ? null : round(score.percentile, 1),
  percentileText: formatPercentile(score),
  z: score.z === null ? null : round(score.z, 2),
  position: score.position,
});

export const resultView = (r: IndicatorResult) => ({
  indicator: r.indicator,
  indicatorName: INDICATOR_NAMES[r.indicator],
  value: round(r.value, 2),
  ageDays: r.ageDays,
  source: r.source,
  score: r.score ? scoreView(r.score) : null,
  sdBand: r.sdBand ? { code: r.sdBand, text: SD_BAND_TEXT[r.sdBand] } : null,
  heightGrade: r.heightGrade ? { code: r.heightGrade, name: HEIGHT_GRADE_NAMES[r.heightGrade] } : null,
  bmiCategory: r.bmiCategory ? { code: r.bmiCategory, name: BMI_CATEGORY_NAMES[r.bmiCategory] } : null,
  gaps: r.gaps.map((g) => ({ code: g.code, message: g.message })),
});

/** A stored measurement as the engine's visit values. */
export const visitValues = (m: GrowthMeasurementRow) => ({
  ...(m.height_mm === null ? {} : { heightCm: m.height_mm / 10 }),
  ...(m.posture === null ? {} : { posture: m.posture }),
  ...(m.weight_g === null ? {} : { weightKg: m.weight_g / 1000 }),
  ...(m.head_mm === null ? {} : { headCircumferenceCm: m.head_mm / 10 }),
});

type VisitValues = ReturnType<typeof visitValues>;

/** The visit values an indicator of the curve is computed from (BMI from height, posture and weight). */
const valuesFor = (type: GrowthType, v: VisitValues): VisitValues => {
  const { heightCm, posture, weightKg, headCircumferenceCm } = v;
  const height = {
    ...(heightCm === undefined ? {} : { heightCm }),
    ...(posture === undefined ? {} : { posture }),
  };
  const weight = weightKg === undefined ? {} : { weightKg };
  switch (type) {
    case 'height':
      return height;
    case 'weight':
      return weight;
    case 'bmi':
      return { ...height, ...weight };
    case 'head':
      return headCircumferenceCm === undefined ? {} : { headCircumferenceCm };
  }
};

/** Whole days from birth to a date (0 on the birthday). */
export const ageDaysOn = (birthday: string, date: string): number => ageOn(birthday, date)?.totalDays ?? 0;

export const flagVisitOf = (birthday: string, m: CountedMeasurement): FlagVisit => ({
  ageDays: ageDaysOn(birthday, m.measured_on),
  ...visitValues(m),
});

/**
 * A stored visit through the growth engine. `only`: just the values that indicator is computed from
 * (a curve or a BMI column needs one result, not all five); `ageDays` when the caller has it already.
 * Only a measurement that counts can be scored: one waiting for review never is (measurement-review.ts).
 */
export const assessStored = (
  tables: GrowthTables,
  reference: GrowthReference,
  baby: Pick<GrowthBaby, 'sex' | 'birthday' | 'gestational_weeks'>,
  m: CountedMeasurement,
  { only, ageDays }: { only?: GrowthType; ageDays?: number } = {},
): VisitAssessment =>
  assessVisit(tables, {
    reference,
    sex: baby.sex,
    ageDays: ageDays ?? ageDaysOn(baby.birthday, m.measured_on),
    gestation: gestationOf(baby),
    ...(only ? valuesFor(only, visitValues(m)) : visitValues(m)),
  });

/** The results a doctor judges a visit by: at the corrected age where it applies (and is past term), else calendar age. */
export const judgedResults = (a: VisitAssessment): IndicatorResult[] =>
  a.corrected !== null && (a.ages.correctedDays ?? -1) >= 0 ? a.corrected : a.chronological;

/** The visit's BMI (a value, not a score, so a measurement waiting for review has one too). */
const bmiOfRow = (baby: GrowthBaby, m: GrowthMeasurementRow): number | null => {
  const bmi = indicatorValue('bmiForAge', visitValues(m), ageDaysOn(baby.birthday, m.measured_on));
  return bmi === null ? null : round(bmi, 2);
};

export const measurementView = (baby: GrowthBaby, m: GrowthMeasurementRow, canDelete: boolean) => ({
  measurementId: m.id,
  babyId: m.baby_id,
  date: m.measured_on,
  ageLabel: ageOn(baby.birthday, m.measured_on)?.text ?? '',
  heightCm: m.height_mm === null ? null : m.height_mm / 10,
  posture: m.posture,
  weightKg: m.weight_g === null ? null : m.weight_g / 1000,
  headCircumferenceCm: m.head_mm === null ? null : m.head_mm / 10,
  bmi: bmiOfRow(baby, m),
  source: m.source,
  enteredBy: m.source === 'clinic' ? '门诊测量' : '家长录入',
  note: m.note,
  canDelete,
  createdAt: m.created_at,
  reviewState: m.review_state,
});

/** A point of a child's curve for one indicator, or null when the visit did not measure it. */
export const curvePoint = (
  tables: GrowthTables,
  reference: GrowthReference,
  baby: GrowthBaby,
  m: CountedMeasurement,
  type: GrowthType,
) => {
  const indicator = INDICATOR_OF_TYPE[type];
  const age = ageOn(baby.birthday, m.measured_on);
  // Only this indicator: a curve of 17 visits makes 17 assessments, not 85 (the growth-curve read of
  // P5 spent most of its own time on the other indicators).
  const assessment = assessStored(tables, reference, baby, m, { only: type, ageDays: age?.totalDays ?? 0 });
  const result = assessment.chronological.find((r) => r.indicator === indicator);
  if (!result) return null;
  const corrected = assessment.corrected?.find((r) => r.indicator === indicator) ?? null;
  const value = type === 'bmi' ? round(result.value, 2) : result.value;
  return {
    point: {
      measurementId: m.id,
      date: m.measured_on,
      ageDays: age?.totalDays ?? 0,
      ageLabel: age?.text ?? '',
      slot: age ? slotOfAge(age) : null,
      value,
      source: m.source,
      posture: type === 'height' ? m.posture : null,
      ...(result.score
        ? scoreView(result.score)
        : { percentile: null, percentileText: '', z: null, position: null }),
      referenceSource: result.source,
      corrected: corrected
        ? {
            ageDays: corrected.ageDays,
            ageLabel: corrected.ageDays >= 0 ? ageLabelOfDays(corrected.ageDays) : null,
            ...(corrected.score
              ? (({ position: _p, ...s }) => s)(scoreView(corrected.score))
              : { percentile: null, percentileText: '', z: null }),
          }
        : null,
      reviewState: m.review_state,
    },
    gaps: [...result.gaps, ...(corrected?.gaps ?? [])],
  };
};

/**
 * A point waiting for review (measurement-review.ts): drawn where it was measured, at the calendar age,
 * with 待核对 instead of any score; null when the visit did not measure the indicator.
 */
export const pendingCurvePoint = (baby: GrowthBaby, m: GrowthMeasurementRow, type: GrowthType) => {
  const age = ageOn(baby.birthday, m.measured_on);
  const ageDays = age?.totalDays ?? 0;
  const value = indicatorValue(INDICATOR_OF_TYPE[type], visitValues(m), ageDays);
  if (value === null) return null;
  return {
    measurementId: m.id,
    date: m.measured_on,
    ageDays,
    ageLabel: age?.text ?? '',
    slot: age ? slotOfAge(age) : null,
    value: type === 'bmi' ? round(value, 2) : value,
    source: m.source,
    posture: type === 'height' ? m.posture : null,
    percentile: null,
    percentileText: PENDING_REVIEW_LABEL,
    z: null,
    position: null,
    referenceSource: null,
    corrected: null,
    reviewState: 'pending' as const,
  };
};

export const boneAgeLabel = (months: number) => `${Math.floor(months / 12)}岁${months % 12}月`;

export const boneAgePoint = (baby: Pick<GrowthBaby, 'birthday'>, a: GrowthBoneAgeRow) => {
  const age = ageOn(baby.birthday, a.read_on);
  const ageDays = age?.totalDays ?? 0;
  const years = a.bone_age_months / 12;
  return {
    boneAgeId: a.id,
    date: a.read_on,
    ageDays,
    ageLabel: age?.text ?? '',
    slot: age ? slotOfAge(age) : null,
    value: round(years, 2),
    boneAgeYears: Math.floor(a.bone_age_months / 12),
    boneAgeMonths: a.bone_age_months % 12,
    boneAgeLabel: boneAgeLabel(a.bone_age_months),
    method: a.method,
    methodName: BONE_AGE_METHOD_NAMES[a.method],
    advanceYears: boneAgeAdvanceYears(years, ageDays),
    source: 'clinic' as const,
    note: a.note,
  };
};
