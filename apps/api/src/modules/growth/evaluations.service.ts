import { type api, evaluationSnapshot, type ParsedBodyOf } from '@sprout/contract';
import { resultsInOrder } from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import { nowIso } from '../../db/dialect.ts';
import type { GrowthMeasurementRow } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import { defaultOwnedBaby, findOwnedBaby, ownedBabyBy } from '../babies/owned-babies.service.ts';
import { referenceFor } from './reference-choice.service.ts';
import type { CountedMeasurement } from './measurement-review.ts';
import { childMeasurements, visibleBoneAges } from './visits.service.ts';
import type { ParentPrincipal } from '../sessions/sessions.types.ts';
import { buildSnapshot } from './evaluation-snapshot.ts';
import { latestVisit } from './report-parts.ts';
import {
  findLiveEvaluation,
  findVisitEvaluation,
  insertEvaluation,
  latestEvaluation,
  listEvaluations,
  pageEvaluations,
  revokeSharesOfEvaluation,
  softDeleteEvaluation,
} from './evaluations.repository.ts';
import { inTransaction } from '../../db/database.ts';

/** 身高报告: made once per visit and reference from the growth engine, stored, and read back as stored. */

type EvaluationRow = NonNullable<Awaited<ReturnType<typeof findLiveEvaluation>>>;

export const NO_MEASUREMENT = '还没有测量记录，请先录入身高体重';

/** The stored snapshot, checked against the contract (a row is only ever written from it). */
export const snapshotOf = (row: Pick<EvaluationRow, 'snapshot'>) =>
  evaluationSnapshot.parse(JSON.parse(row.snapshot));

const detailOf = (row: EvaluationRow) => ({
  ...snapshotOf(row),
  evaluationId: row.id,
  babyId: row.baby_id,
  measurementId: row.measurement_id,
  createdAt: row.created_at,
});

const hasHeightOrWeight = (m: GrowthMeasurementRow) => m.height_mm !== null || m.weight_g !== null;

/** 身高报告 are made only of measurements that count: one waiting for review (待核对) is refused. */
export const PENDING_VISIT = '这次测量待核对，医生核对后才能生成身高报告';

/** The named visit of this baby, or its latest visit with a height or weight (of those that count). */
const visitToReport = (
  { counted, pending }: { counted: CountedMeasurement[]; pending: GrowthMeasurementRow[] },
  measurementId: number | undefined,
) => {
  const rows = counted;
  if (measurementId !== undefined) {
    const m = rows.find((r) => r.id === measurementId);
    if (!m && pending.some((r) => r.id === measurementId)) throw notFound(PENDING_VISIT);
    if (!m) throw notFound('测量记录不存在');
    if (!hasHeightOrWeight(m)) throw notFound('这次测量没有身高或体重，不能生成身高报告');
    return m;
  }
  const latest = latestVisit(rows, hasHeightOrWeight);
  if (!latest) throw notFound(NO_MEASUREMENT);
  return latest;
};

export const addEvaluation = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  input: ParsedBodyOf<typeof api.evaluations.addEvaluating>,
) => {
  const db = ctx.db;
  const baby = await ownedBabyBy(ctx, parent, input);
  const reference = await referenceFor(ctx, parent, input.reference);
  const visits = await childMeasurements(db, baby);
  const m = visitToReport(visits, input.measurementId);
  const existing = await findVisitEvaluation(db, baby.id, m.id, reference);
  if (existing) return detailOf(existing);
  const snapshot = buildSnapshot(reference, baby, m, visits.counted, await visibleBoneAges(db, baby));
  const inserted = await insertEvaluation(db, {
    baby_id: baby.id,
    pid: baby.pid,
    measurement_id: m.id,
    measured_on: m.measured_on,
    reference,
    snapshot: JSON.stringify(snapshot),
    created_by_user_id: parent.userId,
    created_at: nowIso(),
    deleted_at: null,
  });
  // A call at the same moment made it first: answer that one.
  const row = inserted ?? (await findVisitEvaluation(db, baby.id, m.id, reference));
  if (!row) throw notFound(NO_MEASUREMENT);
  return detailOf(row);
};

/** A live report of one of the parent's own live babies; anyone else's is 4004 报告不存在. */
export const ownEvaluation = async (ctx: AppContext, parent: ParentPrincipal, evaluationId: number) => {
  const row = await findLiveEvaluation(ctx.db, evaluationId);
  if (!row || !(await findOwnedBaby(ctx.db, parent, row.baby_id))) throw notFound('报告不存在');
  return row;
};

export const evaluationDetails = async (ctx: AppContext, parent: ParentPrincipal, evaluationId: number) =>
  detailOf(await ownEvaluation(ctx, parent, evaluationId));

type Snapshot = ReturnType<typeof snapshotOf>;

/** The results the report judges by: the leading ones (corrected age once past term, else calendar age). */
const judged = (s: Snapshot) => {
  const { basis, lead } = resultsInOrder(s.results);
  return { basis, results: lead };
};

const scoreOf = (s: Snapshot, indicator: 'lengthHeightForAge' | 'weightForAge') =>
  judged(s).results.find((r) => r.indicator === indicator)?.score ?? null;

export const summaryOf = (row: EvaluationRow) => {
  const s = snapshotOf(row);
  const height = scoreOf(s, 'lengthHeightForAge');
  const weight = scoreOf(s, 'weightForAge');
  return {
    s,
    item: {
      evaluationId: row.id,
      date: s.measurement.date,
      ageLabel: s.baby.ageLabel,
      heightCm: s.measurement.heightCm,
      heightPercentileText: s.measurement.heightCm === null ? null : (height?.percentileText ?? null),
      weightKg: s.measurement.weightKg,
      weightPercentileText: s.measurement.weightKg === null ? null : (weight?.percentileText ?? null),
      bmi: s.measurement.bmi,
      ageBasis: judged(s).basis,
      source: s.measurement.source,
      reference: s.reference,
      createdAt: row.created_at,
    },
    height,
  };
};

export const listEvaluationPage = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  q: ParsedBodyOf<typeof api.evaluations.evaluatingList>,
) => {
  const baby = await ownedBabyBy(ctx, parent, q);
  const { rows, total } = await pageEvaluations(ctx.db, baby.id, q);
  return { list: rows.map((r) => summaryOf(r).item), total, pageNum: q.pageNum, pageSize: q.pageSize };
};

/** The trend table: every report of the baby, oldest visit first. */
export const pastEvaluations = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  q: ParsedBodyOf<typeof api.evaluations.getPastEvaluatingInfo>,
) => {
  const baby = await ownedBabyBy(ctx, parent, q);
  const rows = await listEvaluations(ctx.db, baby.id);
  return {
    babyId: baby.id,
    list: rows.map((row) => {
      const { s, item, height } = summaryOf(row);
      return {
        evaluationId: item.evaluationId,
        date: item.date,
        ageLabel: item.ageLabel,
        ageDays: s.baby.ageDays,
        heightCm: item.heightCm,
        heightPercentile: item.heightCm === null ? null : (height?.percentile ?? null),
        heightPercentileText: item.heightPercentileText,
        heightZ: item.heightCm === null ? null : (height?.z ?? null),
        weightKg: item.weightKg,
        weightPercentileText: item.weightPercentileText,
        bmi: item.bmi,
        ageBasis: item.ageBasis,
        reference: item.reference,
      };
    }),
  };
};

/** The baby's latest report (no baby named: the default baby's), or null. */
export const latestEvaluationDetails = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  q: ParsedBodyOf<typeof api.evaluations.latestEvaluatingDetails>,
) => {
  const named = q.babyId !== undefined || q.pid !== undefined;
  const baby = named ? await ownedBabyBy(ctx, parent, q) : await defaultOwnedBaby(ctx.db, parent);
  if (!baby) return null;
  const row = await latestEvaluation(ctx.db, baby.id);
  return row ? detailOf(row) : null;
};

/** Soft delete and revoke its share links, in one transaction. */
export const deleteEvaluation = async (ctx: AppContext, parent: ParentPrincipal, evaluationId: number) => {
  await ownEvaluation(ctx, parent, evaluationId);
  const revokedShares = await inTransaction(ctx.db, async (trx) => {
    const now = nowIso();
    if (!(await softDeleteEvaluation(trx, evaluationId, now))) throw notFound('报告不存在');
    return revokeSharesOfEvaluation(trx, evaluationId, now);
  });
  return { evaluationId, deleted: true as const, revokedShares };
};
