import { type AgeIndicator, type Centile, referenceAtAge, valueAtCentile } from '@sprout/domain';
import { loadGrowthTables } from '@sprout/growth-reference';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewEarlierRows } from '../src/db/migrations/009-measurement-review.ts';
import { addClinic, addGrowthBaby, addHome, auditRows, C, daysAgo, G, today, U } from './growth-support.ts';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';

/**
 * Issue 12, item 1 (quality bar C5): a value beyond WHO's implausible-value limits that a parent saves
 * with 确认无误 is stored as 待核对 (pending) and changes no percentile, velocity, prediction, report or
 * follow-up flag until a staff member confirms it (then it counts) or removes it (a soft delete with
 * the reason in the audit trail).
 */
let t: TestApp;
let parent: { token: string; userId: number; mobile: string };
let doctor: string;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  parent = await loginParentFresh(t);
  doctor = await t.loginStaff('doctor', 'Sprout-doctor-2026');
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

const onLine = (indicator: AgeIndicator, ageDays: number, centile: Centile) => {
  const { point } = referenceAtAge(loadGrowthTables(), 'china', indicator, 'male', ageDays);
  if (!point) throw new Error('no reference');
  return Math.round(valueAtCentile(point, centile) * 10) / 10;
};

type Row = Record<string, unknown> & { measurementId: number; reviewState: string | null };
const post = async <T>(path: string, body: Record<string, unknown>, token = parent.token) => {
  const res = await t.call<T>('POST', path, { token, body });
  return res;
};
const reviewOf = (id: number) =>
  t.ctx.db.kysely
    .selectFrom('growth_measurements')
    .select(['review_state', 'reviewed_by_staff_id', 'reviewed_at', 'deleted_at', 'deleted_by_staff_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const followUpOf = (babyId: number) =>
  t.ctx.db.kysely
    .selectFrom('growth_follow_ups')
    .select(['flags', 'flag_count', 'latest_measured_on'])
    .where('baby_id', '=', babyId)
    .executeTakeFirst();

describe('the worked example: 30 kg at 91 days', () => {
  it('is refused, then with 确认无误 stored as 待核对 with no z, percentile or grade', async () => {
    const babyId = await addGrowthBaby(t, parent.token, { name: '九十一天', birthday: daysAgo(91) });
    const body = { babyId, measuredOn: today(), weightKg: 30 };
    const refused = await post(`${G}/addMeasurement`, body);
    expect(refused.body.code).toBe(4000);
    const saved = await post<Row & { results: { chronological: Record<string, unknown>[] } }>(
      `${G}/addMeasurement`,
      { ...body, confirmUnusual: true },
    );
    expect(saved.body.success, saved.raw).toBe(true);
    expect(saved.body.data.reviewState).toBe('pending');
    expect(saved.body.data.results.chronological).toEqual([
      expect.objectContaining({ indicator: 'weightForAge', value: 30, score: null, source: null }),
    ]);
    expect(saved.raw).not.toMatch(/"z":\s*25|"percentile":\s*100/);
    expect(await reviewOf(saved.body.data.measurementId)).toMatchObject({
      review_state: 'pending',
      reviewed_by_staff_id: null,
    });
    const curve = await post<{ points: Record<string, unknown>[] }>(`${U}/weightCurve`, { babyId });
    expect(curve.body.data.points).toEqual([
      expect.objectContaining({
        value: 30,
        reviewState: 'pending',
        percentileText: '待核对',
        z: null,
        percentile: null,
      }),
    ]);
    // Nothing counts yet: no follow-up row, no report.
    expect(await followUpOf(babyId)).toBeUndefined();
    const report = await post(`${U}/addEvaluating`, { babyId });
    expect(report.body.code).toBe(4004);
  });
});

describe('a pending point changes nothing scored, until a doctor confirms it', () => {
  let babyId: number;
  let pendingId: number;
  const scoredViews = async () => ({
    weight: (await post<{ points: Row[] }>(`${U}/weightCurve`, { babyId })).body.data.points.filter(
      (p) => p.reviewState !== 'pending',
    ),
    height: (await post<{ points: Row[] }>(`${U}/heightCurve`, { babyId })).body.data.points.filter(
      (p) => p.reviewState !== 'pending',
    ),
    velocity: (await post('/api/baby/getDynamicHeight', { babyId })).body.data,
    predictions: (await post(`${U}/heightPredictionList`, { babyId })).body.data,
    comprehensive: (await post<Record<string, unknown>>(`${U}/comprehensiveReport`, { babyId })).body.data,
    followUp: await followUpOf(babyId),
  });

  beforeAll(async () => {
    babyId = await addGrowthBaby(t, parent.token, { name: '待核对', birthday: daysAgo(700) });
    for (const ago of [400, 200])
      await addHome(t, parent.token, babyId, {
        measuredOn: daysAgo(ago),
        heightCm: onLine('lengthHeightForAge', 700 - ago, 50),
        weightKg: onLine('weightForAge', 700 - ago, 50),
      });
  });

  it('is listed and drawn as 待核对 while every score, velocity, report and flag stays as it was', async () => {
    const before = await scoredViews();
    expect(before.velocity).toMatchObject({ velocityCmPerYear: expect.any(Number) });
    // 60 cm at 23 months is beyond −6 SD: counted, it would be below P3 and slow growth.
    const weight = onLine('weightForAge', 700, 50);
    pendingId = await addHome(t, parent.token, babyId, {
      measuredOn: today(),
      heightCm: 60,
      weightKg: weight,
      confirmUnusual: true,
    });
    const after = await scoredViews();
    expect(after).toEqual({
      ...before,
      comprehensive: { ...before.comprehensive, baby: expect.anything() },
      followUp: before.followUp,
    });
    const list = await post<{ list: Row[] }>(`${G}/measurementList`, { babyId });
    expect(list.body.data.list[0]).toMatchObject({ measurementId: pendingId, reviewState: 'pending' });
    const heights = await post<{ points: Row[] }>(`${U}/heightCurve`, { babyId });
    expect(heights.body.data.points.at(-1)).toMatchObject({
      measurementId: pendingId,
      value: 60,
      reviewState: 'pending',
      z: null,
    });
    // The 身高报告 is of the latest visit that counts; the pending visit itself is refused by name.
    const report = await post<{ measurementId: number }>(`${U}/addEvaluating`, { babyId });
    expect(report.body.data.measurementId).not.toBe(pendingId);
    const named = await post(`${U}/addEvaluating`, { babyId, measurementId: pendingId });
    expect(named.body).toMatchObject({ code: 4004, msg: '这次测量待核对，医生核对后才能生成身高报告' });
    // Its one-visit report says 待核对 and scores nothing.
    const visit = await post<{ summary: string; results: { chronological: Record<string, unknown>[] } }>(
      '/api/growth/measurementReport',
      { measurementId: pendingId },
    );
    expect(visit.body.data.summary).toMatch(/待核对/);
    for (const r of visit.body.data.results.chronological)
      expect(r).toMatchObject({ score: null, heightGrade: null, reading: expect.stringMatching(/待核对/) });
  });

  it('a doctor sees it as 待核对 and confirms it: it counts, marked with who confirmed it', async () => {
    const console1 = await t.call<{ list: (Row & { results: { score: unknown }[] })[] }>(
      'GET',
      `${C}/measurementList`,
      { token: doctor, query: { babyId } },
    );
    const row = console1.body.data.list.find((m) => m.measurementId === pendingId);
    expect(row).toMatchObject({ reviewState: 'pending', reviewedByName: null });
    expect(row?.results.every((r) => r.score === null)).toBe(true);

    const confirmed = await t.call<Row & { flags: { code: string }[] }>('POST', `${C}/confirmMeasurement`, {
      token: doctor,
      body: { measurementId: pendingId },
    });
    expect(confirmed.body.success, confirmed.raw).toBe(true);
    expect(confirmed.body.data).toMatchObject({
      reviewState: 'confirmed',
      reviewedByName: '林晓岚',
      reviewedAt: expect.any(String),
    });
    expect(confirmed.body.data.flags.map((f) => f.code)).toContain('belowP3');
    expect(await reviewOf(pendingId)).toMatchObject({
      review_state: 'confirmed',
      reviewed_at: expect.any(String),
    });
    const audit = await auditRows(t, babyId, 'child.growth.measurement.confirm');
    expect(JSON.parse(audit.at(-1)?.detail ?? '{}')).toEqual({ measurementId: pendingId });
    const velocity = await post<{ latest: { measurementId: number } | null }>('/api/baby/getDynamicHeight', {
      babyId,
    });
    expect(velocity.body.data.latest?.measurementId).toBe(pendingId);
    expect((await followUpOf(babyId))?.flag_count).toBeGreaterThan(0);
    const again = await t.call('POST', `${C}/confirmMeasurement`, {
      token: doctor,
      body: { measurementId: pendingId },
    });
    expect(again.body.code).toBe(4004);
  });
});

describe('removing a pending measurement', () => {
  it('needs a reason, soft-deletes it with the staff member and audits the reason', async () => {
    const babyId = await addGrowthBaby(t, parent.token, { name: '录错了', birthday: daysAgo(91) });
    const ordinary = await addHome(t, parent.token, babyId, { measuredOn: daysAgo(1), weightKg: 5.8 });
    const id = await addHome(t, parent.token, babyId, {
      measuredOn: today(),
      weightKg: 30,
      confirmUnusual: true,
    });
    const remove = (body: Record<string, unknown>) =>
      t.call('POST', `${C}/removePendingMeasurement`, { token: doctor, body });
    expect((await remove({ measurementId: id })).body.code).toBe(4000);
    expect((await remove({ measurementId: ordinary, reason: '不是待核对' })).body.code).toBe(4004);
    expect(
      (await t.call('POST', `${C}/confirmMeasurement`, { token: doctor, body: { measurementId: ordinary } }))
        .body.code,
    ).toBe(4004);
    const removed = await remove({ measurementId: id, reason: '家长把身高填进了体重' });
    expect(removed.body).toMatchObject({ success: true, data: { measurementId: id, deleted: true } });
    expect(await reviewOf(id)).toMatchObject({ deleted_at: expect.any(String), review_state: 'pending' });
    expect((await reviewOf(id)).deleted_by_staff_id).not.toBeNull();
    const audit = await auditRows(t, babyId, 'child.growth.measurement.removePending');
    expect(JSON.parse(audit.at(-1)?.detail ?? '{}')).toEqual({
      measurementId: id,
      source: 'home',
      reason: '家长把身高填进了体重',
    });
    const list = await post<{ list: Row[] }>(`${G}/measurementList`, { babyId });
    expect(list.body.data.list.map((m) => m.measurementId)).toEqual([ordinary]);
    expect((await remove({ measurementId: id, reason: '再删一次' })).body.code).toBe(4004);
  });
});

describe('a clinic entry beyond the limits', () => {
  it('is confirmed by the staff member who entered it with 确认无误, and counts at once', async () => {
    const babyId = await addGrowthBaby(t, parent.token, { name: '门诊核对', birthday: daysAgo(700) });
    const added = await t.call<Row & { results: { score: unknown }[]; flags: { code: string }[] }>(
      'POST',
      `${C}/addMeasurement`,
      { token: doctor, body: { babyId, measuredOn: today(), heightCm: 60, confirmUnusual: true } },
    );
    expect(added.body.data).toMatchObject({ reviewState: 'confirmed', reviewedByName: '林晓岚' });
    expect(added.body.data.results.some((r) => r.score !== null)).toBe(true);
    expect(added.body.data.flags.map((f) => f.code)).toContain('belowP3');
  });
});

describe('migration 009 on measurements saved before it', () => {
  it('marks a parent’s implausible row pending (its follow-up row stale) and a clinic one confirmed by its author', async () => {
    const babyId = await addGrowthBaby(t, parent.token, { name: '旧数据', birthday: daysAgo(91) });
    const home = await addHome(t, parent.token, babyId, { measuredOn: daysAgo(2), weightKg: 5.5 });
    const clinic = (await addClinic(t, doctor, babyId, { measuredOn: daysAgo(1), weightKg: 5.6 }))
      .measurementId;
    const ordinary = await addHome(t, parent.token, babyId, { measuredOn: today(), weightKg: 5.7 });
    // As rows saved with confirmUnusual before 007 look: implausible values, no review state.
    await t.ctx.db.kysely
      .updateTable('growth_measurements')
      .set({ weight_g: 30_000 })
      .where('id', 'in', [home, clinic])
      .execute();
    await reviewEarlierRows(t.ctx.db.kysely);
    expect(await reviewOf(home)).toMatchObject({ review_state: 'pending', reviewed_by_staff_id: null });
    expect(await reviewOf(clinic)).toMatchObject({
      review_state: 'confirmed',
      reviewed_by_staff_id: expect.any(Number),
      reviewed_at: expect.any(String),
    });
    expect(await reviewOf(ordinary)).toMatchObject({ review_state: null });
    const stale = await t.ctx.db.kysely
      .selectFrom('growth_follow_ups')
      .select('birthday')
      .where('baby_id', '=', babyId)
      .executeTakeFirstOrThrow();
    expect(stale.birthday).toBe('');
    // The columns' checks: confirmed exactly when who and when are set; no other state.
    const set = (values: Record<string, unknown>) =>
      t.ctx.db.kysely.updateTable('growth_measurements').set(values).where('id', '=', home).execute();
    await expect(set({ review_state: 'confirmed' })).rejects.toThrow();
    await expect(set({ reviewed_at: new Date().toISOString() })).rejects.toThrow();
    await expect(set({ review_state: 'maybe' })).rejects.toThrow();
    expect(await reviewOf(home)).toMatchObject({ review_state: 'pending', reviewed_at: null });
  });
});

describe('a 22-week baby’s real birth weight (issue 12, item 4)', () => {
  it('is accepted down to 0.2 kg and counts (no WHO limit applies before the due date)', async () => {
    const babyId = await addGrowthBaby(t, parent.token, {
      name: '二十二周',
      birthday: today(),
      gestationalWeeks: 22,
    });
    const birth = await post<Row>(`${G}/addMeasurement`, { babyId, measuredOn: today(), weightKg: 0.4 });
    expect(birth.body.success, birth.raw).toBe(true);
    expect(birth.body.data.reviewState).toBeNull();
    const smallest = await post<Row>(`${G}/addMeasurement`, { babyId, measuredOn: today(), weightKg: 0.212 });
    expect(smallest.body.success, smallest.raw).toBe(true);
    const below = await post(`${G}/addMeasurement`, { babyId, measuredOn: today(), weightKg: 0.19 });
    expect(below.body.code).toBe(4000);
  });
});
