import { z } from 'zod';
import {
  boneAgePoint,
  geneticTargetView,
  growthPoint,
  indicatorResult,
  measurementView,
  prediction,
} from './growth-answers.ts';
import { BONE_AGE_METHODS, growthReferenceField, postureField, sexField } from './growth-fields.ts';

/**
 * The answers of the growth reports: the frozen 身高报告 (an evaluation), its shared view, the one-visit
 * 儿童体格生长评价报告 and the 综合报告. A report carries no follow-up flags: those are for doctors.
 */

const source = z.enum(['home', 'clinic']);

/** One indicator as the engine scored it, with the plain words a parent reads (below P3: talk to the doctor). */
export const reportIndicator = indicatorResult.extend({ reading: z.string() });

export const reportResults = z.object({
  chronological: z.array(reportIndicator),
  /** The same visit at the corrected age (born before 37 weeks, under 2 years), else null. */
  corrected: z.array(reportIndicator).nullable(),
  /** N岁M月D天 of the corrected age, null without one (or before the due date). */
  correctedAgeLabel: z.string().nullable(),
});

/** Which reference the results were read against, by name, and every table that was used. */
const referenceUsed = {
  reference: growthReferenceField,
  /** e.g. 中国儿童生长标准（WS/T 423-2022、WS/T 612-2018） */
  referenceName: z.string(),
  /** The tables the results came from: WS/T 423-2022, WHO 2006, … */
  tables: z.array(z.string()),
};

export const reportBaby = z.object({
  name: z.string(),
  sex: sexField,
  birthday: z.string(),
  /** N岁M月D天 on the measurement date (综合报告: today). */
  ageLabel: z.string(),
  ageDays: z.number().int(),
  gestationalWeeks: z.number().int().nullable(),
});

export const reportMeasurement = z.object({
  date: z.string(),
  heightCm: z.number().nullable(),
  posture: postureField.nullable(),
  weightKg: z.number().nullable(),
  headCircumferenceCm: z.number().nullable(),
  /** From this visit's height and weight, 2 decimals. */
  bmi: z.number().nullable(),
  /** home: entered by a parent; clinic: measured at the clinic. */
  source,
});

/** Height velocity of the report's visit against the height before it (getDynamicHeight's rules). */
export const reportVelocity = z.object({
  previous: z
    .object({
      date: z.string(),
      ageLabel: z.string(),
      heightCm: z.number(),
      posture: postureField.nullable(),
      source,
    })
    .nullable(),
  gainCm: z.number().nullable(),
  intervalDays: z.number().int().nullable(),
  velocityCmPerYear: z.number().nullable(),
  /** Why there is no velocity (no earlier height, under 3 months apart, no height this visit). */
  velocityNote: z.string().nullable(),
});

/** Adult-height predictions of the visit (heightPredictionList's methods), for healthy children only. */
export const reportPredictions = z.object({
  basedOn: z.object({ date: z.string(), ageLabel: z.string(), heightCm: z.number(), source }).nullable(),
  boneAge: z
    .object({
      date: z.string(),
      label: z.string(),
      method: z.enum(BONE_AGE_METHODS),
      methodName: z.string(),
    })
    .nullable(),
  list: z.array(prediction),
  unavailable: z.array(z.object({ method: z.string(), methodName: z.string(), reason: z.string() })),
  caveat: z.string(),
});

/** The latest bone age read on or before the visit. */
export const reportBoneAge = z.object({
  date: z.string(),
  ageLabel: z.string(),
  /** N岁M月 */
  boneAgeLabel: z.string(),
  /** Bone age in years, 2 decimals. */
  boneAgeYears: z.number(),
  method: z.enum(BONE_AGE_METHODS),
  methodName: z.string(),
  /** Bone age minus calendar age, years: positive when advanced. */
  advanceYears: z.number(),
});

/** What an evaluation froze when it was made: read later, it shows exactly this. */
export const evaluationSnapshot = z.object({
  baby: reportBaby,
  measurement: reportMeasurement,
  ...referenceUsed,
  results: reportResults,
  /** One calm sentence over every indicator. */
  summary: z.string(),
  /** Known when both parents' heights were on the profile. */
  geneticTarget: geneticTargetView.nullable(),
  velocity: reportVelocity,
  predictions: reportPredictions,
  boneAge: reportBoneAge.nullable(),
  /** When the report was computed (ISO time). */
  computedAt: z.string(),
});

export const evaluationDetail = evaluationSnapshot.extend({
  evaluationId: z.number().int(),
  babyId: z.number().int(),
  measurementId: z.number().int(),
  createdAt: z.string(),
});

/** A row of 身高报告 lists; percentile texts are the judged ones (corrected age where it applies). */
export const evaluationSummary = z.object({
  evaluationId: z.number().int(),
  date: z.string(),
  ageLabel: z.string(),
  heightCm: z.number().nullable(),
  heightPercentileText: z.string().nullable(),
  weightKg: z.number().nullable(),
  weightPercentileText: z.string().nullable(),
  bmi: z.number().nullable(),
  /** corrected: the percentiles above are at the corrected age. */
  ageBasis: z.enum(['chronological', 'corrected']),
  source,
  reference: growthReferenceField,
  createdAt: z.string(),
});

/** One point of the report's trend table. */
export const evaluationTrendPoint = z.object({
  evaluationId: z.number().int(),
  date: z.string(),
  ageLabel: z.string(),
  ageDays: z.number().int(),
  heightCm: z.number().nullable(),
  heightPercentile: z.number().nullable(),
  heightPercentileText: z.string().nullable(),
  heightZ: z.number().nullable(),
  weightKg: z.number().nullable(),
  weightPercentileText: z.string().nullable(),
  bmi: z.number().nullable(),
  ageBasis: z.enum(['chronological', 'corrected']),
  reference: growthReferenceField,
});

/**
 * A report opened from a share link: the snapshot without ids, birthday or phone; the name masked to
 * its first character (王小明 → 王**).
 */
export const sharedReport = evaluationSnapshot.extend({
  baby: reportBaby.omit({ birthday: true }),
  /** When this link stops opening. */
  expiresAt: z.string(),
});

export const shareLinkStatus = z.enum(['active', 'expired', 'revoked']);

export const shareLinkItem = z.object({
  shareId: z.number().int(),
  evaluationId: z.number().int(),
  /** The report's measurement date and age. */
  date: z.string(),
  ageLabel: z.string(),
  babyName: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** revoked also when the report was deleted. */
  status: shareLinkStatus,
  openCount: z.number().int(),
  lastOpenedAt: z.string().nullable(),
  /** The same link homePageShare answered (signed again, it is the same token) while it is active; null after. */
  sharePath: z.string().nullable(),
});

/** The one-visit 儿童体格生长评价报告 (computed, not saved). */
export const measurementReport = z.object({
  measurement: measurementView,
  baby: reportBaby,
  ...referenceUsed,
  results: reportResults,
  summary: z.string(),
});

const latestValue = z
  .object({
    value: z.number(),
    date: z.string(),
    ageLabel: z.string(),
    source,
    percentileText: z.string(),
  })
  .nullable();

/** 综合报告: the child today, from every visible measurement. */
export const comprehensiveReport = z.object({
  babyId: z.number().int(),
  ...referenceUsed,
  /** Age today. */
  baby: reportBaby,
  latestMeasurement: measurementView.extend({ results: reportResults, summary: z.string() }).nullable(),
  latestValues: z.object({ height: latestValue, weight: latestValue, bmi: latestValue, head: latestValue }),
  /** As getDynamicHeight answers it. */
  velocity: z.object({
    latest: growthPoint.nullable(),
    previous: growthPoint.nullable(),
    gainCm: z.number().nullable(),
    intervalDays: z.number().int().nullable(),
    velocityCmPerYear: z.number().nullable(),
    velocityNote: z.string().nullable(),
  }),
  geneticTarget: geneticTargetView.nullable(),
  /** As heightPredictionList answers it (without babyId and reference, given above). */
  predictions: z.object({
    basedOn: z
      .object({
        measurementId: z.number().int(),
        date: z.string(),
        ageLabel: z.string(),
        heightCm: z.number(),
        source,
      })
      .nullable(),
    boneAge: z
      .object({ boneAgeId: z.number().int(), date: z.string(), label: z.string(), method: z.string() })
      .nullable(),
    list: z.array(prediction),
    unavailable: z.array(z.object({ method: z.string(), methodName: z.string(), reason: z.string() })),
    caveat: z.string(),
  }),
  /** The latest bone age, with advanceYears. */
  boneAge: boneAgePoint.nullable(),
  evaluations: z.object({ count: z.number().int(), latestEvaluationId: z.number().int().nullable() }),
  measurementCounts: z.object({
    home: z.number().int(),
    clinic: z.number().int(),
    total: z.number().int(),
  }),
});
