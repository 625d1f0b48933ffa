import { ageOn } from '@sprout/domain';
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
} from './growth-support.ts';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';
import { FOLLOW_UP_RULES_VERSION } from '../src/modules/growth/follow-ups.ts';

/**
 * Issue 12 on the real app: the puberty record (Tanner stage and date) and how it moves a child on and
 * off the follow-up list, the high side and WS/T 586, pairs too close and heights that go down, and rows
 * of the old rules recomputed before the list is read.
 */
let t: TestApp;
let parent: { token: string; userId: number; mobile: string };
let doctor: string;
let doctorId: number;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  parent = await loginParentFresh(t);
  doctor = await t.loginStaff('doctor', 'Sprout-doctor-2026');
  doctorId = (
    await t.ctx.db.kysely
      .selectFrom('staff')
      .select('id')
      .where('username', '=', 'doctor')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

type Flag = { code: string; label: string; summary: string; rule: string; source: string };
type FollowUps = { total: number; list: { babyId: number; flags: Flag[] }[] };
const followUps = (query: Record<string, string | number> = {}) =>
  t.call<FollowUps>('GET', `${C}/followUpList`, { token: doctor, query: { pageSize: 100, ...query } });
const flagsOf = async (babyId: number) =>
  (await followUps()).body.data.list.find((i) => i.babyId === babyId)?.flags ?? [];
const codes = (flags: Flag[]) => flags.map((f) => f.code);

type Puberty = { pubertyId: number; tannerStage: number; stageName: string; staffName: string | null };
const addPuberty = (body: Record<string, unknown>) =>
  t.call<Puberty & { flags: Flag[] }>('POST', `${C}/addPuberty`, { token: doctor, body });
const deletePuberty = (pubertyId: number, reason = '分期录错') =>
  t.call<{ deleted: boolean; flags: Flag[] }>('POST', `${C}/deletePuberty`, {
    token: doctor,
    body: { pubertyId, reason },
  });

/** A girl of 10.4 years (3799 days) whose clinic heights a year apart differ by 4.5 cm. */
const tenYearOld = async () => {
  const babyId = await addGrowthBaby(t, parent.token, { name: '十岁', sex: '女', birthday: daysAgo(3799) });
  await linkRecord(t, parent.token, babyId);
  await addClinic(t, doctor, babyId, { measuredOn: daysAgo(365), heightCm: 134 });
  await addClinic(t, doctor, babyId, { measuredOn: today(), heightCm: 138.5 });
  return babyId;
};

describe('the puberty record', () => {
  let babyId = 0;
  beforeAll(async () => {
    babyId = await tenYearOld();
  });

  it('worked example: a 10.4-year-old girl growing 4.5 cm in a year is on the list, her puberty status unknown', async () => {
    const flags = await flagsOf(babyId);
    expect(codes(flags)).toEqual(['slowGrowth']);
    expect(flags[0]?.summary).toMatch(/^身高年增长4\.5 cm，低于5 cm（青春期状态未知；/);
    expect(flags[0]?.source).toContain('矮身材儿童诊治指南');
    expect(flags[0]?.rule).toContain('未记录青春期分期');
    expect((await followUps({ flag: 'slowGrowth' })).body.data.list.map((i) => i.babyId)).toContain(babyId);
  });

  it('refuses a stage outside 1–5, a future date, a date before birth and an unknown child', async () => {
    const before = await t.ctx.db.kysely.selectFrom('growth_puberty_assessments').selectAll().execute();
    for (const tannerStage of [0, 6, 2.5, '2']) {
      const res = await addPuberty({ babyId, assessedOn: today(), tannerStage });
      expect(fieldsOf(res.body), String(tannerStage)).toHaveProperty('tannerStage');
    }
    expect(
      fieldsOf((await addPuberty({ babyId, assessedOn: daysAgo(-1), tannerStage: 2 })).body).assessedOn,
    ).toMatch(/不能晚于今天/);
    expect(
      fieldsOf((await addPuberty({ babyId, assessedOn: daysAgo(3800), tannerStage: 2 })).body).assessedOn,
    ).toMatch(/不能早于出生日期/);
    expect((await addPuberty({ babyId: 999_999, assessedOn: today(), tannerStage: 2 })).body.code).toBe(4004);
    expect(await t.ctx.db.kysely.selectFrom('growth_puberty_assessments').selectAll().execute()).toEqual(
      before,
    );
  });

  it('Tanner 5 takes her off the list at once; deleting it (with a reason) puts her back; all audited', async () => {
    const added = await addPuberty({ babyId, assessedOn: today(), tannerStage: 5, note: '乳房B5' });
    expect(added.body.success, added.raw).toBe(true);
    expect(added.body.data).toMatchObject({
      tannerStage: 5,
      stageName: 'Tanner 5期（成人期）',
      staffName: '林晓岚',
    });
    expect(codes(added.body.data.flags)).toEqual([]);
    expect(await flagsOf(babyId)).toEqual([]);
    const row = await t.ctx.db.kysely
      .selectFrom('growth_puberty_assessments')
      .selectAll()
      .where('id', '=', added.body.data.pubertyId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ baby_id: babyId, tanner_stage: 5, staff_id: doctorId, assessed_on: today() });
    expect(row.pid).toMatch(/^P\d{8}$/);

    expect(fieldsOf((await deletePuberty(added.body.data.pubertyId, '')).body)).toHaveProperty('reason');
    const removed = await deletePuberty(added.body.data.pubertyId);
    expect(removed.body.data).toMatchObject({ deleted: true });
    expect(codes(removed.body.data.flags)).toEqual(['slowGrowth']);
    expect((await deletePuberty(added.body.data.pubertyId)).body.code).toBe(4004);
    expect(codes(await flagsOf(babyId))).toEqual(['slowGrowth']);

    expect(await auditRows(t, babyId, 'child.growth.puberty.add')).toEqual([
      expect.objectContaining({ actor_type: 'staff', actor_id: doctorId }),
    ]);
    const deleted = await auditRows(t, babyId, 'child.growth.puberty.delete');
    expect(JSON.parse(deleted.at(-1)?.detail ?? '{}')).toEqual({
      pubertyId: added.body.data.pubertyId,
      reason: '分期录错',
    });
  });

  it('in puberty (Tanner 3) she is judged at 6 cm/year; pre-pubertal (Tanner 1) at 5; the list says which', async () => {
    const stage3 = await addPuberty({ babyId, assessedOn: daysAgo(30), tannerStage: 3 });
    expect(stage3.body.data.flags[0]?.summary).toMatch(/低于6 cm（青春期，Tanner 3期；/);
    await deletePuberty(stage3.body.data.pubertyId);
    const stage1 = await addPuberty({ babyId, assessedOn: daysAgo(10), tannerStage: 1 });
    expect(stage1.body.data.flags[0]?.summary).toMatch(/低于5 cm（青春期前，Tanner 1期；/);
    const list = await t.call<Puberty[]>('GET', `${C}/pubertyList`, { token: doctor, query: { babyId } });
    expect(list.body.data.map((p) => [p.tannerStage, p.stageName])).toEqual([[1, 'Tanner 1期（青春期前）']]);
    expect(await auditRows(t, babyId, 'child.growth.puberty.read')).toHaveLength(1);
    expect(
      (await t.call('GET', `${C}/pubertyList`, { token: doctor, query: { babyId: 999_999 } })).body.code,
    ).toBe(4004);
  });
});

describe('pairs too close and heights that go down', () => {
  it('worked example: a home 110.2 cm and a clinic 103 cm the same day make no crossing and no velocity', async () => {
    const babyId = await addGrowthBaby(t, parent.token, { name: '同日', sex: '女', birthday: daysAgo(2080) });
    await linkRecord(t, parent.token, babyId);
    await addClinic(t, doctor, babyId, { measuredOn: daysAgo(365), heightCm: 109.8, weightKg: 16 });
    await addHome(t, parent.token, babyId, { measuredOn: today(), heightCm: 110.2, weightKg: 19.5 });
    const clinic = await addClinic(t, doctor, babyId, { measuredOn: today(), heightCm: 103, weightKg: 16.5 });
    const age = ageOn(daysAgo(2080), today())?.text ?? '';
    for (const flags of [clinic.flags as Flag[], await flagsOf(babyId)]) {
      expect(codes(flags)).not.toContain('crossedTwoLinesDown');
      expect(codes(flags)).not.toContain('slowGrowth');
      // Nor a BMI "rising" because the height fell.
      expect(codes(flags)).not.toContain('crossedTwoLinesUp');
      expect(flags.map((f) => f.summary).join('\n')).not.toContain(`${age}→${age}`);
      expect(flags).toContainEqual(
        expect.objectContaining({
          code: 'heightToCheck',
          label: '身高测量待核对',
          summary: `同一天两次身高相差7.2 cm（110.2 cm、103 cm），${age}，请核对测量`,
        }),
      );
    }
    expect((await followUps({ flag: 'heightToCheck' })).body.data.list.map((i) => i.babyId)).toEqual([
      babyId,
    ]);
  });
});

describe('the high side', () => {
  it('a 7-year-old boy at the WS/T 586 obesity cut-off is listed with the standard named', async () => {
    const babyId = await addGrowthBaby(t, parent.token, { name: '胖', sex: '男', birthday: daysAgo(2570) });
    // 122 cm and 29 kg: BMI 19.5, at or above boys' 7.0-year obesity cut-off.
    await addClinic(t, doctor, babyId, { measuredOn: today(), heightCm: 122, weightKg: 29 });
    const flags = await flagsOf(babyId);
    expect(flags).toContainEqual(
      expect.objectContaining({
        code: 'overweightObesity',
        source: 'WS/T 586-2018',
        summary: expect.stringMatching(/^BMI 19\.5，达到肥胖界值\d+(\.\d)?（WS\/T 586-2018，7岁组）/),
      }),
    );
    expect(codes(flags)).not.toContain('belowP3');
    expect((await followUps({ flag: 'overweightObesity' })).body.data.list.map((i) => i.babyId)).toEqual([
      babyId,
    ]);
  });
});

type Result = {
  indicator: string;
  score: { percentileText: string; z: number | null } | null;
  sdBand: { code: string; text: string } | null;
};
describe('severity beyond P3 on WS/T 423', () => {
  it('worked example: a boy at −4 SD reads <-3SD on the list, in the console and in the comprehensive report', async () => {
    // 5 years (1826 days): WS/T 423 median 112.0 cm, 1 SD 4.2 cm, so 95.2 cm is −4 SD.
    const babyId = await addGrowthBaby(t, parent.token, { name: '矮四', birthday: daysAgo(1826) });
    await addClinic(t, doctor, babyId, { measuredOn: today(), heightCm: 95.2 });
    expect((await flagsOf(babyId))[0]?.summary).toMatch(/^身长\/身高低于P3（WS\/T 423-2022，<-3SD），/);
    const consoleList = await t.call<{ list: { results: Result[] }[] }>('GET', `${C}/measurementList`, {
      token: doctor,
      query: { babyId },
    });
    const height = consoleList.body.data.list[0]?.results.find((r) => r.indicator === 'lengthHeightForAge');
    expect(height).toMatchObject({
      score: { percentileText: '<P3', z: null },
      sdBand: { code: 'belowNeg3', text: '<-3SD' },
    });
    const report = await t.call<{ latestMeasurement: { results: { chronological: Result[] } } }>(
      'POST',
      '/online/usercenter/comprehensiveReport',
      { token: parent.token, body: { babyId } },
    );
    expect(report.body.success, report.raw).toBe(true);
    expect(
      report.body.data.latestMeasurement.results.chronological.find(
        (r) => r.indicator === 'lengthHeightForAge',
      ),
    ).toMatchObject({ score: { percentileText: '<P3', z: null }, sdBand: { text: '<-3SD' } });
    expect(report.raw).not.toMatch(/"flags"|随访/);
  });
});

describe('rows of the old rules', () => {
  it('are recomputed before the list is read (rules_version), and carry a source afterwards', async () => {
    const babyId = await addGrowthBaby(t, parent.token, { name: '旧规则', birthday: daysAgo(2200) });
    await addClinic(t, doctor, babyId, { measuredOn: today(), heightCm: 115 });
    // As migration 008 left a row of the first rules: version 1, a flag with no source.
    const oldFlag = {
      code: 'slowGrowth',
      label: '生长速度偏慢',
      indicator: 'lengthHeightForAge',
      indicatorName: '身长/身高',
      summary: '身高年增长-6.76 cm，低于4 cm',
      rule: 'old',
    };
    await t.ctx.db.kysely
      .updateTable('growth_follow_ups')
      .set({ rules_version: 1, flag_count: 1, has_slow_growth: 1, flags: JSON.stringify([oldFlag]) })
      .where('baby_id', '=', babyId)
      .execute();
    expect(await flagsOf(babyId)).toEqual([]);
    const row = await t.ctx.db.kysely
      .selectFrom('growth_follow_ups')
      .selectAll()
      .where('baby_id', '=', babyId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      rules_version: FOLLOW_UP_RULES_VERSION,
      flag_count: 0,
      has_slow_growth: 0,
      flags: '[]',
    });
  });
});
