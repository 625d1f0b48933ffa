import { expect } from 'vitest';
import { addClinic, addGrowthBaby, addHome, C, daysAgo, linkRecord, today, U } from './growth-support.ts';
import { loginParentFresh, type TestApp } from './harness.ts';

/** Helpers shared by the growth-report suites. */

export interface Indicator {
  indicator: string;
  indicatorName: string;
  value: number;
  ageDays: number;
  source: string | null;
  score: {
    percentile: number | null;
    percentileText: string;
    z: number | null;
    position: 'belowP3' | 'withinP3P97' | 'aboveP97';
  } | null;
  reading: string;
}
export interface Report {
  evaluationId: number;
  babyId: number;
  measurementId: number;
  createdAt: string;
  baby: {
    name: string;
    sex: string;
    birthday: string;
    ageLabel: string;
    ageDays: number;
    gestationalWeeks: number | null;
  };
  measurement: {
    date: string;
    heightCm: number | null;
    posture: string | null;
    weightKg: number | null;
    headCircumferenceCm: number | null;
    bmi: number | null;
    source: string;
  };
  reference: string;
  referenceName: string;
  tables: string[];
  results: { chronological: Indicator[]; corrected: Indicator[] | null; correctedAgeLabel: string | null };
  summary: string;
  geneticTarget: { targetCm: number } | null;
  velocity: {
    previous: { date: string; heightCm: number } | null;
    gainCm: number | null;
    intervalDays: number | null;
    velocityCmPerYear: number | null;
    velocityNote: string | null;
  };
  predictions: {
    basedOn: { date: string } | null;
    boneAge: unknown;
    list: unknown[];
    unavailable: unknown[];
    caveat: string;
  };
  boneAge: { date: string; boneAgeLabel: string; advanceYears: number } | null;
  computedAt: string;
}

export const addEvaluating = (t: TestApp, token: string, body: Record<string, unknown>) =>
  t.call<Report>('POST', `${U}/addEvaluating`, { token, body });

export const evaluationRows = (t: TestApp) =>
  t.ctx.db.kysely.selectFrom('growth_evaluations').selectAll().orderBy('id').execute();
export const shareRows = (t: TestApp) =>
  t.ctx.db.kysely.selectFrom('evaluation_share_links').selectAll().orderBy('id').execute();

export const share = async (t: TestApp, token: string, evaluationId: number, validDays?: number) => {
  const res = await t.call<{ shareId: number; token: string; sharePath: string; expiresAt: string }>(
    'POST',
    `${U}/homePageShare`,
    { token, body: { evaluationId, ...(validDays !== undefined ? { validDays } : {}) } },
  );
  expect(res.body.success, res.raw).toBe(true);
  return res.body.data;
};

/**
 * A boy of 400 days with a father of 175 cm and a mother of 160 cm, linked to a clinic record: a home visit
 * 200 days ago (68 cm, 8 kg, head 43.5), a bone age read 30 days ago (1岁0月, G-P), a clinic visit 20 days
 * ago (76.5 cm, 9.9 kg), a weight-only home visit 2 days ago and a head-only one yesterday; another
 * parent with a baby and a measurement of their own.
 */
export const BIRTHDAY = daysAgo(400);
export const reportFixture = async (t: TestApp) => {
  const parent = await loginParentFresh(t);
  const other = await loginParentFresh(t);
  const doctor = await t.loginStaff('doctor', 'Sprout-doctor-2026');
  const babyId = await addGrowthBaby(t, parent.token, { birthday: BIRTHDAY, dadHeight: 175, momHeight: 160 });
  const pid = await linkRecord(t, parent.token, babyId);
  const first = await addHome(t, parent.token, babyId, {
    measuredOn: daysAgo(200),
    heightCm: 68,
    weightKg: 8,
    headCircumferenceCm: 43.5,
  });
  const bone = await t.call<{ boneAgeId: number }>('POST', `${C}/addBoneAge`, {
    token: doctor,
    body: { babyId, readOn: daysAgo(30), boneAgeYears: 1, boneAgeMonths: 0, method: 'GP' },
  });
  expect(bone.body.success, bone.raw).toBe(true);
  const clinic = (
    await addClinic(t, doctor, babyId, { measuredOn: daysAgo(20), heightCm: 76.5, weightKg: 9.9 })
  ).measurementId;
  const weightOnly = await addHome(t, parent.token, babyId, { measuredOn: daysAgo(2), weightKg: 10 });
  const headOnly = await addHome(t, parent.token, babyId, {
    measuredOn: daysAgo(1),
    headCircumferenceCm: 46,
  });
  const othersBaby = await addGrowthBaby(t, other.token, { name: '别人家', sex: '女' });
  const othersMeasurement = await addHome(t, other.token, othersBaby, { measuredOn: today(), weightKg: 10 });
  return {
    parent,
    other,
    doctor,
    babyId,
    pid,
    visits: { first, clinic, weightOnly, headOnly },
    othersMeasurement,
    boneAgeId: bone.body.data.boneAgeId,
  };
};
export type ReportFixture = Awaited<ReturnType<typeof reportFixture>>;
