import { ageOn, REFERENCE_NAMES, readingFor } from '@sprout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addEvaluating,
  BIRTHDAY,
  evaluationRows,
  type Indicator,
  type Report,
  type ReportFixture,
  reportFixture,
  share,
  shareRows,
} from './evaluations-support.ts';
import { addGrowthBaby, daysAgo, G, today, U } from './growth-support.ts';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';

/** Reading the 身高报告s (lists, details, trend, latest), deleting them, and the two reports computed on request. */
let t: TestApp;
let parent: { token: string; userId: number };
let other: { token: string; userId: number };
let babyId: number;
let pid: string;
let visits: ReportFixture['visits'];
let boneAgeId: number;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  ({ parent, other, babyId, pid, visits, boneAgeId } = await reportFixture(t));
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

const post = <T>(path: string, body: Record<string, unknown>, token = parent.token) =>
  t.call<T>('POST', `${U}/${path}`, { token, body });
const heightOf = (results: Indicator[]) => results.find((r) => r.indicator === 'lengthHeightForAge');

beforeAll(async () => {
  for (const measurementId of [visits.first, visits.clinic, visits.weightOnly]) {
    const made = await addEvaluating(t, parent.token, { babyId, measurementId });
    expect(made.body.success, made.raw).toBe(true);
  }
});

type Summary = {
  evaluationId: number;
  date: string;
  heightCm: number | null;
  heightPercentileText: string | null;
  weightPercentileText: string | null;
  reference: string;
};
describe('lists, details, latest, delete', () => {
  it('evaluatingList pages newest visit first; getPastEvaluatingInfo is the oldest-first trend', async () => {
    const list = await post<{ list: Summary[]; total: number }>('evaluatingList', {
      pid,
      pageNum: 1,
      pageSize: 2,
    });
    expect(list.body.success, list.raw).toBe(true);
    const all = (await evaluationRows(t)).filter((r) => r.baby_id === babyId && r.deleted_at === null);
    expect(list.body.data.total).toBe(all.length);
    expect(list.body.data.list.map((e) => e.date)).toEqual([daysAgo(2), daysAgo(20)]);
    const details = await post<Report>('evaluatingDetails', {
      evaluationId: list.body.data.list[1]?.evaluationId,
    });
    const height = heightOf(details.body.data.results.chronological);
    expect(list.body.data.list[1]).toMatchObject({
      heightCm: 76.5,
      heightPercentileText: height?.score?.percentileText,
      source: 'clinic',
    });
    expect(list.body.data.list[0]).toMatchObject({ heightCm: null, heightPercentileText: null });
    const past = await post<{
      list: { evaluationId: number; date: string; heightPercentile: number | null; heightZ: number | null }[];
    }>('getPastEvaluatingInfo', { babyId });
    const dates = past.body.data.list.map((p) => p.date);
    expect(dates).toEqual([...dates].sort());
    expect(dates[0]).toBe(daysAgo(200));
    const trend = past.body.data.list.find((p) => p.evaluationId === list.body.data.list[1]?.evaluationId);
    expect(trend?.heightPercentile).toBe(height?.score?.percentile);
    expect(trend?.heightZ).toBe(height?.score?.z);
  });

  it('latestEvaluatingDetails: by baby, for the default baby when none is named, null without reports', async () => {
    const latest = await post<Report>('latestEvaluatingDetails', { babyId });
    expect(latest.body.data.measurement.date).toBe(daysAgo(2));
    const byDefault = await post<Report | null>('latestEvaluatingDetails', {});
    expect(byDefault.body.data?.evaluationId).toBe(latest.body.data.evaluationId);
    const fresh = await loginParentFresh(t);
    const nothing = await post('latestEvaluatingDetails', {}, fresh.token);
    expect(nothing.body).toMatchObject({ success: true, data: null });
    const noReports = await addGrowthBaby(t, fresh.token, { name: '新宝' });
    expect((await post('latestEvaluatingDetails', { babyId: noReports }, fresh.token)).body.data).toBeNull();
    expect((await post('latestEvaluatingDetails', { babyId }, fresh.token)).body.code).toBe(4004);
  });

  it('another parent gets 4004 on every report call and changes nothing', async () => {
    const [target] = (await evaluationRows(t)).filter((r) => r.baby_id === babyId);
    const before = { evaluations: await evaluationRows(t), shares: await shareRows(t) };
    const calls: [string, Record<string, unknown>][] = [
      ['evaluatingDetails', { evaluationId: target?.id }],
      ['deleteEvaluating', { evaluationId: target?.id }],
      ['homePageShare', { evaluationId: target?.id }],
      ['evaluatingList', { babyId }],
      ['getPastEvaluatingInfo', { pid }],
      ['latestEvaluatingDetails', { babyId }],
      ['comprehensiveReport', { babyId }],
    ];
    for (const [path, body] of calls) {
      const res = await post(path, body, other.token);
      expect(res.body, path).toMatchObject({ success: false, code: 4004 });
      expect(res.raw).not.toContain('小苗');
    }
    const report = await t.call('POST', `${G}/measurementReport`, {
      token: other.token,
      body: { measurementId: visits.clinic },
    });
    expect(report.body.code).toBe(4004);
    expect({ evaluations: await evaluationRows(t), shares: await shareRows(t) }).toEqual(before);
  });

  it('deleteEvaluating soft-deletes and revokes its share links in one go', async () => {
    const made = await addEvaluating(t, parent.token, { babyId, measurementId: visits.first });
    const links = [
      await share(t, parent.token, made.body.data.evaluationId),
      await share(t, parent.token, made.body.data.evaluationId),
    ];
    const del = await post('deleteEvaluating', { evaluationId: made.body.data.evaluationId });
    expect(del.body.data).toEqual({
      evaluationId: made.body.data.evaluationId,
      deleted: true,
      revokedShares: 2,
    });
    const rows = (await shareRows(t)).filter((s) => links.some((l) => l.shareId === s.id));
    expect(rows.every((s) => s.revoked_at !== null)).toBe(true);
    const row = (await evaluationRows(t)).find((r) => r.id === made.body.data.evaluationId);
    expect(row?.deleted_at).toBe(rows[0]?.revoked_at);
    expect((await post('evaluatingDetails', { evaluationId: made.body.data.evaluationId })).body.code).toBe(
      4004,
    );
    expect((await post('deleteEvaluating', { evaluationId: made.body.data.evaluationId })).body.code).toBe(
      4004,
    );
    const again = await addEvaluating(t, parent.token, { babyId, measurementId: visits.first });
    expect(again.body.data.evaluationId).not.toBe(made.body.data.evaluationId);
  });
});

describe('measurementReport and comprehensiveReport (computed, not saved)', () => {
  it('measurementReport scores one visit, home or clinic, with plain words and the reference named', async () => {
    const before = await evaluationRows(t);
    const res = await t.call<{
      measurement: { measurementId: number; source: string; canDelete: boolean };
      results: { chronological: Indicator[] };
      referenceName: string;
      summary: string;
    }>('POST', `${G}/measurementReport`, { token: parent.token, body: { measurementId: visits.clinic } });
    expect(res.body.success, res.raw).toBe(true);
    expect(res.body.data.measurement).toMatchObject({
      measurementId: visits.clinic,
      source: 'clinic',
      canDelete: false,
    });
    expect(res.body.data.referenceName).toBe(REFERENCE_NAMES.china);
    const calc = await t.call<{ result: Omit<Indicator, 'reading'> }>('GET', `${G}/growUpCalculation`, {
      token: parent.token,
      query: { babyId, type: 'weight', val: 9.9, date: daysAgo(20) },
    });
    const weight = res.body.data.results.chronological.find((r) => r.indicator === 'weightForAge');
    expect(weight).toEqual({
      ...calc.body.data.result,
      reading: readingFor('体重', calc.body.data.result.score),
    });
    expect(res.raw).not.toMatch(/"flags"|随访/);
    expect(await evaluationRows(t)).toEqual(before);
    const home = await t.call('POST', `${G}/measurementReport`, {
      token: parent.token,
      body: { measurementId: visits.first, reference: 'who' },
    });
    expect(home.body.data).toMatchObject({
      measurement: { source: 'home', canDelete: true },
      reference: 'who',
    });
  });

  it('comprehensiveReport gathers the child today, the latest of each indicator, velocity, predictions, bone age, counts', async () => {
    const res = await post<
      Record<string, unknown> & {
        baby: { ageLabel: string };
        latestMeasurement: { measurementId: number } | null;
        latestValues: Record<string, { value: number; date: string } | null>;
        velocity: Record<string, unknown>;
        predictions: Record<string, unknown>;
        boneAge: { boneAgeId: number; advanceYears: number } | null;
        evaluations: { count: number; latestEvaluationId: number | null };
        measurementCounts: { home: number; clinic: number; total: number };
      }
    >('comprehensiveReport', { pid });
    expect(res.body.success, res.raw).toBe(true);
    const d = res.body.data;
    expect(d.baby.ageLabel).toBe(ageOn(BIRTHDAY, today())?.text);
    expect(d.latestMeasurement?.measurementId).toBe(visits.headOnly);
    expect(d.latestValues.height).toMatchObject({ value: 76.5, date: daysAgo(20) });
    expect(d.latestValues.weight).toMatchObject({ value: 10, date: daysAgo(2) });
    expect(d.latestValues.head).toMatchObject({ value: 46, date: daysAgo(1) });
    expect(d.latestValues.bmi).toMatchObject({ date: daysAgo(20) });
    const dynamic = await t.call<Record<string, unknown>>('POST', '/api/baby/getDynamicHeight', {
      token: parent.token,
      body: { babyId },
    });
    const { babyId: _b, reference: _r, geneticTarget: _g, ...velocity } = dynamic.body.data;
    expect(d.velocity).toEqual(velocity);
    const predictions = await t.call<Record<string, unknown>>('POST', `${U}/heightPredictionList`, {
      token: parent.token,
      body: { babyId },
    });
    const { babyId: _pb, reference: _pr, geneticTarget: _pg, ...prediction } = predictions.body.data;
    expect(d.predictions).toEqual(prediction);
    expect(d.boneAge?.boneAgeId).toBe(boneAgeId);
    const live = (await evaluationRows(t)).filter((r) => r.baby_id === babyId && r.deleted_at === null);
    expect(d.evaluations.count).toBe(live.length);
    const latest = await post<Report>('latestEvaluatingDetails', { babyId });
    expect(d.evaluations.latestEvaluationId).toBe(latest.body.data.evaluationId);
    expect(d.measurementCounts).toEqual({ home: 3, clinic: 1, total: 4 });
    expect(res.raw).not.toMatch(/"flags"|随访/);
  });
});
