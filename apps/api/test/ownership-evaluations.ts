import { expect } from 'vitest';
import { addGrowthBaby, addHome, daysAgo, U } from './growth-support.ts';
import type { TestApp } from './harness.ts';
import type { OwnershipRow } from './ownership-row.ts';

/**
 * R1 rows for the growth reports, for ownership.int.test.ts: what A owns (a baby with a measurement, a
 * report of it, a share link), made through the API, and one row per id-bearing report endpoint. The
 * rows run in this order; the two that end A's records (revokeShare, deleteEvaluating) come last.
 */
export interface EvaluationIds {
  babyId: number;
  measurementId: number;
  evaluationId: number;
  shareId: number;
}

export type EvaluationRow = OwnershipRow<EvaluationIds>;

export const prepareEvaluationIds = async (
  t: TestApp,
  parentA: { token: string },
): Promise<EvaluationIds> => {
  const babyId = await addGrowthBaby(t, parentA.token, { name: 'A的报告宝宝', birthday: daysAgo(800) });
  const measurementId = await addHome(t, parentA.token, babyId, {
    measuredOn: daysAgo(10),
    heightCm: 86,
    weightKg: 12,
  });
  const made = await t.call<{ evaluationId: number }>('POST', `${U}/addEvaluating`, {
    token: parentA.token,
    body: { babyId, measurementId },
  });
  expect(made.body.success, made.raw).toBe(true);
  const shared = await t.call<{ shareId: number }>('POST', `${U}/homePageShare`, {
    token: parentA.token,
    body: { evaluationId: made.body.data.evaluationId },
  });
  expect(shared.body.success, shared.raw).toBe(true);
  return {
    babyId,
    measurementId,
    evaluationId: made.body.data.evaluationId,
    shareId: shared.body.data.shareId,
  };
};

export const evaluationRows: EvaluationRow[] = [
  {
    key: `POST ${U}/addEvaluating`,
    input: (a) => ({ body: { babyId: a.babyId, measurementId: a.measurementId } }),
  },
  { key: `POST ${U}/evaluatingList`, input: (a) => ({ body: { babyId: a.babyId } }) },
  { key: `POST ${U}/evaluatingDetails`, input: (a) => ({ body: { evaluationId: a.evaluationId } }) },
  { key: `POST ${U}/getPastEvaluatingInfo`, input: (a) => ({ body: { babyId: a.babyId } }) },
  { key: `POST ${U}/latestEvaluatingDetails`, input: (a) => ({ body: { babyId: a.babyId } }) },
  { key: 'POST /api/growth/measurementReport', input: (a) => ({ body: { measurementId: a.measurementId } }) },
  { key: `POST ${U}/comprehensiveReport`, input: (a) => ({ body: { babyId: a.babyId } }) },
  { key: `POST ${U}/homePageShare`, input: (a) => ({ body: { evaluationId: a.evaluationId } }) },
  { key: `POST ${U}/shareList`, input: (a) => ({ body: { babyId: a.babyId } }) },
  { key: `POST ${U}/revokeShare`, input: (a) => ({ body: { shareId: a.shareId } }) },
  { key: `POST ${U}/deleteEvaluating`, input: (a) => ({ body: { evaluationId: a.evaluationId } }) },
];

/** The report tables, for the test's before/after snapshot. */
export const evaluationState = async (t: TestApp) => ({
  evaluations: await t.ctx.db.kysely.selectFrom('growth_evaluations').selectAll().orderBy('id').execute(),
  shareLinks: await t.ctx.db.kysely.selectFrom('evaluation_share_links').selectAll().orderBy('id').execute(),
});
