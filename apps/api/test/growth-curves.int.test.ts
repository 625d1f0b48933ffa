import { assessVisit, BAYLEY_PINNEAU_TABLE_NOTE, formatPercentile } from '@sprout/domain';
import { loadGrowthTables } from '@sprout/growth-reference';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClinic, addGrowthBaby, addHome, C, daysAgo, G, linkRecord, U } from './growth-support.ts';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';

/** A child's own growth: curves with home and clinic points, bone age, the latest height and predictions. */
let t: TestApp;
let parent: { token: string; userId: number };
let other: { token: string; userId: number };
let doctor: string;
let babyId: number;
let pid: string;
const visits = { first: 0, clinic: 0, last: 0 };
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  parent = await loginParentFresh(t);
  other = await loginParentFresh(t);
  doctor = await t.loginStaff('doctor', 'Sprout-doctor-2026');
  babyId = await addGrowthBaby(t, parent.token, { birthday: daysAgo(1100), dadHeight: 178, momHeight: 162 });
  pid = await linkRecord(t, parent.token, babyId);
  visits.first = await addHome(t, parent.token, babyId, {
    measuredOn: daysAgo(735),
    heightCm: 75.5,
    posture: 'lying',
    weightKg: 9.6,
    headCircumferenceCm: 46,
  });
  visits.clinic = (
    await addClinic(t, doctor, babyId, { measuredOn: daysAgo(370), heightCm: 87, weightKg: 12.4 })
  ).measurementId;
  visits.last = await addHome(t, parent.token, babyId, {
    measuredOn: daysAgo(10),
    heightCm: 95.2,
    weightKg: 14.1,
  });
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

type Point = {
  measurementId: number;
  date: string;
  ageDays: number;
  ageLabel: string;
  slot: number | null;
  value: number;
  source: string;
  posture: string | null;
  percentile: number | null;
  percentileText: string;
  z: number | null;
  corrected: unknown;
};
type Curve = { babyId: number; unit: string; points: Point[]; gaps: unknown[] };
const curve = (name: string, body: Record<string, unknown>, token = parent.token) =>
  t.call<Curve>('POST', `${U}/${name}`, { token, body });

describe('height, weight and BMI curves', () => {
  it('the height curve has every height, oldest first, home and clinic marked, scored as the engine scores', async () => {
    const res = await curve('heightCurve', { babyId });
    expect(res.body.success, res.raw).toBe(true);
    const points = res.body.data.points;
    expect(points.map((p) => [p.measurementId, p.source, p.posture])).toEqual([
      [visits.first, 'home', 'lying'],
      [visits.clinic, 'clinic', 'lying'], // 730 days old: WHO measures lying until day 731
      [visits.last, 'home', 'standing'],
    ]);
    const first = points[0] as Point;
    expect(first).toMatchObject({ date: daysAgo(735), ageDays: 365, value: 75.5 });
    expect(first.ageLabel).toMatch(/^[01]岁\d+月\d+天$/);
    expect(first.slot).toBeGreaterThan(340);
    const engine = assessVisit(loadGrowthTables(), {
      reference: 'china',
      sex: '男',
      ageDays: 365,
      heightCm: 75.5,
      posture: 'lying',
    }).chronological[0];
    expect(first.percentileText).toBe(engine?.score ? formatPercentile(engine.score) : 'none');
    expect(first.z).toBeCloseTo(engine?.score?.z ?? Number.NaN, 2);
    expect(first.corrected).toBeNull();
    expect(res.body.data.unit).toBe('cm');
  });

  it('the weight curve has the three weights and the BMI curve the BMI of each visit with both', async () => {
    const weight = await curve('weightCurve', { pid });
    expect(weight.body.data.points.map((p) => p.value)).toEqual([9.6, 12.4, 14.1]);
    const bmi = await curve('bmiCurve', { babyId });
    expect(bmi.body.data.unit).toBe('kg/m²');
    expect(bmi.body.data.points).toHaveLength(3);
    expect(bmi.body.data.points[2]?.value).toBeCloseTo(14.1 / 0.952 ** 2, 2);
    expect(bmi.body.data.points.every((p) => p.percentile !== null)).toBe(true);
  });

  it('the head curve has only the visits that measured the head, scored on the head-circumference table', async () => {
    const res = await curve('headCurve', { babyId });
    expect(res.body.success, res.raw).toBe(true);
    expect(res.body.data.unit).toBe('cm');
    expect(res.body.data.points.map((p) => [p.measurementId, p.value, p.source])).toEqual([
      [visits.first, 46, 'home'],
    ]);
    const engine = assessVisit(loadGrowthTables(), {
      reference: 'china',
      sex: '男',
      ageDays: 365,
      headCircumferenceCm: 46,
    }).chronological.find((r) => r.indicator === 'headCircumferenceForAge');
    const point = res.body.data.points[0] as Point;
    expect(engine?.score).toBeTruthy();
    expect(point.percentileText).toBe(engine?.score ? formatPercentile(engine.score) : 'none');
    expect(point.z).toBeCloseTo(engine?.score?.z ?? Number.NaN, 2);
    expect(point.posture).toBeNull();
    expect((await curve('headCurve', { babyId }, other.token)).body.code).toBe(4004);
  });

  it('a baby born early has its corrected-age scores beside each point until age 2', async () => {
    const early = await addGrowthBaby(t, parent.token, {
      name: '早产',
      birthday: daysAgo(150),
      gestationalWeeks: 32,
    });
    await addHome(t, parent.token, early, { measuredOn: daysAgo(10), weightKg: 5.2 });
    const res = await curve('weightCurve', { babyId: early });
    expect(res.body.data.points[0]?.corrected).toMatchObject({
      ageDays: 140 - 56,
      ageLabel: expect.stringMatching(/岁/),
    });
  });

  it('bad input and other parents’ babies are refused', async () => {
    expect((await curve('heightCurve', {})).body.code).toBe(4000);
    expect((await curve('heightCurve', { babyId, reference: 'uk' })).body.code).toBe(4000);
    expect((await curve('heightCurve', { babyId }, other.token)).body.code).toBe(4004);
    expect((await curve('weightCurve', { pid }, other.token)).body.code).toBe(4004);
  });
});

describe('a record shared by two guardians', () => {
  it('both see the clinic measurements; home entries stay with their own profile; only staff delete clinic ones', async () => {
    const theirs = await addGrowthBaby(t, other.token, { name: '同一个', birthday: daysAgo(1100) });
    await t.ctx.db.kysely.updateTable('babies').set({ pid }).where('id', '=', theirs).execute();
    const res = await curve('heightCurve', { pid }, other.token);
    expect(res.body.success, res.raw).toBe(true);
    expect(res.body.data.points.map((p) => [p.measurementId, p.source])).toEqual([[visits.clinic, 'clinic']]);
    const del = await t.call('POST', `${G}/deleteMeasurement`, {
      token: other.token,
      body: { measurementId: visits.clinic },
    });
    expect(del.body.code).toBe(4003);
    const delHome = await t.call('POST', `${G}/deleteMeasurement`, {
      token: other.token,
      body: { measurementId: visits.first },
    });
    expect(delHome.body.code).toBe(4004);
  });
});

describe('bone ages', () => {
  it('the bone age curve shows the clinic’s readings with method and advance', async () => {
    const added = await t.call<{ boneAgeId: number }>('POST', `${C}/addBoneAge`, {
      token: doctor,
      body: { babyId, readOn: daysAgo(10), boneAgeYears: 3, boneAgeMonths: 6, method: 'TW3' },
    });
    expect(added.body.success, added.raw).toBe(true);
    const res = await t.call<{ points: Record<string, unknown>[] }>('POST', `${U}/boneAgeCurve`, {
      token: parent.token,
      body: { pid },
    });
    expect(res.body.data.points).toEqual([
      expect.objectContaining({
        boneAgeId: added.body.data.boneAgeId,
        date: daysAgo(10),
        ageDays: 1090,
        value: 3.5,
        boneAgeYears: 3,
        boneAgeMonths: 6,
        boneAgeLabel: '3岁6月',
        method: 'TW3',
        methodName: 'TW3法',
        advanceYears: Math.round((3.5 - 1090 / 365.25) * 100) / 100,
        source: 'clinic',
      }),
    ]);
    const foreign = await t.call('POST', `${U}/boneAgeCurve`, { token: other.token, body: { babyId } });
    expect(foreign.body.code).toBe(4004);
  });
});

type Dynamic = {
  latest: Point | null;
  previous: Point | null;
  gainCm: number | null;
  intervalDays: number | null;
  velocityCmPerYear: number | null;
  velocityNote: string | null;
  geneticTarget: { targetCm: number } | null;
};
describe('getDynamicHeight', () => {
  it('gives the latest height, the gain since the previous one (a lying length counts 0.7 cm less standing), its yearly rate and the genetic target', async () => {
    const res = await t.call<Dynamic>('POST', '/api/baby/getDynamicHeight', {
      token: parent.token,
      body: { babyId },
    });
    expect(res.body.success, res.raw).toBe(true);
    expect(res.body.data).toMatchObject({
      latest: { measurementId: visits.last, value: 95.2 },
      previous: { measurementId: visits.clinic, value: 87 },
      gainCm: 8.9, // 95.2 standing − (87 lying − 0.7)
      intervalDays: 360,
      velocityNote: null,
      geneticTarget: { targetCm: 176.5 },
    });
    expect(res.body.data.velocityCmPerYear).toBeCloseTo((8.9 / 360) * 365.25, 1);
  });

  it('says why there is no rate: one height, or two too close together', async () => {
    const baby = await addGrowthBaby(t, parent.token, { name: '一次', birthday: daysAgo(500) });
    await addHome(t, parent.token, baby, { measuredOn: daysAgo(40), heightCm: 78 });
    const one = await t.call<Dynamic>('POST', '/api/baby/getDynamicHeight', {
      token: parent.token,
      body: { babyId: baby },
    });
    expect(one.body.data).toMatchObject({
      previous: null,
      velocityCmPerYear: null,
      velocityNote: '至少需要两次身高测量',
    });
    await addHome(t, parent.token, baby, { measuredOn: daysAgo(1), heightCm: 79 });
    const close = await t.call<Dynamic>('POST', '/api/baby/getDynamicHeight', {
      token: parent.token,
      body: { babyId: baby },
    });
    expect(close.body.data).toMatchObject({ gainCm: 1, intervalDays: 39, velocityCmPerYear: null });
    expect(close.body.data.velocityNote).toMatch(/不足3个月/);
    const foreign = await t.call('POST', '/api/baby/getDynamicHeight', {
      token: other.token,
      body: { babyId: baby },
    });
    expect(foreign.body.code).toBe(4004);
  });

  it('never shows a height that went down as a negative speed: beyond 0.7 cm it asks for a re-measure, within it the height counts as the same (issue 12, item 10)', async () => {
    const dynamic = async (baby: number) =>
      (
        await t.call<Dynamic>('POST', '/api/baby/getDynamicHeight', {
          token: parent.token,
          body: { babyId: baby },
        })
      ).body.data;
    const fell = await addGrowthBaby(t, parent.token, { name: '变矮', birthday: daysAgo(2100) });
    await addHome(t, parent.token, fell, { measuredOn: daysAgo(200), heightCm: 110.2 });
    await addHome(t, parent.token, fell, { measuredOn: daysAgo(10), heightCm: 108.4 });
    const a = await dynamic(fell);
    expect(a).toMatchObject({ gainCm: -1.8, intervalDays: 190, velocityCmPerYear: null });
    expect(a.velocityNote).toBe(
      '这次身高比上次低1.8厘米，可能是测量误差，请让孩子脱鞋靠墙站直后重新测量，或请医生核对',
    );
    const same = await addGrowthBaby(t, parent.token, { name: '持平', birthday: daysAgo(2100) });
    await addHome(t, parent.token, same, { measuredOn: daysAgo(200), heightCm: 110.2 });
    await addHome(t, parent.token, same, { measuredOn: daysAgo(10), heightCm: 109.8 });
    const b = await dynamic(same);
    expect(b).toMatchObject({ gainCm: -0.4, velocityCmPerYear: null });
    expect(b.velocityNote).toMatch(/基本相同/);
  });
});

type Predictions = {
  basedOn: { measurementId: number; heightCm: number; source: string } | null;
  boneAge: { label: string; method: string } | null;
  list: {
    method: string;
    predictedCm: number;
    lowCm: number;
    highCm: number;
    plusMinusCm: number;
    uncertaintyBasis: string;
    healthyChildrenOnly: boolean;
    caveat: string;
    placedAt: string;
    notes: string[];
  }[];
  unavailable: { method: string; methodName: string; reason: string }[];
  geneticTarget: { targetCm: number } | null;
  caveat: string;
};
describe('heightPredictionList', () => {
  it('under 3 years predicts nothing, by any method, and says why once for each', async () => {
    // The latest height is 10 days old, at 1,090 days of age: just under 3 × 365.25.
    const res = await t.call<Predictions>('POST', `${U}/heightPredictionList`, {
      token: parent.token,
      body: { babyId },
    });
    expect(res.body.success, res.raw).toBe(true);
    const data = res.body.data;
    expect(data.basedOn).toMatchObject({ measurementId: visits.last, heightCm: 95.2, source: 'home' });
    expect(data.boneAge).toMatchObject({ label: '3岁6月', method: 'TW3' });
    expect(data.list).toEqual([]);
    const why = '3岁以下的身高变化大，成年身高预测不可靠，3岁后再看。';
    expect(data.unavailable).toEqual([
      { method: 'percentile', methodName: '百分位延续法', reason: why },
      { method: 'bayleyPinneau', methodName: 'Bayley-Pinneau骨龄法', reason: why },
    ]);
  });

  it('from 3 years predicts by percentile, at the bone age, and explains why Bayley-Pinneau cannot be used', async () => {
    const boy = await addGrowthBaby(t, parent.token, { name: '哥哥', birthday: daysAgo(4 * 365 + 30) });
    await addHome(t, parent.token, boy, { measuredOn: daysAgo(3), heightCm: 103.5, weightKg: 16.5 });
    const bone = await t.call('POST', `${C}/addBoneAge`, {
      token: doctor,
      body: { babyId: boy, readOn: daysAgo(3), boneAgeYears: 4, boneAgeMonths: 6, method: 'TW3' },
    });
    expect(bone.body.success, bone.raw).toBe(true);
    const res = await t.call<Predictions>('POST', `${U}/heightPredictionList`, {
      token: parent.token,
      body: { babyId: boy },
    });
    const data = res.body.data;
    const percentile = data.list.find((p) => p.method === 'percentile');
    expect(percentile).toMatchObject({ placedAt: 'boneAge', healthyChildrenOnly: true });
    expect(percentile?.predictedCm).toBeGreaterThan(150);
    expect(percentile?.lowCm).toBeCloseTo((percentile?.predictedCm ?? 0) - (percentile?.plusMinusCm ?? 0), 1);
    expect(data.caveat).toMatch(/健康儿童/);
    // Bone age 4岁6月: before the first column of Bayley-Pinneau's tables (6 years).
    expect(data.unavailable.map((u) => u.method)).toEqual(['bayleyPinneau']);
  });

  it('uses Bayley-Pinneau for a school child with a recent G-P bone age', async () => {
    const girl = await addGrowthBaby(t, parent.token, {
      name: '姐姐',
      sex: '女',
      birthday: daysAgo(9 * 365 + 40),
    });
    await addClinic(t, doctor, girl, { measuredOn: daysAgo(5), heightCm: 133, weightKg: 28 });
    const bone = await t.call('POST', `${C}/addBoneAge`, {
      token: doctor,
      body: { babyId: girl, readOn: daysAgo(5), boneAgeYears: 9, boneAgeMonths: 0, method: 'GP' },
    });
    expect(bone.body.success, bone.raw).toBe(true);
    const res = await t.call<Predictions>('POST', `${U}/heightPredictionList`, {
      token: parent.token,
      body: { babyId: girl },
    });
    const bp = res.body.data.list.find((p) => p.method === 'bayleyPinneau');
    expect(bp).toMatchObject({ plusMinusCm: 4, placedAt: 'boneAge' });
    expect(bp?.predictedCm).toBeGreaterThan(140);
    expect(bp?.uncertaintyBasis).toMatch(/约定/);
    // The table was checked row by row against the 1952 paper, and the answer says so.
    expect(bp?.notes).toContain(BAYLEY_PINNEAU_TABLE_NOTE);
    // A girl of 9 with a bone age of 9-0: Table IIIA prints 82.7 % there (J Pediatr 1952;40:432).
    expect(bp?.predictedCm).toBe(Math.round((133 / 0.827) * 10) / 10);
  });

  it('says so when there is no height yet', async () => {
    const baby = await addGrowthBaby(t, parent.token, { name: '没量过' });
    const res = await t.call<Predictions>('POST', `${U}/heightPredictionList`, {
      token: parent.token,
      body: { babyId: baby },
    });
    expect(res.body.data).toMatchObject({ basedOn: null, list: [] });
    expect(res.body.data.unavailable[0]?.reason).toBe('还没有身高记录');
  });
});
