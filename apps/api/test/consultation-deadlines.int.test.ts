import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markFirstAnswer } from '../src/modules/consultation/inquiry-doctor.service.ts';
import { addBaby } from './booking-fixtures.ts';
import {
  ALWAYS,
  askPaid,
  drainJobs,
  ensureSignIn,
  inquiryRow,
  K,
  linkSecondDoctor,
  messagesTitled,
  offDutyNow,
  orderOf,
  refundsOf,
  saveService,
} from './consultation-support.ts';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';

/**
 * Issue 14's guarantee: a missed accept deadline reassigns (when the parent allowed it and a doctor of
 * the department is on duty) or refunds in full; a missed first answer refunds in full. Both are
 * durable jobs: they survive the process that enqueued them, and a second run changes nothing.
 */
let t: TestApp;
let manager: string;
let doctor: string;
let parent: { token: string; userId: number; mobile: string };
let babyId: number;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  manager = await t.loginStaff('manager', 'Sprout-manager-2026');
  doctor = await t.loginStaff('doctor', 'Sprout-doctor-2026');
  await saveService(t, manager, { doctorId: 1, priceFen: 3990 });
  await saveService(t, manager, { doctorId: 2, priceFen: 2500 });
  parent = await loginParentFresh(t);
  babyId = await addBaby(t, parent.token, '时限宝');
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000);

/** The texts the parent's phone received (the development SMS stand-in keeps them). */
const textsToParent = async (containing: string) =>
  ((await t.ctx.sms.readOutbox?.(parent.mobile)) ?? []).filter((m) => m.content.includes(containing));

describe('the accept deadline', () => {
  it('reassigns once, to a doctor on duty with a sign-in, then refunds in full (issue 22: as the ask page promises)', async () => {
    const inquiryId = await askPaid(t, parent.token, babyId, 1, { allowReassign: true });
    await drainJobs(t, minutesFromNow(29));
    expect(await inquiryRow(t, inquiryId)).toMatchObject({ status: 'waiting', doctor_id: 1 });
    // One pass of the poller at a time: the reassignment starts a new 30 minutes from the moment it happens.
    await t.runJobs(minutesFromNow(31));
    const first = await inquiryRow(t, inquiryId);
    expect(first).toMatchObject({ status: 'waiting', doctor_id: 2, reassign_count: 1, price_fen: 2500 });
    expect(new Date(first.accept_deadline_at ?? '').getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    await t.runJobs(minutesFromNow(29));
    expect((await inquiryRow(t, inquiryId)).doctor_id).toBe(2);
    // Doctor 2 misses it too: never back to the doctor who missed it, but a full refund of what was paid.
    await drainJobs(t, minutesFromNow(31));
    expect(await inquiryRow(t, inquiryId)).toMatchObject({
      status: 'refunded',
      doctor_id: 2,
      reassign_count: 1,
      end_reason: '医生未在规定时间内接诊',
    });
    expect((await refundsOf(t, inquiryId)).map((r) => r.amount_fen)).toEqual([3990]);
    expect(await orderOf(t, inquiryId)).toMatchObject({ status: 'refunded', refunded_fen: 3990 });
    expect(await messagesTitled(t, parent.userId, '问诊已转给其他医生')).toHaveLength(1);
    // Told by SMS too (issue 14), once for the reassignment and once for the refund.
    expect(await textsToParent('已按您的同意转给')).toHaveLength(1);
    const refundTexts = await textsToParent('问诊费39.90元将原路全额退回');
    expect(refundTexts.map((m) => m.content)).toEqual([
      '【小芽儿童健康】医生未在规定时间内接诊，您的图文问诊已结束，问诊费39.90元将原路全额退回。',
    ]);
  });

  it('reassigns to no doctor who cannot answer in the console: without a sign-in, the parent is refunded', async () => {
    // Doctor 3 moves to the department and offers the service (opened before sign-ins were required),
    // but has no console sign-in; doctor 1, the only other with one, is off duty for the moment.
    await t.ctx.db.kysely.updateTable('doctors').set({ department_id: 2 }).where('id', '=', 3).execute();
    await t.ctx.db.kysely
      .insertInto('consultation_services')
      .values({
        doctor_id: 3,
        price_fen: 3990,
        accept_minutes: 30,
        answer_minutes: 120,
        working_hours: JSON.stringify(ALWAYS),
        follow_up_messages: 3,
        follow_up_hours: 72,
        enabled: 1,
        updated_by: null,
        updated_at: new Date().toISOString(),
      })
      .execute();
    await saveService(t, manager, { doctorId: 1, priceFen: 3990, workingHours: offDutyNow() });
    const refused = await askPaid(t, parent.token, babyId, 2, { allowReassign: true });
    await drainJobs(t, minutesFromNow(31));
    expect(await inquiryRow(t, refused)).toMatchObject({ status: 'refunded', doctor_id: 2 });
    // With a sign-in of their own, doctor 3 takes the next one.
    await ensureSignIn(t, 3);
    const moved = await askPaid(t, parent.token, babyId, 2, { allowReassign: true });
    await t.runJobs(minutesFromNow(31));
    expect(await inquiryRow(t, moved)).toMatchObject({ status: 'waiting', doctor_id: 3 });
    await saveService(t, manager, { doctorId: 1, priceFen: 3990, workingHours: ALWAYS });
    await saveService(t, manager, { doctorId: 3, enabled: false });
  });

  it('refunds the difference when a consultation moved to a cheaper doctor ends with its summary', async () => {
    const inquiryId = await askPaid(t, parent.token, babyId, 1, { allowReassign: true });
    await t.runJobs(minutesFromNow(31));
    expect(await inquiryRow(t, inquiryId)).toMatchObject({ doctor_id: 2, price_fen: 2500 });
    const zhou = await linkSecondDoctor(
      t,
      await t.loginStaff('admin', 'Sprout-admin-2026'),
      'doctor_zhou_diff',
    );
    expect(
      (await t.call('POST', `${K}/inquiry/accept`, { token: zhou, body: { inquiryId } })).body.success,
    ).toBe(true);
    const closed = await t.call('POST', `${K}/inquiry/close`, {
      token: zhou,
      body: {
        inquiryId,
        findings: '发热一天，精神好',
        advice: '多喝水，观察体温',
        watchFor: '高热不退',
        returnAdvice: '三天后复诊',
      },
    });
    expect(closed.body.success, closed.raw).toBe(true);
    expect((await refundsOf(t, inquiryId)).map((r) => r.amount_fen)).toEqual([3990 - 2500]);
  });

  it('a manager cannot open 图文问诊 for a doctor without a console sign-in', async () => {
    const refused = await saveService(t, manager, { doctorId: 4, signIn: false });
    expect(refused.body).toMatchObject({ code: 4009, msg: expect.stringContaining('工作台账号') });
  });

  it('refunds in full at once when the parent did not allow reassignment; running again changes nothing', async () => {
    const before = (await messagesTitled(t, parent.userId, '问诊已退款')).length;
    const inquiryId = await askPaid(t, parent.token, babyId, 1);
    await drainJobs(t, minutesFromNow(31));
    await drainJobs(t, minutesFromNow(300));
    expect((await inquiryRow(t, inquiryId)).status).toBe('refunded');
    expect((await refundsOf(t, inquiryId)).map((r) => r.amount_fen)).toEqual([3990]);
    expect(await messagesTitled(t, parent.userId, '问诊已退款')).toHaveLength(before + 1);
    expect(await textsToParent('问诊费39.90元将原路全额退回')).toHaveLength(2);
  });

  it('counts only inside the doctor’s working hours', async () => {
    await saveService(t, manager, { doctorId: 2, priceFen: 2500, workingHours: offDutyNow() });
    const inquiryId = await askPaid(t, parent.token, babyId, 2);
    const deadline = new Date((await inquiryRow(t, inquiryId)).accept_deadline_at ?? '');
    // Off duty now: the 30 minutes start with the next working period, hours from now.
    expect(deadline.getTime() - Date.now()).toBeGreaterThan(30 * 60_000);
    expect(deadline.getTime() - Date.now()).toBeLessThanOrEqual(12 * 3_600_000 + 30 * 60_000);
    await drainJobs(t, minutesFromNow(31));
    expect((await inquiryRow(t, inquiryId)).status).toBe('waiting');
    await saveService(t, manager, { doctorId: 2, priceFen: 2500, workingHours: ALWAYS });
  });
});

describe('the first-answer deadline', () => {
  it('refunds in full when the doctor has not answered in time', async () => {
    const inquiryId = await askPaid(t, parent.token, babyId, 1);
    await t.call('POST', `${K}/inquiry/accept`, { token: doctor, body: { inquiryId } });
    await drainJobs(t, minutesFromNow(119));
    expect((await inquiryRow(t, inquiryId)).status).toBe('inProgress');
    await drainJobs(t, minutesFromNow(121));
    expect(await inquiryRow(t, inquiryId)).toMatchObject({
      status: 'refunded',
      end_reason: '医生未在规定时间内回复',
    });
    expect((await refundsOf(t, inquiryId)).map((r) => r.amount_fen)).toEqual([3990]);
  });

  it('keeps the inquiry once the doctor has answered (the call the chat will make)', async () => {
    const inquiryId = await askPaid(t, parent.token, babyId, 1);
    await t.call('POST', `${K}/inquiry/accept`, { token: doctor, body: { inquiryId } });
    expect(await markFirstAnswer(t.ctx, inquiryId)).toBe(true);
    await drainJobs(t, minutesFromNow(500));
    expect((await inquiryRow(t, inquiryId)).status).toBe('inProgress');
    expect(await refundsOf(t, inquiryId)).toHaveLength(0);
  });
});

describe('surviving a restart', () => {
  it('a deadline enqueued by a process that died is kept by the next one, and refunds exactly once', async () => {
    // The app that asked stops; its job was claimed and left half-done (a lease that ran out).
    const first = await startTestApp({ sharing: t });
    const inquiryId = await askPaid(first, parent.token, babyId, 1);
    await first.close();
    await t.ctx.db.kysely
      .updateTable('jobs')
      .set({ status: 'running', locked_by: 'dead-process', locked_until: minutesFromNow(-1).toISOString() })
      .where('dedupe_key', '=', `inquiry-accept:${inquiryId}:0`)
      .execute();
    const second = await startTestApp({ sharing: t });
    try {
      await drainJobs(second, minutesFromNow(31));
      await drainJobs(second, minutesFromNow(31));
      await drainJobs(t, minutesFromNow(60));
      expect((await inquiryRow(t, inquiryId)).status).toBe('refunded');
      expect((await refundsOf(t, inquiryId)).map((r) => r.amount_fen)).toEqual([3990]);
      expect(await orderOf(t, inquiryId)).toMatchObject({ status: 'refunded', refunded_fen: 3990 });
      const job = await t.ctx.db.kysely
        .selectFrom('jobs')
        .select(['status'])
        .where('dedupe_key', '=', `inquiry-accept:${inquiryId}:0`)
        .executeTakeFirstOrThrow();
      expect(job.status).toBe('done');
    } finally {
      await second.close();
    }
  });
});
