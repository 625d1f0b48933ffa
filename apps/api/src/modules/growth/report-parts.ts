import { BONE_AGE_METHOD_NAMES } from '@sprout/contract';
import {
  ageLabelOfDays,
  ageOn,
  type GrowthReference,
  type IndicatorResult,
  REFERENCE_NAMES,
  readingFor,
  summaryFor,
} from '@sprout/domain';
import type { GrowthBoneAgeRow, GrowthMeasurementRow } from '../../db/schema.ts';
import { growthTables } from './growth-tables.ts';
import {
  ageDaysOn,
  assessStored,
  boneAgePoint,
  type GrowthBaby,
  resultView,
  visitValues,
} from './growth-views.ts';
import {
  type CountedMeasurement,
  PENDING_REVIEW_READING,
  PENDING_REVIEW_SUMMARY,
  unscoredResults,
} from './measurement-review.ts';

/** The pieces every growth report is made of, from the growth engine's results (no maths of their own). */

const withReading = (r: IndicatorResult) => {
  const view = resultView(r);
  return { ...view, reading: readingFor(view.indicatorName, view.score) };
};
export type ReportIndicator = ReturnType<typeof withReading>;

/**
 * Every indicator of one visit with its plain words, at calendar age and (born early, under 2) at the
 * corrected age; the summary reads the results a doctor would judge by (corrected once past term).
 */
export const visitReport = (reference: GrowthReference, baby: GrowthBaby, m: CountedMeasurement) => {
  const a = assessStored(growthTables(), reference, baby, m);
  const chronological = a.chronological.map(withReading);
  const corrected = a.corrected ? a.corrected.map(withReading) : null;
  const pastTerm = (a.ages.correctedDays ?? -1) >= 0;
  const judged = corrected && pastTerm ? corrected : chronological;
  const tables = new Set<string>();
  for (const r of [...chronological, ...(corrected ?? [])]) if (r.source) tables.add(r.source);
  return {
    reference,
    referenceName: REFERENCE_NAMES[reference],
    tables: [...tables],
    results: {
      chronological,
      corrected,
      correctedAgeLabel:
        pastTerm && a.ages.correctedDays !== null ? ageLabelOfDays(a.ages.correctedDays) : null,
    },
    ageBasis: corrected && pastTerm ? ('corrected' as const) : ('chronological' as const),
    judged,
    summary: summaryFor(judged),
  };
};

/**
 * A visit waiting for review (待核对) in the shape of visitReport: its values, each with the 待核对
 * reading and no score, and a summary that says a doctor will look at it first.
 */
export const pendingVisitReport = (reference: GrowthReference, baby: GrowthBaby, m: GrowthMeasurementRow) => {
  const values = unscoredResults(visitValues(m), ageDaysOn(baby.birthday, m.measured_on));
  const chronological = values.map((r) => ({ ...r, reading: PENDING_REVIEW_READING }));
  return {
    reference,
    referenceName: REFERENCE_NAMES[reference],
    tables: [],
    results: { chronological, corrected: null, correctedAgeLabel: null },
    ageBasis: 'chronological' as const,
    judged: chronological,
    summary: PENDING_REVIEW_SUMMARY,
  };
};

/** The baby as a report prints it, aged on a date. */
export const reportBaby = (baby: GrowthBaby, on: string) => {
  const age = ageOn(baby.birthday, on);
  return {
    name: baby.name,
    sex: baby.sex,
    birthday: baby.birthday,
    ageLabel: age?.text ?? '',
    ageDays: age?.totalDays ?? 0,
    gestationalWeeks: baby.gestational_weeks,
  };
};

/** The latest bone age read on or before a date, as a report prints it. */
export const boneAgeAsOf = (baby: GrowthBaby, boneAges: GrowthBoneAgeRow[], on: string) => {
  const latest = boneAges.filter((a) => a.read_on <= on).at(-1);
  if (!latest) return null;
  const point = boneAgePoint(baby, latest);
  return {
    date: point.date,
    ageLabel: point.ageLabel,
    boneAgeLabel: point.boneAgeLabel,
    boneAgeYears: point.value,
    method: point.method,
    methodName: BONE_AGE_METHOD_NAMES[point.method],
    advanceYears: point.advanceYears,
  };
};

/** The latest visit among rows (oldest first) that pass `wanted`: a later day wins, and on one day a clinic measurement. */
export const latestVisit = <M extends GrowthMeasurementRow>(
  rows: M[],
  wanted: (m: M) => boolean = () => true,
) =>
  rows.filter(wanted).reduce<M | null>((best, m) => {
    if (!best || m.measured_on > best.measured_on) return m;
    return best.source === 'clinic' && m.source === 'home' ? best : m;
  }, null);
