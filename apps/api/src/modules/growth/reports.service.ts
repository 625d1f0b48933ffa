import type { api, GrowthType, ParsedBodyOf } from '@sprout/contract';
import { clinicToday, type GrowthReference, REFERENCE_NAMES } from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/app-error.ts';
import type { GrowthMeasurementRow } from '../../db/schema.ts';
import { ownedBabyBy } from '../babies/owned-babies.service.ts';
import { heightVelocity, predictionBasis, predictionsFrom } from './growth-curves.service.ts';
import { babyGeneticTarget } from './growth-context.ts';
import { growthTables } from './growth-tables.ts';
import { boneAgePoint, curvePoint, type GrowthBaby, measurementView } from './growth-views.ts';
import { type CountedMeasurement, isCounted } from './measurement-review.ts';
import { referenceFor } from './reference-choice.service.ts';
import { countedMeasurements, visibleBoneAges, visibleMeasurementFor } from './visits.service.ts';
import type { ParentPrincipal } from '../sessions/sessions.types.ts';
import { countEvaluations, latestEvaluation } from './evaluations.repository.ts';
import { latestVisit, pendingVisitReport, reportBaby, visitReport } from './report-parts.ts';

/** Reports computed on request, not saved: one visit's 儿童体格生长评价报告 and the child's 综合报告. */

/**
 * A visit with its view, every indicator with plain words, and the summary (no follow-up flags: those are
 * for doctors); a visit waiting for review with its values and 待核对, unscored.
 */
const visitWithReport = (reference: GrowthReference, baby: GrowthBaby, m: GrowthMeasurementRow) => {
  const full = isCounted(m) ? visitReport(reference, baby, m) : pendingVisitReport(reference, baby, m);
  const { judged: _judged, ageBasis: _basis, ...report } = full;
  const view = measurementView(baby, m, m.source === 'home' && m.baby_id === baby.id);
  return { view, report };
};

export const measurementReport = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  q: ParsedBodyOf<typeof api.evaluations.measurementReport>,
) => {
  const found = await visibleMeasurementFor(ctx.db, parent, q.measurementId);
  if (!found) throw notFound('测量记录不存在');
  const { measurement: m, baby } = found;
  const reference = await referenceFor(ctx, parent, q.reference);
  const { view, report } = visitWithReport(reference, baby, m);
  return { measurement: view, baby: reportBaby(baby, m.measured_on), ...report };
};

/** The latest value of one indicator, with its date and percentile. */
const latestValue = (
  reference: GrowthReference,
  baby: GrowthBaby,
  rows: CountedMeasurement[],
  type: GrowthType,
) => {
  const tables = growthTables();
  for (let i = rows.length - 1; i >= 0; i--) {
    const row = rows[i];
    const p = row ? curvePoint(tables, reference, baby, row, type) : null;
    if (p)
      return {
        value: p.point.value,
        date: p.point.date,
        ageLabel: p.point.ageLabel,
        source: p.point.source,
        percentileText: p.point.percentileText,
      };
  }
  return null;
};

export const comprehensiveReport = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  q: ParsedBodyOf<typeof api.evaluations.comprehensiveReport>,
) => {
  const db = ctx.db;
  const baby = await ownedBabyBy(ctx, parent, q);
  const reference = await referenceFor(ctx, parent, q.reference);
  const [rows, boneAges, count, latestReport] = await Promise.all([
    countedMeasurements(db, baby),
    visibleBoneAges(db, baby),
    countEvaluations(db, baby.id),
    latestEvaluation(db, baby.id),
  ]);
  const latest = latestVisit(rows);
  const visit = latest ? visitWithReport(reference, baby, latest) : null;
  const basis = predictionBasis(rows, boneAges);
  const { geneticTarget: _target, ...predictions } = predictionsFrom(
    reference,
    baby,
    basis.latest,
    basis.boneAge,
  );
  const lastBoneAge = boneAges.at(-1);
  const latestOf = (type: GrowthType) => latestValue(reference, baby, rows, type);
  const home = rows.filter((m) => m.source === 'home').length;
  return {
    babyId: baby.id,
    reference,
    referenceName: REFERENCE_NAMES[reference],
    tables: visit?.report.tables ?? [],
    baby: reportBaby(baby, clinicToday()),
    latestMeasurement: visit
      ? { ...visit.view, results: visit.report.results, summary: visit.report.summary }
      : null,
    latestValues: {
      height: latestOf('height'),
      weight: latestOf('weight'),
      bmi: latestOf('bmi'),
      head: latestOf('head'),
    },
    velocity: heightVelocity(reference, baby, rows),
    geneticTarget: babyGeneticTarget(baby),
    predictions,
    boneAge: lastBoneAge ? boneAgePoint(baby, lastBoneAge) : null,
    evaluations: { count, latestEvaluationId: latestReport?.id ?? null },
    measurementCounts: { home, clinic: rows.length - home, total: rows.length },
  };
};
