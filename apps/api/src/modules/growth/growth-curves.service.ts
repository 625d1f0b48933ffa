import type { api, GrowthType, ParsedBodyOf } from '@sprout/contract';
import {
  ageOn,
  growthVelocity,
  heightFallBeyondError,
  type GrowthReference,
  LENGTH_HEIGHT_DIFFERENCE_CM,
  PREDICTION_CAVEAT,
  PREDICTION_METHOD_NAMES,
  predictAdultHeight,
} from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import type { GrowthBoneAgeRow } from '../../db/schema.ts';
import { ownedBabyBy } from '../babies/owned-babies.service.ts';
import type { ParentPrincipal } from '../sessions/sessions.types.ts';
import { babyGeneticTarget } from './growth-context.ts';
import { growthTables } from './growth-tables.ts';
import {
  ageDaysOn,
  boneAgeLabel,
  boneAgePoint,
  curvePoint,
  type GrowthBaby,
  gestationOf,
  pendingCurvePoint,
  UNIT_OF_TYPE,
} from './growth-views.ts';
import type { CountedMeasurement } from './measurement-review.ts';
import { referenceFor } from './reference-choice.service.ts';
import { childMeasurements, countedMeasurements, visibleBoneAges } from './visits.service.ts';

/** A child's own points: curves, the latest height and its velocity, adult-height predictions. */

const pointsOf = (
  reference: GrowthReference,
  baby: GrowthBaby,
  rows: CountedMeasurement[],
  type: GrowthType,
) => {
  const tables = growthTables();
  const gaps = new Map<string, { code: string; message: string }>();
  const points = [];
  for (const m of rows) {
    const p = curvePoint(tables, reference, baby, m, type);
    if (!p) continue;
    points.push(p.point);
    for (const g of p.gaps) gaps.set(g.message, { code: g.code, message: g.message });
  }
  return { points, gaps: [...gaps.values()] };
};

type Visit = { date: string; measurementId: number };
const byVisit = (a: Visit, b: Visit) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.measurementId - b.measurementId;

/**
 * Every visit of the baby that measured the indicator, oldest first; home and clinic points marked, and
 * a visit waiting for review as 待核对 with no score (the client draws it apart from the line).
 */
export const growthCurve = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  // Serves heightCurve, weightCurve, bmiCurve and headCurve, whose bodies are one schema.
  q: ParsedBodyOf<typeof api.growth.heightCurve>,
  type: GrowthType,
) => {
  const baby = await ownedBabyBy(ctx, parent, q);
  const reference = await referenceFor(ctx, parent, q.reference);
  const { counted, pending } = await childMeasurements(ctx.db, baby);
  const { points, gaps } = pointsOf(reference, baby, counted, type);
  const waiting = pending.flatMap((m) => pendingCurvePoint(baby, m, type) ?? []);
  return {
    babyId: baby.id,
    type,
    reference,
    unit: UNIT_OF_TYPE[type],
    sex: baby.sex,
    birthday: baby.birthday,
    points: waiting.length === 0 ? points : [...points, ...waiting].sort(byVisit),
    gaps,
  };
};

export const boneAgeCurve = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  q: ParsedBodyOf<typeof api.growth.boneAgeCurve>,
) => {
  const baby = await ownedBabyBy(ctx, parent, q);
  const rows = await visibleBoneAges(ctx.db, baby);
  return { babyId: baby.id, birthday: baby.birthday, points: rows.map((a) => boneAgePoint(baby, a)) };
};

/** Heights in the same posture compare directly; a lying length counts 0.7 cm more than a standing height. */
const standingCm = (p: { value: number; posture: 'lying' | 'standing' | null }) =>
  p.posture === 'lying' ? p.value - LENGTH_HEIGHT_DIFFERENCE_CM : p.value;

const VELOCITY_NOTES = {
  intervalTooShort: '两次测量间隔不足3个月，暂不计算年增长速度',
  notLater: '两次测量在同一天，不计算增长速度',
  withinError: '这次身高和上次基本相同（差别在测量误差以内），不计算增长速度',
} as const;

/** Said when the latest height is lower than the one before by more than the measuring tolerance. */
const velocityFallNote = (fallCm: number) =>
  `这次身高比上次低${fallCm}厘米，可能是测量误差，请让孩子脱鞋靠墙站直后重新测量，或请医生核对`;

/**
 * The last two heights of `rows` (oldest first), their gain and yearly velocity. The evaluations pass the
 * rows up to one visit, so that a report's velocity is the one of that visit.
 */
export const heightVelocity = (reference: GrowthReference, baby: GrowthBaby, rows: CountedMeasurement[]) => {
  const { points } = pointsOf(reference, baby, rows, 'height');
  const latest = points[points.length - 1] ?? null;
  const previous = points[points.length - 2] ?? null;
  if (!latest || !previous)
    return {
      latest,
      previous,
      gainCm: null,
      intervalDays: null,
      velocityCmPerYear: null,
      velocityNote: '至少需要两次身高测量',
    };
  const samePosture = latest.posture === previous.posture;
  const gain = samePosture ? latest.value - previous.value : standingCm(latest) - standingCm(previous);
  const velocity = growthVelocity(
    { ageDays: previous.ageDays, value: standingCm(previous) },
    { ageDays: latest.ageDays, value: standingCm(latest) },
  );
  // A height lower than the last one is not growth (issue 12, item 10): beyond the measuring tolerance it
  // is a measurement to check, within it the same height; neither is shown as a negative speed.
  const fall = heightFallBeyondError(standingCm(previous), standingCm(latest));
  const lower = velocity.ok && velocity.perYear < 0;
  return {
    latest,
    previous,
    gainCm: Math.round(gain * 10) / 10,
    intervalDays: latest.ageDays - previous.ageDays,
    velocityCmPerYear: velocity.ok && !lower ? velocity.perYear : null,
    velocityNote: !velocity.ok
      ? VELOCITY_NOTES[velocity.reason]
      : fall !== null
        ? velocityFallNote(fall)
        : lower
          ? VELOCITY_NOTES.withinError
          : null,
  };
};

export const dynamicHeight = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  q: ParsedBodyOf<typeof api.growth.getDynamicHeight>,
) => {
  const baby = await ownedBabyBy(ctx, parent, q);
  const reference = await referenceFor(ctx, parent, q.reference);
  const rows = await countedMeasurements(ctx.db, baby);
  return {
    babyId: baby.id,
    reference,
    geneticTarget: babyGeneticTarget(baby),
    ...heightVelocity(reference, baby, rows),
  };
};

/** The latest height (clinic first on the same day), and the bone age read nearest to it. */
export const predictionBasis = (rows: CountedMeasurement[], boneAges: GrowthBoneAgeRow[]) => {
  const heights = rows.filter((m) => m.height_mm !== null);
  const latest = heights.reduce<CountedMeasurement | null>((best, m) => {
    if (!best || m.measured_on > best.measured_on) return m;
    if (m.measured_on === best.measured_on && m.source === 'clinic' && best.source === 'home') return m;
    return best;
  }, null);
  if (!latest) return { latest: null, boneAge: null };
  const distance = (a: GrowthBoneAgeRow) => Math.abs(Date.parse(a.read_on) - Date.parse(latest.measured_on));
  const boneAge = boneAges.reduce<GrowthBoneAgeRow | null>(
    (best, a) => (!best || distance(a) < distance(best) ? a : best),
    null,
  );
  return { latest, boneAge };
};

export const heightPredictions = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  q: ParsedBodyOf<typeof api.growth.heightPredictionList>,
) => {
  const baby = await ownedBabyBy(ctx, parent, q);
  const reference = await referenceFor(ctx, parent, q.reference);
  const [rows, boneAges] = await Promise.all([
    countedMeasurements(ctx.db, baby),
    visibleBoneAges(ctx.db, baby),
  ]);
  const { latest, boneAge } = predictionBasis(rows, boneAges);
  return { babyId: baby.id, reference, ...predictionsFrom(reference, baby, latest, boneAge) };
};

const round1 = (v: number) => Math.round(v * 10) / 10;

/** Adult-height predictions from one height (and a bone age), with what could not be predicted and why. */
export const predictionsFrom = (
  reference: GrowthReference,
  baby: GrowthBaby,
  latest: CountedMeasurement | null,
  boneAge: GrowthBoneAgeRow | null,
) => {
  const base = { geneticTarget: babyGeneticTarget(baby), caveat: PREDICTION_CAVEAT };
  if (!latest || latest.height_mm === null) {
    return {
      ...base,
      basedOn: null,
      boneAge: null,
      list: [],
      unavailable: [
        { method: 'percentile', methodName: PREDICTION_METHOD_NAMES.percentile, reason: '还没有身高记录' },
      ],
    };
  }
  const result = predictAdultHeight(growthTables(), {
    reference,
    sex: baby.sex,
    ageDays: ageDaysOn(baby.birthday, latest.measured_on),
    heightCm: latest.height_mm / 10,
    ...(latest.posture ? { posture: latest.posture } : {}),
    gestation: gestationOf(baby),
    boneAge: boneAge
      ? {
          years: boneAge.bone_age_months / 12,
          method: boneAge.method,
          readAtAgeDays: ageDaysOn(baby.birthday, boneAge.read_on),
        }
      : null,
  });
  return {
    ...base,
    basedOn: {
      measurementId: latest.id,
      date: latest.measured_on,
      ageLabel: ageOn(baby.birthday, latest.measured_on)?.text ?? '',
      heightCm: latest.height_mm / 10,
      source: latest.source,
    },
    boneAge: boneAge
      ? {
          boneAgeId: boneAge.id,
          date: boneAge.read_on,
          label: boneAgeLabel(boneAge.bone_age_months),
          method: boneAge.method,
        }
      : null,
    list: result.predictions.map((p) => ({
      method: p.method,
      methodName: p.methodName,
      predictedCm: p.predictedCm,
      lowCm: round1(p.predictedCm - p.uncertainty.plusMinusCm),
      highCm: round1(p.predictedCm + p.uncertainty.plusMinusCm),
      plusMinusCm: p.uncertainty.plusMinusCm,
      uncertaintyBasis: p.uncertainty.basis,
      isConvention: p.uncertainty.isConvention,
      placedAt: p.placedAt,
      sources: p.sources ?? [],
      notes: [...p.notes, ...p.gaps.map((g) => g.message)],
      healthyChildrenOnly: p.healthyChildrenOnly,
      caveat: p.caveat,
    })),
    unavailable: result.unavailable.map((u) => ({
      method: u.method,
      methodName: PREDICTION_METHOD_NAMES[u.method],
      reason: u.reason,
    })),
  };
};
