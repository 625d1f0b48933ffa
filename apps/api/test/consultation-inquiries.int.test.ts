import { api, type Endpoint } from '@sprout/contract';
import { addCalendarDays, clinicToday } from '@sprout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBaby, book, insertSlot } from './booking-fixtures.ts';
import {
  ask,
  askPaid,
  C,
  drainJobs,
  inquiryRow,
  messagesTitled,
  orderOf,
  refundsOf,
  saveService,
  inquiryCalls,
  type InquiryView,
} from './consultation-support.ts';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';
import { createEncounter } from './inspection-reports-support.ts';
import { pressCashier } from './payments-helpers.ts';

/** Issue 14: asking, paying on the existing pay pages, cancelling, expiring, the parent's list. */
let t: TestApp;
let parent: { token: string; userId: number; mobile: string };
let other: { token: string; userId: number };
let babyId: number;
let manager: string;
let doctor: string;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  manager = await t.loginStaff('manager', 'Sprout-manager-2026');
  doctor = await t.loginStaff('doctor', 'Sprout-doctor-2026');
  await saveService(t, manager, { doctorId: 1, priceFen: 3990 });
  await saveService(t, manager, { doctorId: 2, priceFen: 2500 });
  parent = await loginParentFresh(t);
  other = await loginParentFresh(t);
  babyId = await addBaby(t, parent.token, '问诊宝');
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

const { details, accept, close, cancel } = inquiryCalls(() => ({ t, parent: parent.token, doctor }));

describe('asking', () => {
  it('creates a 健康咨询 with an order of kind consultation in integer fen, paid through the existing pay pages', async () => {
    const res = await ask(t, parent.token, babyId, 1);
    expect(res.body.success, res.raw).toBe(true);
    const { inquiryId, orderNo, amountFen, inquiry } = res.body.data;
    expect(inquiry).toMatchObject({
      status: 'pendingPayment',
      kind: 'consultation',
      kindLabel: '健康咨询',
      priceFen: 3990,
    });
    expect(amountFen).toBe(3990);
    const order = await orderOf(t, inquiryId);
    expect(order).toMatchObject({
      order_no: orderNo,
      kind: 'consultation',
      amount_fen: 3990,
      status: 'created',
      subject_id: inquiryId,
    });
    expect((await inquiryRow(t, inquiryId)).temperature_dc).toBe(385);

    const pay = await t.call<{ orderNo: string; amountFen: number }>('POST', `${C}/inquiryPay`, {
      token: parent.token,
      body: { inquiryId },
    });
    expect(pay.body.data).toMatchObject({ orderNo, amountFen: 3990 });
    const sign = await t.call<{ cashierUrl: string }>('GET', '/api/pay/v1/pay_sign_wx', {
      token: parent.token,
      query: { orderNo },
    });
    expect(sign.body.success, sign.raw).toBe(true);
    const pressed = await pressCashier(t, sign.body.data.cashierUrl, 'pay');
    expect(pressed.page.body).toContain('￥39.90');
    await drainJobs(t, new Date(Date.now() + 5_000));
    const paid = await details(inquiryId);
    expect(paid.body.data).toMatchObject({
      status: 'waiting',
      statusLabel: '待接诊',
      canPay: false,
      canCancel: true,
    });
    // 30 working minutes with the doctor on duty all day: the countdown ends half an hour after payment.
    const deadline = new Date(paid.body.data.acceptDeadlineAt ?? '').getTime();
    expect(deadline - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(deadline - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    expect(await messagesTitled(t, parent.userId, '问诊已提交')).toHaveLength(1);
  });

  it('refuses bad input with the field and a Chinese message (4000)', async () => {
    const short = await ask(t, parent.token, babyId, 1, { complaint: '咳嗽' });
    expect(short.body).toMatchObject({ code: 4000, msg: '主诉至少10个字，请描述症状、部位和程度' });
    expect(short.body.data).toMatchObject({
      fields: { complaint: '主诉至少10个字，请描述症状、部位和程度' },
    });
    const notAgreed = await ask(t, parent.token, babyId, 1, { agreeNotice: false });
    expect(notAgreed.body).toMatchObject({ code: 4000, msg: '请阅读并同意《问诊须知》' });
    const noTemp = await ask(t, parent.token, babyId, 1, { temperature: undefined });
    expect(noTemp.body).toMatchObject({ code: 4000, msg: '发热时请填写体温' });
    const hot = await ask(t, parent.token, babyId, 1, { temperature: 45 });
    expect(hot.body).toMatchObject({ code: 4000, msg: '体温应在34到43℃之间' });
    const off = await ask(t, parent.token, babyId, 3);
    expect(off.body).toMatchObject({ code: 4009, msg: '该医生暂未开通图文问诊' });
  });

  it('no token is 1000; another parent’s baby is 4004', async () => {
    expect((await t.call('POST', `${C}/inquiryCreate`, { body: {} })).body.code).toBe(1000);
    expect((await t.call('GET', `${C}/inquiryList`)).body.code).toBe(1000);
    const res = await ask(t, other.token, babyId, 1);
    expect(res.body.code).toBe(4004);
  });

  it('prefills allergies and medicines from the baby’s last inquiry', async () => {
    const res = await t.call('GET', `${C}/inquiryPrefill`, { token: parent.token, query: { babyId } });
    expect(res.body.data).toEqual({
      allergies: '青霉素过敏',
      medicines: '小儿止咳糖浆',
      kind: 'consultation',
      kindLabel: '健康咨询',
    });
  });
});

describe('健康咨询 or 复诊', () => {
  it('is 复诊 only for a child with a clinic record who has visited in person', async () => {
    const child = await addBaby(t, parent.token, '复诊宝');
    const weId = (await book(t, parent.token, child, await insertSlot(t, 2))).body.data.weId;
    const prefill = () =>
      t.call<{ kind: string; kindLabel: string }>('GET', `${C}/inquiryPrefill`, {
        token: parent.token,
        query: { babyId: child },
      });
    // A record (made by the booking) but no visit yet: still health consultation.
    expect((await prefill()).body.data).toMatchObject({ kind: 'consultation', kindLabel: '健康咨询' });
    await t.ctx.db.kysely
      .updateTable('appointments')
      .set({ status: 'arrived' })
      .where('id', '=', weId)
      .execute();
    expect((await prefill()).body.data).toMatchObject({ kind: 'followUpVisit', kindLabel: '复诊' });
    const res = await ask(t, parent.token, child, 1);
    expect(res.body.data.inquiry).toMatchObject({ kind: 'followUpVisit', kindLabel: '复诊' });
  });

  it('is 复诊 after a visit the clinic recorded (a walk-in, no booking), not after a deleted or future one', async () => {
    const child = await addBaby(t, parent.token, '门诊宝');
    // The record comes with a booking that is then cancelled: no 已到诊 appointment stands behind it.
    const booked = (await book(t, parent.token, child, await insertSlot(t, 2))).body.data.weId;
    await t.call('POST', '/opordering/wechatapp/cancelAppointment', {
      token: parent.token,
      body: { weId: booked },
    });
    const prefill = async () =>
      (
        await t.call<{ kind: string; kindLabel: string }>('GET', `${C}/inquiryPrefill`, {
          token: parent.token,
          query: { babyId: child },
        })
      ).body.data;
    expect(await prefill()).toMatchObject({ kind: 'consultation' });
    const encounterId = await createEncounter(t, doctor, { babyId: child, visitDate: clinicToday() });
    expect(await prefill()).toMatchObject({ kind: 'followUpVisit', kindLabel: '复诊' });
    const tomorrow = addCalendarDays(clinicToday(), 1);
    await t.ctx.db.kysely
      .updateTable('encounters')
      .set({ visit_date: tomorrow })
      .where('id', '=', encounterId)
      .execute();
    expect(await prefill()).toMatchObject({ kind: 'consultation' });
    await t.ctx.db.kysely
      .updateTable('encounters')
      .set({ visit_date: clinicToday(), deleted_at: new Date().toISOString() })
      .where('id', '=', encounterId)
      .execute();
    expect(await prefill()).toMatchObject({ kind: 'consultation' });
  });
});

describe('cancelling', () => {
  it('unpaid: the inquiry is cancelled and the order closed', async () => {
    const { inquiryId } = (await ask(t, parent.token, babyId, 1)).body.data;
    const res = await cancel(inquiryId);
    expect(res.body.data).toMatchObject({ status: 'cancelled', canPay: false });
    expect((await orderOf(t, inquiryId)).status).toBe('closed');
  });

  it('paid, before the doctor accepts: refunded in full through the refund path', async () => {
    const inquiryId = await askPaid(t, parent.token, babyId, 1);
    const res = await cancel(inquiryId);
    expect(res.body.data).toMatchObject({ status: 'refunded', statusLabel: '已退款' });
    const refunds = await refundsOf(t, inquiryId);
    expect(refunds.map((r) => r.amount_fen)).toEqual([3990]);
    await drainJobs(t, new Date(Date.now() + 5_000));
    expect(await orderOf(t, inquiryId)).toMatchObject({ status: 'refunded', refunded_fen: 3990 });
    expect((await cancel(inquiryId)).body).toMatchObject({ code: 4009, msg: '该问诊已结束' });
  });

  it('an unpaid inquiry expires with its order', async () => {
    const { inquiryId } = (await ask(t, parent.token, babyId, 1)).body.data;
    await drainJobs(t, new Date(Date.now() + 31 * 60_000));
    expect((await inquiryRow(t, inquiryId)).status).toBe('cancelled');
    expect((await orderOf(t, inquiryId)).status).toBe('closed');
    expect(
      (await t.call('POST', `${C}/inquiryPay`, { token: parent.token, body: { inquiryId } })).body,
    ).toMatchObject({ code: 4009 });
  });
});

describe('without a token', () => {
  const parentCalls = Object.values(api.consultation as Record<string, Endpoint>).filter(
    (e) => e.access !== 'public',
  );
  it.each(parentCalls.map((e) => [e.method, e.path] as const))('%s %s answers 1000', async (method, path) => {
    const res = await t.call(method, path, method === 'GET' ? {} : { body: {} });
    expect(res.body).toMatchObject({ success: false, code: 1000 });
  });
});

describe('a free service', () => {
  it('needs no payment: the inquiry waits for the doctor at once, with no order', async () => {
    await saveService(t, manager, { doctorId: 2, priceFen: 0 });
    const res = await ask(t, parent.token, babyId, 2);
    expect(res.body.data).toMatchObject({
      amountFen: 0,
      orderNo: '',
      inquiry: { status: 'waiting', priceFen: 0 },
    });
    expect((await inquiryRow(t, res.body.data.inquiryId)).order_id).toBeNull();
    await saveService(t, manager, { doctorId: 2, priceFen: 2500 });
  });
});

describe('the parent’s list', () => {
  it('pages with tabs: completed includes rated, newest first', async () => {
    const unrated = await askPaid(t, parent.token, babyId, 1);
    await accept(unrated);
    await close(unrated);
    const rated = await askPaid(t, parent.token, babyId, 1);
    await accept(rated);
    await close(rated);
    await t.call('POST', `${C}/evaluationAdd`, { token: parent.token, body: { inquiryId: rated, stars: 5 } });
    const all = await t.call<{ list: InquiryView[]; total: number; pageNum: number; pageSize: number }>(
      'GET',
      `${C}/inquiryList`,
      {
        token: parent.token,
        query: { pageNum: 1, pageSize: 3 },
      },
    );
    expect(all.body.data.list).toHaveLength(3);
    expect(all.body.data.total).toBeGreaterThan(3);
    const ids = all.body.data.list.map((v) => v.inquiryId);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const done = await t.call<{ list: InquiryView[] }>('GET', `${C}/inquiryList`, {
      token: parent.token,
      query: { tab: 'completed', pageSize: 100 },
    });
    expect(new Set(done.body.data.list.map((v) => v.status))).toEqual(new Set(['rated', 'completed']));
    const bad = await t.call('GET', `${C}/inquiryList`, { token: parent.token, query: { tab: 'nonsense' } });
    expect(bad.body).toMatchObject({ code: 4000, msg: '状态有误' });
    const others = await t.call<{ total: number }>('GET', `${C}/inquiryList`, { token: other.token });
    expect(others.body.data.total).toBe(0);
  });
});
