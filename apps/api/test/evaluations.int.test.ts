import { ageLabelOfDays, ageOn, REFERENCE_NAMES, readingFor } from '@sprout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvaluation } from '../src/modules/growth/evaluations.repository.ts';
import {
  addEvaluating,
  BIRTHDAY,
  evaluationRows,
  type Indicator,
  type Report,
  type ReportFixture,
  reportFixture,
} from './evaluations-support.ts';
import { addGrowthBaby, addHome, daysAgo, fieldsOf, G, today, U } from './growth-support.ts';
import { leaksInRun, startTestApp, type TestApp } from './harness.ts';

/** addEvaluating: a 身高报告 made from one visit with the growth engine, once, and frozen. */
let t: TestApp;
let parent: { token: string; userId: number };
let other: { token: string; userId: number };
let babyId: number;
let pid: string;
let visits: ReportFixture['visits'];
let othersMeasurement: number;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  ({ parent, other, babyId, pid, visits, othersMeasurement } = await reportFixture(t));
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

const post = <T>(path: string, body: Record<string, unknown>, token = parent.token) =>
  t.call<T>('POST', `${U}/${path}`, { token, body });
const heightOf = (results: Indicator[]) => results.find((r) => r.indicator === 'lengthHeightForAge');

describe('addEvaluating', () => {
  let report: Report;
  beforeAll(async () => {
    const res = await addEvaluating(t, parent.token, { babyId, measurementId: visits.clinic });
    expect(res.body.success, res.raw).toBe(true);
    report = res.body.data;
  });

  it('freezes the visit: the baby then, the measurement, every indicator as growUpCalculation scores it', async () => {
    expect(report).toMatchObject({
      babyId,
      measurementId: visits.clinic,
      baby: {
        name: '小苗',
        sex: '男',
        birthday: BIRTHDAY,
        ageLabel: ageOn(BIRTHDAY, daysAgo(20))?.text,
        ageDays: 380,
        gestationalWeeks: null,
      },
      measurement: {
        date: daysAgo(20),
        heightCm: 76.5,
        posture: 'lying',
        weightKg: 9.9,
        headCircumferenceCm: null,
        source: 'clinic',
      },
      reference: 'china',
      referenceName: REFERENCE_NAMES.china,
      geneticTarget: { targetCm: 174 },
    });
    expect(report.measurement.bmi).toBeCloseTo(9.9 / 0.765 ** 2, 1);
    expect(report.tables).toContain('WS/T 423-2022');
    for (const [type, val, indicator] of [
      ['height', 76.5, 'lengthHeightForAge'],
      ['weight', 9.9, 'weightForAge'],
    ] as const) {
      const calc = await t.call<{ result: Omit<Indicator, 'reading'> }>('GET', `${G}/growUpCalculation`, {
        token: parent.token,
        query: { babyId, type, val, date: daysAgo(20), posture: 'lying' },
      });
      expect(calc.body.success, calc.raw).toBe(true);
      const stored = report.results.chronological.find((r) => r.indicator === indicator);
      expect(stored).toEqual({
        ...calc.body.data.result,
        reading: readingFor(stored?.indicatorName ?? '', calc.body.data.result.score),
      });
      expect(stored?.score?.percentile).not.toBeNull();
    }
    expect(report.results.chronological.map((r) => r.indicator).sort()).toEqual(
      ['bmiForAge', 'lengthHeightForAge', 'weightForAge', 'weightForLengthHeight'].sort(),
    );
    expect(report.results.corrected).toBeNull();
    expect(report.summary).toMatch(/这次测量/);
  });

  it('has the velocity since the previous height, the predictions and the bone age of that visit', async () => {
    const dynamic = await t.call<Record<string, unknown>>('POST', '/api/baby/getDynamicHeight', {
      token: parent.token,
      body: { babyId },
    });
    expect(report.velocity).toMatchObject({
      previous: { date: daysAgo(200), heightCm: 68 },
      gainCm: dynamic.body.data.gainCm,
      intervalDays: dynamic.body.data.intervalDays,
      velocityCmPerYear: dynamic.body.data.velocityCmPerYear,
      velocityNote: dynamic.body.data.velocityNote,
    });
    expect(report.velocity.gainCm).toBe(8.5);
    expect(report.velocity.intervalDays).toBe(180);
    const predictions = await t.call<{ list: unknown[]; unavailable: unknown[]; caveat: string }>(
      'POST',
      `${U}/heightPredictionList`,
      { token: parent.token, body: { babyId } },
    );
    expect(report.predictions.list).toEqual(predictions.body.data.list);
    expect(report.predictions.unavailable).toEqual(predictions.body.data.unavailable);
    expect(report.predictions.caveat).toBe(predictions.body.data.caveat);
    expect(report.predictions.basedOn).toMatchObject({ date: daysAgo(20), heightCm: 76.5, source: 'clinic' });
    expect(report.boneAge).toMatchObject({ date: daysAgo(30), boneAgeLabel: '1岁0月', method: 'GP' });
    expect(report.predictions.boneAge).toEqual({
      date: daysAgo(30),
      label: '1岁0月',
      method: 'GP',
      methodName: 'G-P图谱法',
    });
  });

  it('returns the same report when asked again, also for two calls at once, and the index refuses a second row', async () => {
    const again = await addEvaluating(t, parent.token, { pid, measurementId: visits.clinic });
    expect(again.body.data).toEqual(report);
    const [a, b] = await Promise.all([
      addEvaluating(t, parent.token, { babyId, measurementId: visits.first }),
      addEvaluating(t, parent.token, { babyId, measurementId: visits.first }),
    ]);
    expect(a.body.success && b.body.success, a.raw + b.raw).toBe(true);
    expect(a.body.data.evaluationId).toBe(b.body.data.evaluationId);
    const rows = (await evaluationRows(t)).filter((r) => r.measurement_id === visits.first);
    expect(rows).toHaveLength(1);
    const [{ id: _id, ...values }] = rows as [(typeof rows)[number]];
    expect(await insertEvaluation(t.ctx.db, values)).toBeUndefined();
    expect((await evaluationRows(t)).filter((r) => r.measurement_id === visits.first)).toHaveLength(1);
  });

  it('without measurementId takes the latest visit with a height or weight', async () => {
    const res = await addEvaluating(t, parent.token, { babyId });
    expect(res.body.success, res.raw).toBe(true);
    expect(res.body.data).toMatchObject({
      measurementId: visits.weightOnly,
      measurement: { weightKg: 10, heightCm: null },
      velocity: { previous: null, velocityCmPerYear: null, velocityNote: '这次测量没有身高，不计算增长速度' },
    });
    expect(heightOf(res.body.data.results.chronological)).toBeUndefined();
  });

  it('refuses a baby without measurements, a head-only visit, another baby’s, another parent’s and a deleted one', async () => {
    const empty = await addGrowthBaby(t, parent.token, { name: '没量过' });
    const before = await evaluationRows(t);
    const none = await addEvaluating(t, parent.token, { babyId: empty });
    expect(none.body).toMatchObject({ success: false, code: 4004, msg: '还没有测量记录，请先录入身高体重' });
    const headOnlyBaby = await addGrowthBaby(t, parent.token, { name: '只量头' });
    await addHome(t, parent.token, headOnlyBaby, { measuredOn: today(), headCircumferenceCm: 46 });
    expect((await addEvaluating(t, parent.token, { babyId: headOnlyBaby })).body.code).toBe(4004);
    const deleted = await addHome(t, parent.token, babyId, { measuredOn: daysAgo(50), weightKg: 9.5 });
    const del = await t.call('POST', `${G}/deleteMeasurement`, {
      token: parent.token,
      body: { measurementId: deleted },
    });
    expect(del.body.success, del.raw).toBe(true);
    const secondBabysVisit = await addHome(t, parent.token, empty, { measuredOn: today(), weightKg: 10 });
    for (const measurementId of [visits.headOnly, othersMeasurement, deleted, secondBabysVisit, 999_999]) {
      const res = await addEvaluating(t, parent.token, { babyId, measurementId });
      expect(res.body, String(measurementId)).toMatchObject({ success: false, code: 4004 });
    }
    const foreignBaby = await addEvaluating(t, other.token, { babyId, measurementId: visits.clinic });
    expect(foreignBaby.body.code).toBe(4004);
    expect(foreignBaby.raw).not.toContain('小苗');
    expect(await evaluationRows(t)).toEqual(before);
    const noBaby = await addEvaluating(t, parent.token, {});
    expect(fieldsOf(noBaby.body)).toHaveProperty('babyId');
  });

  it('does not change when the reference, the profile or the measurements change later', async () => {
    const set = await t.call('POST', `${G}/setReference`, {
      token: parent.token,
      body: { reference: 'who' },
    });
    expect(set.body.success).toBe(true);
    const edit = await post('modifyBabyInfo', {
      babyId,
      babyName: '改了名',
      sex: '男',
      birthday: BIRTHDAY,
      dadHeight: 185,
      momHeight: 170,
    });
    expect(edit.body.success, edit.raw).toBe(true);
    await addHome(t, parent.token, babyId, { measuredOn: daysAgo(19), heightCm: 76.6 });
    const read = await post<Report>('evaluatingDetails', { evaluationId: report.evaluationId });
    expect(read.body.data).toEqual(report);
    const who = await addEvaluating(t, parent.token, { babyId, measurementId: visits.clinic });
    expect(who.body.data.evaluationId).not.toBe(report.evaluationId);
    expect(who.body.data).toMatchObject({
      reference: 'who',
      referenceName: REFERENCE_NAMES.who,
      baby: { name: '改了名' },
    });
    expect(who.body.data.tables).toContain('WHO 2006');
    await t.call('POST', `${G}/setReference`, { token: parent.token, body: { reference: null } });
  });

  it('gives a baby born early its corrected-age results and judges the summary by them', async () => {
    const early = await addGrowthBaby(t, parent.token, {
      name: '早早',
      birthday: daysAgo(100),
      gestationalWeeks: 30,
    });
    await addHome(t, parent.token, early, {
      measuredOn: today(),
      heightCm: 55,
      weightKg: 4.5,
      confirmUnusual: true,
    });
    const res = await addEvaluating(t, parent.token, { babyId: early });
    expect(res.body.success, res.raw).toBe(true);
    expect(res.body.data.baby.gestationalWeeks).toBe(30);
    expect(res.body.data.results.correctedAgeLabel).toBe(ageLabelOfDays(30));
    const corrected = heightOf(res.body.data.results.corrected ?? []);
    expect(corrected?.ageDays).toBe(30);
    const list = await post<{ list: { ageBasis: string }[] }>('evaluatingList', { babyId: early });
    expect(list.body.data.list[0]?.ageBasis).toBe('corrected');
  });
});
