import { z } from 'zod';
import {
  BONE_AGE_METHODS,
  chartRangeField,
  FOLLOW_UP_FLAG_CODES,
  growthReferenceField,
  growthTypeField,
  postureField,
  sexField,
} from './growth-fields.ts';
import { REVIEW_STATES } from './measurement-review.ts';

/** The answers of the growth calls. */

export const age = z.object({
  years: z.number().int(),
  months: z.number().int(),
  days: z.number().int(),
  totalDays: z.number().int(),
  /** N岁M月D天 */
  text: z.string(),
});
export const gap = z.object({ code: z.string(), message: z.string() });
export const reviewStateField = z.enum(REVIEW_STATES).nullable();

/** A score on the reference: percentile 0–100 (1 decimal), z (2 decimals), and how reports print it. */
export const growthScore = z.object({
  percentile: z.number().nullable(),
  /** P45.3, <P3, >P97 */
  percentileText: z.string(),
  z: z.number().nullable(),
  position: z.enum(['belowP3', 'withinP3P97', 'aboveP97']),
});

/** One indicator of one visit, as the engine scored it. */
export const indicatorResult = z.object({
  indicator: z.enum([
    'lengthHeightForAge',
    'weightForAge',
    'bmiForAge',
    'headCircumferenceForAge',
    'weightForLengthHeight',
  ]),
  indicatorName: z.string(),
  /** As measured (BMI: as computed, 2 decimals). */
  value: z.number(),
  ageDays: z.number(),
  /** WHO 2006, WHO 2007, WS/T 423-2022, WS/T 612-2018; null when no reference covers the point. */
  source: z.string().nullable(),
  score: growthScore.nullable(),
  /**
   * How far from the median, in SD bands (<-3SD … >+3SD): from WS/T 423's SD tables (weight, length/height,
   * head circumference under 7), else from z; null without either. Absent from reports frozen before it.
   */
  sdBand: z.object({ code: z.string(), text: z.string() }).nullable().optional(),
  /** WS/T 612 height grade (China, 7–18 years). */
  heightGrade: z.object({ code: z.string(), name: z.string() }).nullable(),
  /** WS/T 586/456 BMI class (China, from 6 years). */
  bmiCategory: z.object({ code: z.string(), name: z.string() }).nullable(),
  gaps: z.array(gap),
});

export const assessment = z.object({
  babyId: z.number().int(),
  date: z.string(),
  reference: growthReferenceField,
  type: growthTypeField,
  value: z.number(),
  age,
  result: indicatorResult,
  /** The same value at the corrected age (born before 37 weeks, under 2 years), else null. */
  corrected: indicatorResult.nullable(),
});

export const standardLineAnswer = z.object({
  reference: growthReferenceField,
  type: growthTypeField,
  sex: sexField,
  range: chartRangeField,
  stepSlots: z.number().int(),
  unit: z.string(),
  /** The sampled slots of the spec's grid (31 a month, 372 a year) with their N岁M月D天 labels. */
  ages: z.array(z.object({ slot: z.number().int(), ageDays: z.number(), label: z.string() })),
  /** P3, P10, P25, P50, P75, P90, P97: a point at every sampled slot a reference covers. */
  lines: z.array(
    z.object({
      centile: z.number().int(),
      name: z.string(),
      points: z.array(z.object({ slot: z.number().int(), ageDays: z.number(), value: z.number() })),
    }),
  ),
  /** Which table drew which slots (the chart can mark a change of source). */
  segments: z.array(z.object({ source: z.string(), fromSlot: z.number().int(), toSlot: z.number().int() })),
  gaps: z.array(gap),
});

export const geneticTargetView = z.object({
  fatherHeight: z.number(),
  motherHeight: z.number(),
  sex: sexField,
  /** (father + mother ± 13) / 2, one decimal. */
  targetCm: z.number(),
  lowCm: z.number(),
  highCm: z.number(),
  bandCm: z.number(),
});

export const correctedScore = z.object({
  ageDays: z.number(),
  ageLabel: z.string().nullable(),
  percentile: z.number().nullable(),
  percentileText: z.string(),
  z: z.number().nullable(),
});

/** One point of a child's curve. */
export const growthPoint = z.object({
  measurementId: z.number().int(),
  date: z.string(),
  ageDays: z.number().int(),
  ageLabel: z.string(),
  /** The chart slot of the calendar age (y·372 + m·31 + d), null past 18 years. */
  slot: z.number().int().nullable(),
  value: z.number(),
  /** home: entered by a parent; clinic: measured at the clinic (authoritative). */
  source: z.enum(['home', 'clinic']),
  posture: postureField.nullable(),
  percentile: z.number().nullable(),
  percentileText: z.string(),
  z: z.number().nullable(),
  position: z.enum(['belowP3', 'withinP3P97', 'aboveP97']).nullable(),
  referenceSource: z.string().nullable(),
  corrected: correctedScore.nullable(),
  /** pending: 待核对, drawn apart from the line with no score (percentileText 待核对); confirmed by staff. */
  reviewState: reviewStateField,
});

export const curveAnswer = z.object({
  babyId: z.number().int(),
  type: growthTypeField,
  reference: growthReferenceField,
  unit: z.string(),
  sex: sexField,
  birthday: z.string(),
  points: z.array(growthPoint),
  gaps: z.array(gap),
});

export const boneAgePoint = z.object({
  boneAgeId: z.number().int(),
  date: z.string(),
  ageDays: z.number().int(),
  ageLabel: z.string(),
  slot: z.number().int().nullable(),
  /** Bone age in years (2 decimals), for the chart. */
  value: z.number(),
  boneAgeYears: z.number().int(),
  boneAgeMonths: z.number().int(),
  /** N岁M月 */
  boneAgeLabel: z.string(),
  method: z.enum(BONE_AGE_METHODS),
  methodName: z.string(),
  /** Bone age minus calendar age in years: positive when advanced. */
  advanceYears: z.number(),
  source: z.literal('clinic'),
  note: z.string().nullable(),
});

export const prediction = z.object({
  method: z.enum(['percentile', 'bayleyPinneau']),
  methodName: z.string(),
  predictedCm: z.number(),
  lowCm: z.number(),
  highCm: z.number(),
  plusMinusCm: z.number(),
  uncertaintyBasis: z.string(),
  isConvention: z.boolean(),
  placedAt: z.enum(['boneAge', 'chronologicalAge', 'correctedAge']),
  sources: z.array(z.string()),
  notes: z.array(z.string()),
  healthyChildrenOnly: z.literal(true),
  caveat: z.string(),
});

export const measurementView = z.object({
  measurementId: z.number().int(),
  babyId: z.number().int(),
  date: z.string(),
  ageLabel: z.string(),
  heightCm: z.number().nullable(),
  posture: postureField.nullable(),
  weightKg: z.number().nullable(),
  headCircumferenceCm: z.number().nullable(),
  /** From the height and weight of this visit, 2 decimals. */
  bmi: z.number().nullable(),
  source: z.enum(['home', 'clinic']),
  /** 家长录入 or 门诊测量 (a parent never sees staff names). */
  enteredBy: z.string(),
  note: z.string().nullable(),
  /** A parent may delete home measurements only. */
  canDelete: z.boolean(),
  createdAt: z.string(),
  /**
   * Beyond WHO's implausible-value limits: pending (待核对: saved with 确认无误, waiting for staff, never
   * scored), confirmed (a staff member confirmed it; it counts); null for an ordinary measurement.
   */
  reviewState: reviewStateField,
});
export const visitResults = z.object({
  chronological: z.array(indicatorResult),
  corrected: z.array(indicatorResult).nullable(),
});

export const referenceChoice = z.object({
  reference: growthReferenceField,
  /** user: the parent chose it; clinic: the clinic's default applies. */
  chosenBy: z.enum(['user', 'clinic']),
  clinicReference: growthReferenceField,
});

// The console's answers.

export const consoleGrowthBaby = z.object({
  babyId: z.number().int(),
  babyName: z.string(),
  sex: sexField,
  birthday: z.string(),
  age: z.string(),
  gestationalWeeks: z.number().int().nullable(),
  pid: z.string().nullable(),
  /** 138****0000 */
  guardianPhone: z.string().nullable(),
});
export const consoleMeasurement = measurementView.extend({
  enteredByName: z.string().nullable(),
  /** Who confirmed a measurement beyond the plausible limits, and when (null unless reviewState is confirmed). */
  reviewedByName: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** At the age a doctor judges by; a pending measurement's values only, with no score. */
  results: z.array(indicatorResult),
});
/** A follow-up flag as the console lists it. */
export const followUpFlagView = z.object({
  code: z.enum(FOLLOW_UP_FLAG_CODES),
  label: z.string(),
  indicator: z.string(),
  indicatorName: z.string(),
  /** One line for the list, e.g. 身长/身高低于P3（WS/T 423-2022，<-3SD），2岁3月0天 */
  summary: z.string(),
  rule: z.string(),
  /** The document the rule follows: the reference table, guideline or protocol. */
  source: z.string(),
});
export const followUpItem = consoleGrowthBaby.extend({
  flags: z.array(followUpFlagView),
  latestMeasuredOn: z.string().nullable(),
  reference: growthReferenceField,
  computedAt: z.string(),
});
export const consoleBoneAge = boneAgePoint.extend({ staffName: z.string().nullable() });
/** A recorded puberty status. */
export const consolePuberty = z.object({
  pubertyId: z.number().int(),
  /** The day it was assessed. */
  date: z.string(),
  /** The child's age that day, N岁M月D天. */
  ageLabel: z.string(),
  tannerStage: z.number().int(),
  /** Tanner 1期（青春期前）… */
  stageName: z.string(),
  staffName: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
