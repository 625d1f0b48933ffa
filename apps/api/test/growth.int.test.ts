import { assessMeasurement, formatPercentile, geneticHeightCm } from '@sprout/domain';
import { loadGrowthTables } from '@sprout/growth-reference';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addClinic,
  addGrowthBaby,
  addHome,
  daysAgo,
  fieldsOf,
  G,
  linkRecord,
  today,
  U,
} from './growth-support.ts';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';

/** The parent's growth calls: assessing values, standard lines and values, genetic target, references. */
let t: TestApp;
let parent: { token: string; userId: number };
let other: { token: string; userId: number };
let doctor: string;
let babyId: number;
let pid: string;
let othersBabyId: number;
let othersPid: string;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  parent = await loginParentFresh(t);
  other = await loginParentFresh(t);
  doctor = await t.loginStaff('doctor', 'Sprout-doctor-2026');
  babyId = await addGrowthBaby(t, parent.token, { birthday: daysAgo(400), dadHeight: 175, momHeight: 160 });
  pid = await linkRecord(t, parent.token, babyId);
  othersBabyId = await addGrowthBaby(t, other.token, { name: '别人家', sex: '女' });
  othersPid = await linkRecord(t, other.token, othersBabyId);
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

type Assessment = {
  babyId: number;
  reference: string;
  age: { totalDays: number; text: string };
  result: {
    indicator: string;
    source: string | null;
    score: { percentile: number | null; percentileText: string; z: number | null } | null;
    gaps: { code: string; message: string }[];
  };
  corrected: unknown;
};
const assess = (query: Record<string, string | number | boolean>, token = parent.token) =>
  t.call<Assessment>('GET', `${G}/growUpCalculation`, { token, query });

describe('growUpCalculation and newBabyPval', () => {
  it('scores a height on the clinic reference (China) exactly as the engine does, and saves nothing', async () => {
    const before = await t.ctx.db.kysely.selectFrom('growth_measurements').selectAll().execute();
    const res = await assess({ babyId, type: 'height', val: 76.5, date: today() });
    expect(res.body.success, res.raw).toBe(true);
    const expected = assessMeasurement(loadGrowthTables(), {
      reference: 'china',
      sex: '男',
      ageDays: 400,
      indicator: 'lengthHeightForAge',
      value: 76.5,
    });
    expect(res.body.data).toMatchObject({
      babyId,
      reference: 'china',
      age: { totalDays: 400 },
      result: { indicator: 'lengthHeightForAge', source: 'WS/T 423-2022' },
      corrected: null,
    });
    const score = res.body.data.result.score;
    expect(score?.percentileText).toBe(expected.score ? formatPercentile(expected.score) : '');
    expect(score?.z).toBeCloseTo(expected.score?.z ?? Number.NaN, 2);
    expect(await t.ctx.db.kysely.selectFrom('growth_measurements').selectAll().execute()).toEqual(before);
  });

  it('takes the pid instead of the babyId, and WHO when asked', async () => {
    const byPid = await assess({ pid, type: 'weight', val: '9.8', reference: 'who' });
    expect(byPid.body.data).toMatchObject({ babyId, reference: 'who', result: { source: 'WHO 2006' } });
    const pval = await t.call<Assessment>('GET', `${G}/newBabyPval`, {
      token: parent.token,
      query: { pid, type: 'weight', val: 9.8, reference: 'who' },
    });
    expect(pval.body.data.result).toEqual(byPid.body.data.result);
  });

  it('refuses impossible values, bad types, future dates and dates before birth with the field', async () => {
    const cases: [Record<string, string | number>, string, RegExp][] = [
      [{ type: 'height', val: 300 }, 'val', /30-230/],
      [{ type: 'weight', val: 0.19 }, 'val', /0\.2-200/],
      [{ type: 'head', val: 70 }, 'val', /25-65/],
      [{ type: 'height', val: 76.55 }, 'val', /一位小数/],
      [{ type: 'length', val: 76 }, 'type', /height/],
      [{ type: 'height', val: 'abc' }, 'val', /.+/],
      [{ type: 'height', val: 76, date: daysAgo(-1) }, 'date', /不能晚于今天/],
      [{ type: 'height', val: 76, date: daysAgo(401) }, 'date', /不能早于出生日期/],
      [{ type: 'height', val: 76, date: '2024-02-30' }, 'date', /正确的日期/],
    ];
    for (const [query, field, message] of cases) {
      const res = await assess({ babyId, ...query });
      expect(res.body.code, JSON.stringify(query)).toBe(4000);
      expect(fieldsOf(res.body)[field], JSON.stringify(query)).toMatch(message);
    }
    const noBaby = await assess({ type: 'height', val: 76 });
    expect(fieldsOf(noBaby.body)).toHaveProperty('babyId');
  });

  it('refuses a value implausible for the age unless confirmed, and then answers 待核对 without a score', async () => {
    const res = await assess({ babyId, type: 'head', val: 60 });
    expect(res.body.code).toBe(4000);
    expect(fieldsOf(res.body).val).toMatch(/头围与年龄明显不符.*\d+(\.\d)?-\d+(\.\d)?厘米/);
    const confirmed = await assess({ babyId, type: 'head', val: 60, confirmUnusual: true });
    expect(confirmed.body.success, confirmed.raw).toBe(true);
    expect(confirmed.body.data.result).toMatchObject({ value: 60, score: null, source: null });
    expect(confirmed.body.data.result.gaps).toEqual([expect.objectContaining({ code: 'pendingReview' })]);
    expect(confirmed.body.data.corrected).toBeNull();
  });

  it('another parent’s baby, pid or an unknown pid reads as 4004', async () => {
    const queries: Record<string, string | number>[] = [
      { babyId: othersBabyId },
      { pid: othersPid },
      { pid: 'P00000000' },
      { babyId, pid: othersPid },
    ];
    for (const query of queries) {
      const res = await assess({ ...query, type: 'height', val: 76 });
      expect(res.body, JSON.stringify(query)).toMatchObject({ success: false, code: 4004 });
      expect(res.raw).not.toContain('别人家');
    }
  });

  it('gives a baby born before 37 weeks its corrected-age result too', async () => {
    const preterm = await addGrowthBaby(t, parent.token, {
      name: '早早',
      birthday: daysAgo(60),
      gestationalWeeks: 30,
    });
    const res = await assess({ babyId: preterm, type: 'weight', val: 3.2 });
    expect(res.body.success, res.raw).toBe(true);
    expect(res.body.data.corrected).toMatchObject({ ageDays: 60 - 70, score: null });
    const later = await assess({ babyId: preterm, type: 'weight', val: 3.2, date: daysAgo(0) });
    expect(later.body.data.result.score).not.toBeNull();
  });
});

describe('geneticHeight', () => {
  it('computes (father + mother ± 13) / 2 from the query or from the baby', async () => {
    const direct = await t.call('GET', `${G}/geneticHeight`, {
      token: parent.token,
      query: { fatherHeight: '175.5', motherHeight: 160, sex: '女' },
    });
    expect(direct.body.data).toEqual({
      fatherHeight: 175.5,
      motherHeight: 160,
      sex: '女',
      targetCm: geneticHeightCm(175.5, 160, '女'),
      lowCm: 154.8,
      highCm: 167.8,
      bandCm: 6.5,
    });
    const fromBaby = await t.call('GET', `${G}/geneticHeight`, { token: parent.token, query: { pid } });
    expect(fromBaby.body.data).toMatchObject({
      targetCm: 174,
      sex: '男',
      fatherHeight: 175,
      motherHeight: 160,
    });
  });

  it('names what is missing, refuses impossible heights, and hides other parents’ babies', async () => {
    const missing = await t.call('GET', `${G}/geneticHeight`, { token: parent.token, query: { sex: '男' } });
    expect(fieldsOf(missing.body)).toMatchObject({
      fatherHeight: '请输入爸爸身高',
      motherHeight: '请输入妈妈身高',
    });
    const tall = await t.call('GET', `${G}/geneticHeight`, {
      token: parent.token,
      query: { fatherHeight: 300, motherHeight: 160, sex: '男' },
    });
    expect(fieldsOf(tall.body).fatherHeight).toMatch(/130-230/);
    const foreign = await t.call('GET', `${G}/geneticHeight`, {
      token: parent.token,
      query: { babyId: othersBabyId, fatherHeight: 170, motherHeight: 160 },
    });
    expect(foreign.body.code).toBe(4004);
  });
});

type Lines = {
  range: string;
  ages: { slot: number; ageDays: number; label: string }[];
  lines: { centile: number; name: string; points: { slot: number; ageDays: number; value: number }[] }[];
  segments: { source: string }[];
  gaps: { message: string }[];
};
describe('standardLine', () => {
  it('answers the seven centile lines as structured points with N岁M月D天 labels', async () => {
    const res = await t.call<Lines>('GET', `${G}/standardLine`, {
      token: parent.token,
      query: { type: 'height', sex: '男', range: '0-3' },
    });
    expect(res.body.success, res.raw).toBe(true);
    const { ages, lines } = res.body.data;
    expect(lines.map((l) => l.name)).toEqual(['P3', 'P10', 'P25', 'P50', 'P75', 'P90', 'P97']);
    expect(ages).toHaveLength(37); // slot 0, 31, …, 1116: one a month over three years
    expect(ages[0]).toEqual({ slot: 0, ageDays: 0, label: '0岁0月0天' });
    expect(ages[12]?.label).toBe('1岁0月0天');
    const p50 = lines[3]?.points ?? [];
    expect(p50[0]?.value).toBeGreaterThan(45);
    expect(p50.every((p, i) => i === 0 || p.value > (p50[i - 1]?.value ?? 0))).toBe(true);
    for (const line of lines) expect(line.points.map((p) => p.slot)).toEqual(ages.map((a) => a.slot));
  });

  it('takes the sex from the baby, a finer step, 0-18 years, and states the gaps of the Chinese tables', async () => {
    const res = await t.call<Lines>('GET', `${G}/standardLine`, {
      token: parent.token,
      query: { type: 'head', pid, range: '0-18', stepSlots: 372 },
    });
    expect(res.body.success, res.raw).toBe(true);
    expect(res.body.data.ages.map((a) => a.label).slice(0, 3)).toEqual([
      '0岁0月0天',
      '1岁0月0天',
      '2岁0月0天',
    ]);
    expect(res.body.data.gaps.map((g) => g.message).join()).toMatch(/头围/);
    const who = await t.call<Lines>('GET', `${G}/standardLine`, {
      token: parent.token,
      query: { type: 'weight', sex: '女', range: '0-7', reference: 'who', stepSlots: 1 },
    });
    expect(who.body.data.ages).toHaveLength(7 * 372 + 1);
    expect(who.body.data.segments.map((s) => s.source)).toEqual(['WHO 2006', 'WHO 2007']);
  });

  it('refuses a missing sex, a bad range or step, and another parent’s baby', async () => {
    const call = (query: Record<string, string | number>) =>
      t.call('GET', `${G}/standardLine`, { token: parent.token, query: { type: 'height', ...query } });
    expect(fieldsOf((await call({})).body)).toHaveProperty('sex');
    expect(fieldsOf((await call({ sex: '男', range: '0-5' })).body)).toHaveProperty('range');
    expect(fieldsOf((await call({ sex: '男', stepSlots: 0 })).body)).toHaveProperty('stepSlots');
    expect((await call({ babyId: othersBabyId })).body.code).toBe(4004);
  });
});

describe('formVitals/getStandardHeightByPid', () => {
  it('gives each indicator’s centile values at the baby’s age', async () => {
    const res = await t.call<{
      ageBasis: string;
      ageDays: number;
      indicators: { type: string; source: string | null; centiles: { name: string; value: number }[] }[];
    }>('POST', `${G}/formVitals/getStandardHeightByPid`, { token: parent.token, body: { pid } });
    expect(res.body.success, res.raw).toBe(true);
    expect(res.body.data).toMatchObject({ ageBasis: 'chronological', ageDays: 400 });
    expect(res.body.data.indicators.map((i) => i.type)).toEqual(['height', 'weight', 'bmi', 'head']);
    const height = res.body.data.indicators[0];
    expect(height?.source).toBe('WS/T 423-2022');
    expect(height?.centiles.map((c) => c.name)).toEqual(['P3', 'P10', 'P25', 'P50', 'P75', 'P90', 'P97']);
  });

  it('refuses a future date and another parent’s pid', async () => {
    const future = await t.call('POST', `${G}/formVitals/getStandardHeightByPid`, {
      token: parent.token,
      body: { pid, date: daysAgo(-3) },
    });
    expect(fieldsOf(future.body).date).toMatch(/不能晚于今天/);
    const foreign = await t.call('POST', `${G}/formVitals/getStandardHeightByPid`, {
      token: parent.token,
      body: { pid: othersPid },
    });
    expect(foreign.body.code).toBe(4004);
  });
});

describe('reference preference', () => {
  it('defaults to the clinic’s, can be switched to WHO and back, and the curves follow it', async () => {
    const get = () => t.call('GET', `${G}/getReference`, { token: parent.token });
    expect((await get()).body.data).toEqual({
      reference: 'china',
      chosenBy: 'clinic',
      clinicReference: 'china',
    });
    await addClinic(t, doctor, babyId, { measuredOn: daysAgo(10), heightCm: 75, weightKg: 9.5 });
    const set = await t.call('POST', `${G}/setReference`, {
      token: parent.token,
      body: { reference: 'who' },
    });
    expect(set.body.data).toEqual({ reference: 'who', chosenBy: 'user', clinicReference: 'china' });
    const curve = await t.call<{ reference: string; points: { referenceSource: string }[] }>(
      'POST',
      `${U}/heightCurve`,
      { token: parent.token, body: { babyId } },
    );
    expect(curve.body.data.reference).toBe('who');
    expect(curve.body.data.points[0]?.referenceSource).toBe('WHO 2006');
    const bad = await t.call('POST', `${G}/setReference`, { token: parent.token, body: { reference: 'uk' } });
    expect(fieldsOf(bad.body)).toHaveProperty('reference');
    await t.call('POST', `${G}/setReference`, { token: parent.token, body: { reference: null } });
    expect((await get()).body.data).toMatchObject({ reference: 'china', chosenBy: 'clinic' });
    // The other parent is untouched.
    const theirs = await t.call('GET', `${G}/getReference`, { token: other.token });
    expect(theirs.body.data).toMatchObject({ chosenBy: 'clinic' });
  });

  it('follows the clinic’s own setting when the parent has not chosen', async () => {
    await t.ctx.db.kysely.updateTable('facilities').set({ growth_reference: 'who' }).execute();
    const res = await t.call('GET', `${G}/getReference`, { token: other.token });
    await t.ctx.db.kysely.updateTable('facilities').set({ growth_reference: 'china' }).execute();
    expect(res.body.data).toEqual({ reference: 'who', chosenBy: 'clinic', clinicReference: 'who' });
  });
});

describe('home measurements', () => {
  it('a home measurement keeps its source, is assessed at once, and can be deleted by its parent only', async () => {
    const baby = await addGrowthBaby(t, parent.token, { name: '家测', birthday: daysAgo(800) });
    const added = await t.call<{
      measurementId: number;
      source: string;
      posture: string;
      bmi: number;
      canDelete: boolean;
      results: { chronological: { indicator: string }[] };
    }>('POST', `${G}/addMeasurement`, {
      token: parent.token,
      body: { babyId: baby, measuredOn: daysAgo(1), heightCm: 86.5, weightKg: 12.35, note: '家里量的' },
    });
    expect(added.body.success, added.raw).toBe(true);
    expect(added.body.data).toMatchObject({ source: 'home', posture: 'standing', canDelete: true });
    expect(added.body.data.bmi).toBeCloseTo(12.35 / 0.865 ** 2, 2);
    expect(added.body.data.results.chronological.map((r) => r.indicator)).toEqual([
      'lengthHeightForAge',
      'weightForAge',
      'bmiForAge',
      'weightForLengthHeight',
    ]);
    const stored = await t.ctx.db.kysely
      .selectFrom('growth_measurements')
      .selectAll()
      .where('id', '=', added.body.data.measurementId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      height_mm: 865,
      weight_g: 12350,
      head_mm: null,
      entered_by_user_id: parent.userId,
    });
    const foreign = await t.call('POST', `${G}/deleteMeasurement`, {
      token: other.token,
      body: { measurementId: added.body.data.measurementId },
    });
    expect(foreign.body.code).toBe(4004);
    const del = await t.call('POST', `${G}/deleteMeasurement`, {
      token: parent.token,
      body: { measurementId: added.body.data.measurementId },
    });
    expect(del.body.data).toEqual({ measurementId: added.body.data.measurementId, deleted: true });
    const again = await t.call('POST', `${G}/deleteMeasurement`, {
      token: parent.token,
      body: { measurementId: added.body.data.measurementId },
    });
    expect(again.body.code).toBe(4004);
  });

  it('refuses empty, impossible, implausible, future and before-birth measurements, writing nothing', async () => {
    const count = async () =>
      (await t.ctx.db.kysely.selectFrom('growth_measurements').selectAll().execute()).length;
    const before = await count();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ measuredOn: today() }, 'heightCm', /至少填写/],
      [{ measuredOn: today(), heightCm: 20 }, 'heightCm', /30-230/],
      [{ measuredOn: today(), weightKg: 250 }, 'weightKg', /0\.2-200/],
      [{ measuredOn: today(), weightKg: 9.1234 }, 'weightKg', /三位小数/],
      [{ measuredOn: today(), headCircumferenceCm: 24 }, 'headCircumferenceCm', /25-65/],
      [{ measuredOn: today(), heightCm: 75, posture: 'sitting' }, 'posture', /lying/],
      [{ measuredOn: daysAgo(-1), heightCm: 75 }, 'measuredOn', /不能晚于今天/],
      [{ measuredOn: daysAgo(401), heightCm: 75 }, 'measuredOn', /不能早于出生日期/],
      [{ measuredOn: today(), weightKg: 30 }, 'weightKg', /体重与年龄明显不符/],
      [
        { measuredOn: today(), heightCm: 75, weightKg: 19 },
        'weightKg',
        /体重与身高明显不符|体重与年龄明显不符/,
      ],
      [{ measuredOn: today(), heightCm: 75, note: '长'.repeat(201) }, 'note', /200/],
    ];
    for (const [body, field, message] of cases) {
      const res = await t.call('POST', `${G}/addMeasurement`, {
        token: parent.token,
        body: { babyId, ...body },
      });
      expect(res.body.code, JSON.stringify(body)).toBe(4000);
      expect(fieldsOf(res.body)[field], JSON.stringify(body)).toMatch(message);
    }
    const foreign = await t.call('POST', `${G}/addMeasurement`, {
      token: parent.token,
      body: { babyId: othersBabyId, measuredOn: today(), heightCm: 75 },
    });
    expect(foreign.body.code).toBe(4004);
    expect(await count()).toBe(before);
  });

  it('lists home and clinic measurements newest first; a clinic one cannot be deleted by the parent', async () => {
    const baby = await addGrowthBaby(t, parent.token, { name: '列表', birthday: daysAgo(300) });
    await linkRecord(t, parent.token, baby);
    const homeId = await addHome(t, parent.token, baby, { measuredOn: daysAgo(20), weightKg: 8.4 });
    const clinic = await addClinic(t, doctor, baby, { measuredOn: daysAgo(5), heightCm: 71, weightKg: 8.6 });
    const list = await t.call<{
      total: number;
      list: { measurementId: number; source: string; enteredBy: string; canDelete: boolean }[];
    }>('POST', `${G}/measurementList`, { token: parent.token, body: { babyId: baby, pageSize: 10 } });
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.list).toMatchObject([
      { measurementId: clinic.measurementId, source: 'clinic', enteredBy: '门诊测量', canDelete: false },
      { measurementId: homeId, source: 'home', enteredBy: '家长录入', canDelete: true },
    ]);
    expect(list.raw).not.toMatch(/林晓岚|doctor/);
    const onlyClinic = await t.call<{ total: number }>('POST', `${G}/measurementList`, {
      token: parent.token,
      body: { babyId: baby, source: 'clinic' },
    });
    expect(onlyClinic.body.data.total).toBe(1);
    const del = await t.call('POST', `${G}/deleteMeasurement`, {
      token: parent.token,
      body: { measurementId: clinic.measurementId },
    });
    expect(del.body).toMatchObject({ success: false, code: 4003 });
    const still = await t.ctx.db.kysely
      .selectFrom('growth_measurements')
      .select('deleted_at')
      .where('id', '=', clinic.measurementId)
      .executeTakeFirstOrThrow();
    expect(still.deleted_at).toBeNull();
  });
});
