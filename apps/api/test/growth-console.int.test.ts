import { type AgeIndicator, ageOn, type Centile, referenceAtAge, valueAtCentile } from '@sprout/domain';
import { loadGrowthTables } from '@sprout/growth-reference';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addClinic,
  addGrowthBaby,
  addHome,
  auditRows,
  C,
  daysAgo,
  fieldsOf,
  linkRecord,
  today,
  U,
} from './growth-support.ts';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';

/** The console: finding a child, clinic measurements and bone ages, the follow-up list, and R13 audit rows. */
let t: TestApp;
let parent: { token: string; userId: number; mobile: string };
let doctor: string;
let manager: string;
let doctorId: number;
let babyId: number;
let pid: string;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  parent = await loginParentFresh(t);
  doctor = await t.loginStaff('doctor', 'Sprout-doctor-2026');
  manager = await t.loginStaff('manager', 'Sprout-manager-2026');
  doctorId = (
    await t.ctx.db.kysely
      .selectFrom('staff')
      .select('id')
      .where('username', '=', 'doctor')
      .executeTakeFirstOrThrow()
  ).id;
  babyId = await addGrowthBaby(t, parent.token, { name: '门诊娃', birthday: daysAgo(700) });
  pid = await linkRecord(t, parent.token, babyId);
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

/** A value on a centile line of the clinic reference (China) at an age, moved by `delta`. */
const onLine = (indicator: AgeIndicator, sex: '男' | '女', ageDays: number, centile: Centile, delta = 0) => {
  const { point } = referenceAtAge(
    loadGrowthTables(),
    'china',
    indicator,
    sex === '男' ? 'male' : 'female',
    ageDays,
  );
  if (!point) throw new Error('no reference');
  return Math.round((valueAtCentile(point, centile) + delta) * 10) / 10;
};

type Found = {
  babyId: number;
  babyName: string;
  pid: string | null;
  guardianPhone: string | null;
  age: string;
};
describe('finding a child', () => {
  it('by pid or by name and guardian phone; each child shown is audited', async () => {
    const byPid = await t.call<Found[]>('GET', `${C}/findBaby`, { token: doctor, query: { pid } });
    expect(byPid.body.data).toEqual([
      expect.objectContaining({
        babyId,
        babyName: '门诊娃',
        pid,
        guardianPhone: expect.stringMatching(/^\d{3}\*{4}\d{4}$/),
      }),
    ]);
    const byName = await t.call<Found[]>('GET', `${C}/findBaby`, {
      token: manager,
      query: { name: '门诊娃', phone: parent.mobile },
    });
    expect(byName.body.data.map((b) => b.babyId)).toEqual([babyId]);
    const rows = await auditRows(t, babyId, 'child.growth.find');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ actor_type: 'staff', actor_id: doctorId, subject_type: 'baby' });
    const none = await t.call<Found[]>('GET', `${C}/findBaby`, {
      token: doctor,
      query: { pid: 'P99999999' },
    });
    expect(none.body.data).toEqual([]);
  });

  it('needs a pid, or a name with a phone', async () => {
    for (const query of [{}, { name: '门诊娃' }, { phone: parent.mobile }]) {
      const res = await t.call('GET', `${C}/findBaby`, { token: doctor, query });
      expect(fieldsOf(res.body), JSON.stringify(query)).toHaveProperty('pid');
    }
    const badPhone = await t.call('GET', `${C}/findBaby`, {
      token: doctor,
      query: { name: 'x', phone: '123' },
    });
    expect(fieldsOf(badPhone.body)).toHaveProperty('phone');
  });
});

type ConsoleMeasurement = {
  measurementId: number;
  source: string;
  enteredByName: string | null;
  canDelete: boolean;
  results: { indicator: string; score: { percentileText: string } | null }[];
  flags: { code: string }[];
};
describe('clinic measurements', () => {
  it('a doctor enters one: stored as clinic with the staff id, assessed, shared through the record, audited', async () => {
    const res = await t.call<ConsoleMeasurement>('POST', `${C}/addMeasurement`, {
      token: doctor,
      body: {
        babyId,
        measuredOn: today(),
        heightCm: 84.5,
        weightKg: 11.6,
        headCircumferenceCm: 47.5,
        note: '门诊体检',
      },
    });
    expect(res.body.success, res.raw).toBe(true);
    expect(res.body.data).toMatchObject({
      source: 'clinic',
      enteredByName: '林晓岚',
      canDelete: true,
      flags: [],
    });
    expect(res.body.data.results.map((r) => r.indicator)).toEqual([
      'lengthHeightForAge',
      'weightForAge',
      'bmiForAge',
      'headCircumferenceForAge',
      'weightForLengthHeight',
    ]);
    const row = await t.ctx.db.kysely
      .selectFrom('growth_measurements')
      .selectAll()
      .where('id', '=', res.body.data.measurementId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      source: 'clinic',
      pid,
      entered_by_staff_id: doctorId,
      entered_by_user_id: null,
      posture: 'lying',
    });
    const audit = await auditRows(t, babyId, 'child.growth.measurement.add');
    expect(audit.at(-1)).toMatchObject({ actor_id: doctorId });
    expect(JSON.parse(audit.at(-1)?.detail ?? '{}')).toEqual({
      measurementId: res.body.data.measurementId,
      confirmedUnusual: false,
    });
    const parentView = await t.call<{ points: { source: string }[] }>('POST', `${U}/heightCurve`, {
      token: parent.token,
      body: { babyId },
    });
    expect(parentView.body.data.points.map((p) => p.source)).toContain('clinic');
  });

  it('refuses future dates, dates before birth, impossible values, and implausible ones unless confirmed', async () => {
    const post = (body: Record<string, unknown>) =>
      t.call('POST', `${C}/addMeasurement`, { token: doctor, body: { babyId, ...body } });
    const before = (await t.ctx.db.kysely.selectFrom('growth_measurements').selectAll().execute()).length;
    expect(fieldsOf((await post({ measuredOn: daysAgo(-1), heightCm: 84 })).body).measuredOn).toMatch(
      /不能晚于今天/,
    );
    expect(fieldsOf((await post({ measuredOn: daysAgo(701), heightCm: 84 })).body).measuredOn).toMatch(
      /不能早于出生日期/,
    );
    expect(fieldsOf((await post({ measuredOn: today(), heightCm: 240 })).body).heightCm).toMatch(/30-230/);
    expect(fieldsOf((await post({ measuredOn: today() })).body).heightCm).toMatch(/至少填写/);
    const odd = await post({ measuredOn: today(), headCircumferenceCm: 62 });
    expect(fieldsOf(odd.body).headCircumferenceCm).toMatch(/头围与年龄明显不符/);
    expect((await t.ctx.db.kysely.selectFrom('growth_measurements').selectAll().execute()).length).toBe(
      before,
    );
    const confirmed = await post({ measuredOn: today(), headCircumferenceCm: 62, confirmUnusual: true });
    expect(confirmed.body.success, confirmed.raw).toBe(true);
    const audit = await auditRows(t, babyId, 'child.growth.measurement.add');
    expect(JSON.parse(audit.at(-1)?.detail ?? '{}')).toMatchObject({ confirmedUnusual: true });
    const unknown = await t.call('POST', `${C}/addMeasurement`, {
      token: doctor,
      body: { babyId: 999_999, measuredOn: today(), heightCm: 80 },
    });
    expect(unknown.body.code).toBe(4004);
  });

  it('lists all of a child’s measurements with who entered them, and audits the read', async () => {
    await addHome(t, parent.token, babyId, { measuredOn: daysAgo(30), weightKg: 11.2 });
    const res = await t.call<{
      total: number;
      reference: string;
      baby: Found;
      list: ConsoleMeasurement[];
    }>('GET', `${C}/measurementList`, { token: doctor, query: { babyId, pageSize: 20 } });
    expect(res.body.success, res.raw).toBe(true);
    expect(res.body.data).toMatchObject({ reference: 'china', baby: { babyId, pid } });
    expect(res.body.data.list.map((m) => [m.source, m.enteredByName, m.canDelete])).toEqual([
      ['clinic', '林晓岚', true],
      ['clinic', '林晓岚', true],
      ['home', '家长', false],
    ]);
    expect(await auditRows(t, babyId, 'child.growth.measurements.read')).toHaveLength(1);
    const missing = await t.call('GET', `${C}/measurementList`, {
      token: doctor,
      query: { babyId: 999_999 },
    });
    expect(missing.body.code).toBe(4004);
  });

  it('deletes a clinic measurement entered in error, with the reason audited; never a parent’s', async () => {
    const added = await addClinic(t, doctor, babyId, { measuredOn: daysAgo(2), weightKg: 11.4 });
    const home = await addHome(t, parent.token, babyId, { measuredOn: daysAgo(3), weightKg: 11.3 });
    const del = (measurementId: number, reason = '录错了') =>
      t.call('POST', `${C}/deleteMeasurement`, { token: doctor, body: { measurementId, reason } });
    expect(fieldsOf((await del(added.measurementId, '')).body)).toHaveProperty('reason');
    expect((await del(added.measurementId)).body.data).toMatchObject({
      measurementId: added.measurementId,
      deleted: true,
    });
    expect((await del(added.measurementId)).body.code).toBe(4004);
    expect((await del(home)).body.code).toBe(4004);
    const audit = await auditRows(t, babyId, 'child.growth.measurement.delete');
    expect(JSON.parse(audit.at(-1)?.detail ?? '{}')).toEqual({
      measurementId: added.measurementId,
      reason: '录错了',
    });
  });
});

describe('bone ages', () => {
  it('enters a reading with its method, refuses bad ones, lists them and audits both', async () => {
    const post = (body: Record<string, unknown>) =>
      t.call<{ boneAgeId: number; boneAgeLabel: string; staffName: string }>('POST', `${C}/addBoneAge`, {
        token: doctor,
        body: { babyId, readOn: today(), boneAgeYears: 2, boneAgeMonths: 3, method: 'CHN05', ...body },
      });
    expect(fieldsOf((await post({ method: 'RUS' })).body)).toHaveProperty('method');
    expect(fieldsOf((await post({ boneAgeMonths: 12 })).body)).toHaveProperty('boneAgeMonths');
    expect(fieldsOf((await post({ boneAgeYears: 21 })).body)).toHaveProperty('boneAgeYears');
    expect(fieldsOf((await post({ readOn: daysAgo(-2) })).body).readOn).toMatch(/不能晚于今天/);
    expect(fieldsOf((await post({ readOn: daysAgo(800) })).body).readOn).toMatch(/不能早于出生日期/);
    const ok = await post({});
    expect(ok.body.data).toMatchObject({ boneAgeLabel: '2岁3月', staffName: '林晓岚' });
    const list = await t.call<{ boneAgeId: number; methodName: string }[]>('GET', `${C}/boneAgeList`, {
      token: doctor,
      query: { babyId },
    });
    expect(list.body.data).toEqual([
      expect.objectContaining({ boneAgeId: ok.body.data.boneAgeId, methodName: '中华05法' }),
    ]);
    expect(await auditRows(t, babyId, 'child.growth.boneAge.add')).toHaveLength(1);
    expect(await auditRows(t, babyId, 'child.growth.boneAges.read')).toHaveLength(1);
  });
});

type FollowUp = {
  total: number;
  list: { babyId: number; flags: { code: string; label: string; summary: string; rule: string }[] }[];
};
const followUps = (query: Record<string, string | number> = {}) =>
  t.call<FollowUp>('GET', `${C}/followUpList`, { token: doctor, query: { pageSize: 100, ...query } });
const idsOf = (res: { body: { data: FollowUp } }) => res.body.data.list.map((i) => i.babyId);

describe('the follow-up list', () => {
  const kids = { short: 0, slow: 0, falling: 0, fine: 0 };
  beforeAll(async () => {
    kids.short = await addGrowthBaby(t, parent.token, { name: '矮', birthday: daysAgo(730) });
    await addClinic(t, doctor, kids.short, {
      measuredOn: today(),
      heightCm: onLine('lengthHeightForAge', '男', 730, 3, -2),
    });
    kids.slow = await addGrowthBaby(t, parent.token, { name: '慢', sex: '女', birthday: daysAgo(2200) });
    const start = onLine('lengthHeightForAge', '女', 2200 - 365, 50);
    await addClinic(t, doctor, kids.slow, { measuredOn: daysAgo(365), heightCm: start });
    await addClinic(t, doctor, kids.slow, {
      measuredOn: today(),
      heightCm: Math.round((start + 3) * 10) / 10,
    });
    // Falling: weight from above P75 at 6 months to between P3 and P10 at 12 months (the later one at home).
    kids.falling = await addGrowthBaby(t, parent.token, { name: '掉', birthday: daysAgo(365) });
    await addClinic(t, doctor, kids.falling, {
      measuredOn: daysAgo(182),
      weightKg: onLine('weightForAge', '男', 183, 75, 0.2),
    });
    await addHome(t, parent.token, kids.falling, {
      measuredOn: today(),
      weightKg: onLine('weightForAge', '男', 365, 3, 0.2),
    });
    kids.fine = await addGrowthBaby(t, parent.token, { name: '好', birthday: daysAgo(730) });
    await addClinic(t, doctor, kids.fine, {
      measuredOn: today(),
      heightCm: onLine('lengthHeightForAge', '男', 730, 50),
    });
  });

  it('lists the flagged children with each rule, and not the others', async () => {
    const res = await followUps();
    expect(res.body.success, res.raw).toBe(true);
    const ids = idsOf(res);
    expect(ids).toEqual(expect.arrayContaining([kids.short, kids.slow, kids.falling]));
    expect(ids).not.toContain(kids.fine);
    // 门诊娃's head of 62 cm at 23 months, entered with 确认无误, is far above P97 (the high side).
    const clinicBaby = res.body.data.list.find((i) => i.babyId === babyId);
    expect(clinicBaby?.flags).toEqual([
      expect.objectContaining({
        code: 'aboveP97',
        summary: expect.stringMatching(/^头围高于P97（WS\/T 423-2022，>\+3SD）/),
      }),
    ]);
    const short = res.body.data.list.find((i) => i.babyId === kids.short);
    expect(short?.flags).toEqual([
      expect.objectContaining({
        code: 'belowP3',
        label: '低于P3',
        // P3 − 2 cm at 2 years is between −3 and −2 SD on the standard's own SD table.
        summary: expect.stringMatching(/身长\/身高低于P3（WS\/T 423-2022，-3SD~-2SD）/),
        source: 'WS/T 423-2022',
      }),
    ]);
    // The age in the line is the calendar age of the visit, as on the child's page.
    expect(short?.flags[0]?.summary).toContain(`，${ageOn(daysAgo(730), today())?.text}`);
    const slow = res.body.data.list.find((i) => i.babyId === kids.slow);
    expect(slow?.flags.map((f) => f.code)).toContain('slowGrowth');
    expect(slow?.flags.find((f) => f.code === 'slowGrowth')?.summary).toMatch(
      /身高年增长3(\.\d+)? cm，低于5 cm/,
    );
    const falling = res.body.data.list.find((i) => i.babyId === kids.falling);
    expect(falling?.flags.map((f) => f.code)).toEqual(['crossedTwoLinesDown']);
    expect(falling?.flags[0]?.rule).toMatch(/两条或更多主百分位线/);
  });

  it('filters by flag kind and pages', async () => {
    expect(idsOf(await followUps({ flag: 'belowP3' }))).toEqual([kids.short]);
    expect(idsOf(await followUps({ flag: 'slowGrowth' }))).toEqual([kids.slow]);
    expect(idsOf(await followUps({ flag: 'crossedTwoLinesDown' }))).toContain(kids.falling);
    expect(idsOf(await followUps({ flag: 'crossedTwoLinesDown' }))).not.toContain(kids.short);
    const page = await followUps({ pageSize: 1, pageNum: 2 });
    expect(page.body.data).toMatchObject({ total: 4, pageNum: 2, pageSize: 1 });
    expect(page.body.data.list).toHaveLength(1);
    const bad = await followUps({ flag: 'tall' });
    expect(fieldsOf(bad.body)).toHaveProperty('flag');
  });

  it('writes an audit row for every child it shows', async () => {
    const before = (await auditRows(t, kids.short, 'child.growth.followUps.read')).length;
    await followUps({ flag: 'belowP3' });
    const rows = await auditRows(t, kids.short, 'child.growth.followUps.read');
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ actor_type: 'staff', actor_id: doctorId });
    expect(await auditRows(t, kids.fine, 'child.growth.followUps.read')).toHaveLength(0);
  });

  it('follows a profile edited elsewhere (recomputed before the list is read) and a deleted measurement', async () => {
    // The short child turns out a year younger: the same length is then ordinary.
    const edit = await t.call('POST', `${U}/modifyBabyInfo`, {
      token: parent.token,
      body: { babyId: kids.short, babyName: '矮', sex: '男', birthday: daysAgo(365) },
    });
    expect(edit.body.success, edit.raw).toBe(true);
    expect(idsOf(await followUps())).not.toContain(kids.short);
    // The falling child's later weight was a home entry: deleting it clears the flag.
    const list = await t.call<{ list: { measurementId: number; source: string }[] }>(
      'POST',
      '/api/growth/measurementList',
      {
        token: parent.token,
        body: { babyId: kids.falling },
      },
    );
    const homeId = list.body.data.list.find((m) => m.source === 'home')?.measurementId ?? 0;
    const del = await t.call('POST', '/api/growth/deleteMeasurement', {
      token: parent.token,
      body: { measurementId: homeId },
    });
    expect(del.body.success, del.raw).toBe(true);
    expect(idsOf(await followUps())).not.toContain(kids.falling);
    // A deleted baby leaves the list.
    await t.call('POST', '/api/baby/delete', { token: parent.token, body: { babyId: kids.slow } });
    expect(idsOf(await followUps())).toEqual([babyId]);
  });
});
