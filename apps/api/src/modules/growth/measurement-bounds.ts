import {
  type AgeIndicator,
  assessmentAges,
  bmiOf,
  type Gestation,
  type GrowthTables,
  type Posture,
  referenceAtAge,
  type Sex,
  standardisedLengthHeight,
  tableSex,
  valueAtZ,
} from '@sprout/domain';

/**
 * Values that are possible in general (the contract's absolute limits) can still be impossible for the
 * child's age: 55 cm of head at birth, 30 kg at three months. The limits here are WHO's cut-offs for
 * biologically implausible values, as WHO Anthro and the WHO 2007 reference macros flag them (WHO/UNICEF
 * "Recommendations for data collection, analysis and reporting on anthropometric indicators in children
 * under 5 years old", 2019, section 5.4): length/height-for-age below −6 or above +6 SD, weight-for-age
 * below −6 or above +5, BMI-for-age and head circumference-for-age beyond ±5. They are read on the WHO
 * curves whatever reference the child's charts use, because the cut-offs are defined on WHO z-scores.
 *
 * For a baby born before 37 weeks the corrected age is used until 2 years (a 26-week baby's 0.8 kg is
 * −6 SD at its birth age but normal for its gestation); before the due date no limit by age applies.
 * Where WHO has no curve (weight after 10 years) only the absolute limits apply; head circumference
 * after 5 years keeps the 5-year lower limit (heads do not shrink) and the absolute upper one.
 */
export const IMPLAUSIBLE_Z: Readonly<Record<AgeIndicator, { low: number; high: number }>> = {
  lengthHeightForAge: { low: -6, high: 6 },
  weightForAge: { low: -6, high: 5 },
  bmiForAge: { low: -5, high: 5 },
  headCircumferenceForAge: { low: -5, high: 5 },
};

/** WHO 2006's last day: head circumference has no WHO curve after it. */
const WHO_HEAD_LAST_DAY = 1826;

export interface AgeLimits {
  min: number;
  max: number | null;
}

const round1 = (v: number): number => Math.round(v * 10) / 10;

/** The plausible range of an indicator at an age in days on the WHO curves, or null where none applies. */
export const plausibleRange = (
  tables: GrowthTables,
  indicator: AgeIndicator,
  sex: Sex,
  ageDays: number,
): AgeLimits | null => {
  if (!(ageDays >= 0)) return null;
  const limits = IMPLAUSIBLE_Z[indicator];
  const lookup = (days: number) => referenceAtAge(tables, 'who', indicator, tableSex(sex), days).point;
  const point = lookup(ageDays);
  if (point) {
    const min = valueAtZ(point, limits.low);
    const max = valueAtZ(point, limits.high);
    return min === null || max === null ? null : { min: round1(min), max: round1(max) };
  }
  if (indicator === 'headCircumferenceForAge' && ageDays > WHO_HEAD_LAST_DAY) {
    const last = lookup(WHO_HEAD_LAST_DAY);
    const min = last ? valueAtZ(last, limits.low) : null;
    return min === null ? null : { min: round1(min), max: null };
  }
  return null;
};

export interface VisitValues {
  heightCm?: number | undefined;
  posture?: Posture | undefined;
  weightKg?: number | undefined;
  headCircumferenceCm?: number | undefined;
}

export interface ChildBasis {
  sex: Sex;
  /** Calendar age on the measurement day, in days. */
  ageDays: number;
  gestation: Gestation | null;
}

const LABELS: Readonly<Record<AgeIndicator, readonly [string, string]>> = {
  lengthHeightForAge: ['身高', '厘米'],
  weightForAge: ['体重', '公斤'],
  bmiForAge: ['BMI', ''],
  headCircumferenceForAge: ['头围', '厘米'],
};

const rangeText = (r: AgeLimits, unit: string) =>
  r.max === null ? `不低于${r.min}${unit}` : `在${r.min}-${r.max}${unit}之间`;

/** The age the limits are read at: corrected for a baby born before 37 weeks (under 2), else calendar age. */
const limitAgeDays = (child: ChildBasis): number => {
  const ages = assessmentAges(child.ageDays, child.gestation);
  return ages.correctedDays ?? ages.chronologicalDays;
};

/** Why one value is implausible for the age (a Chinese message naming the range), or null. */
export const implausibleValue = (
  tables: GrowthTables,
  child: ChildBasis,
  indicator: AgeIndicator,
  value: number,
  posture?: Posture,
): string | null => {
  const ageDays = limitAgeDays(child);
  const used = indicator === 'lengthHeightForAge' ? standardisedLengthHeight(ageDays, value, posture) : value;
  const range = plausibleRange(tables, indicator, child.sex, ageDays);
  if (!range || (used >= range.min && (range.max === null || used <= range.max))) return null;
  const [label, unit] = LABELS[indicator];
  return `${label}与年龄明显不符（按年龄应${rangeText(range, unit)}），请核对`;
};

/**
 * Field → message for each value outside its plausible range at this age (empty when all fit). BMI from
 * a height and weight of the same visit is checked too and reported on the weight.
 */
export const implausibleValues = (
  tables: GrowthTables,
  child: ChildBasis,
  values: VisitValues,
): Record<string, string> => {
  const problems: Record<string, string> = {};
  const { heightCm, posture, weightKg, headCircumferenceCm } = values;
  const add = (field: string, problem: string | null) => {
    if (problem) problems[field] = problem;
  };
  if (heightCm !== undefined)
    add('heightCm', implausibleValue(tables, child, 'lengthHeightForAge', heightCm, posture));
  if (weightKg !== undefined) add('weightKg', implausibleValue(tables, child, 'weightForAge', weightKg));
  if (headCircumferenceCm !== undefined)
    add(
      'headCircumferenceCm',
      implausibleValue(tables, child, 'headCircumferenceForAge', headCircumferenceCm),
    );
  if (heightCm !== undefined && weightKg !== undefined && !problems.heightCm && !problems.weightKg) {
    const ageDays = limitAgeDays(child);
    const range = plausibleRange(tables, 'bmiForAge', child.sex, ageDays);
    const bmi = bmiOf(weightKg, standardisedLengthHeight(ageDays, heightCm, posture));
    if (range && (bmi < range.min || (range.max !== null && bmi > range.max)))
      problems.weightKg = `体重与身高明显不符（BMI ${round1(bmi)}，按年龄应${rangeText(range, '')}），请核对`;
  }
  return problems;
};
