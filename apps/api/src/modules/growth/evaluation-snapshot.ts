import { BONE_AGE_METHOD_NAMES, type evaluationSnapshot } from '@sprout/contract';
import type { GrowthReference } from '@sprout/domain';
import type { z } from 'zod';
import { nowIso } from '../../db/dialect.ts';
import type { GrowthBoneAgeRow } from '../../db/schema.ts';
import { heightVelocity, predictionBasis, predictionsFrom } from './growth-curves.service.ts';
import { babyGeneticTarget } from './growth-context.ts';
import { type GrowthBaby, measurementView } from './growth-views.ts';
import type { CountedMeasurement } from './measurement-review.ts';
import { boneAgeAsOf, reportBaby, visitReport } from './report-parts.ts';

/**
 * The frozen 身高报告 of one visit: everything is computed as of that visit (the heights before it,
 * the bone ages read by then) with today's engine, and stored as it is.
 */
export type EvaluationSnapshot = z.input<typeof evaluationSnapshot>;

const NO_HEIGHT_THIS_VISIT = '这次测量没有身高，不计算增长速度';

/** Velocity against the height before this visit (getDynamicHeight's rules on the rows up to it). */
const velocityAt = (
  reference: GrowthReference,
  baby: GrowthBaby,
  upToVisit: CountedMeasurement[],
  m: CountedMeasurement,
) => {
  if (m.height_mm === null)
    return {
      previous: null,
      gainCm: null,
      intervalDays: null,
      velocityCmPerYear: null,
      velocityNote: NO_HEIGHT_THIS_VISIT,
    };
  const v = heightVelocity(reference, baby, upToVisit);
  return {
    previous: v.previous
      ? {
          date: v.previous.date,
          ageLabel: v.previous.ageLabel,
          heightCm: v.previous.value,
          posture: v.previous.posture,
          source: v.previous.source,
        }
      : null,
    gainCm: v.gainCm,
    intervalDays: v.intervalDays,
    velocityCmPerYear: v.velocityCmPerYear,
    velocityNote: v.velocityNote,
  };
};

/** heightPredictionList's answer for this visit's height and the bone age nearest it, read by then; no ids. */
const predictionsAt = (
  reference: GrowthReference,
  baby: GrowthBaby,
  m: CountedMeasurement,
  readByThen: GrowthBoneAgeRow[],
) => {
  const { latest, boneAge } = predictionBasis([m], readByThen);
  const p = predictionsFrom(reference, baby, latest, boneAge);
  return {
    basedOn: p.basedOn
      ? {
          date: p.basedOn.date,
          ageLabel: p.basedOn.ageLabel,
          heightCm: p.basedOn.heightCm,
          source: p.basedOn.source,
        }
      : null,
    boneAge:
      p.boneAge && boneAge
        ? {
            date: p.boneAge.date,
            label: p.boneAge.label,
            method: boneAge.method,
            methodName: BONE_AGE_METHOD_NAMES[boneAge.method],
          }
        : null,
    list: p.list,
    unavailable: p.unavailable,
    caveat: p.caveat,
  };
};

/** `rows` are all the baby's visible measurements, oldest first, `m` among them. */
export const buildSnapshot = (
  reference: GrowthReference,
  baby: GrowthBaby,
  m: CountedMeasurement,
  rows: CountedMeasurement[],
  boneAges: GrowthBoneAgeRow[],
): EvaluationSnapshot => {
  const index = rows.findIndex((r) => r.id === m.id);
  const upToVisit = index < 0 ? [m] : rows.slice(0, index + 1);
  const readByThen = boneAges.filter((a) => a.read_on <= m.measured_on);
  const visit = visitReport(reference, baby, m);
  const view = measurementView(baby, m, false);
  return {
    baby: reportBaby(baby, m.measured_on),
    measurement: {
      date: m.measured_on,
      heightCm: view.heightCm,
      posture: view.posture,
      weightKg: view.weightKg,
      headCircumferenceCm: view.headCircumferenceCm,
      bmi: view.bmi,
      source: m.source,
    },
    reference: visit.reference,
    referenceName: visit.referenceName,
    tables: visit.tables,
    results: visit.results,
    summary: visit.summary,
    geneticTarget: babyGeneticTarget(baby),
    velocity: velocityAt(reference, baby, upToVisit, m),
    predictions: predictionsAt(reference, baby, m, readByThen),
    boneAge: boneAgeAsOf(baby, readByThen, m.measured_on),
    computedAt: nowIso(),
  };
};
