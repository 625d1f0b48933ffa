import { api, type Endpoint } from '@sprout/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markFirstAnswer } from '../src/modules/consultation/inquiry-doctor.service.ts';
import { addBaby } from './booking-fixtures.ts';
import {
  ask,
  askPaid,
  C,
  drainJobs,
  inquiryRow,
  K,
  linkSecondDoctor,
  messagesTitled,
  orderOf,
  refundsOf,
  saveService,
} from './consultation-support.ts';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';
import { pressCashier } from './payments-helpers.ts';

/** Issue 14: a paid inquiry from asking to rating, and the moves the state machine refuses. */
let t: TestApp;
let parent: { token: string; userId: number; mobile: string };
let other: { token: string; userId: number };
let babyId: number;
let manager: string;
let doctor: string;
let zhou: string;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  manager = await t.loginStaff('manager', 'Sprout-manager-2026');
  doctor = await t.loginStaff('doctor', 'Sprout-doctor-2026');
  zhou = await linkSecondDoctor(t, await t.loginStaff('admin', 'Sprout-admin-2026'));
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

type View = {
  followUpUntil: string | null;
  inquiryId: number;
  status: string;
  statusLabel: string;
  kindLabel: string;
  priceFen: number;
  acceptDeadlineAt: string | null;
  answerDeadlineAt: string | null;
  canPay: boolean;
  canCancel: boolean;
  canRate: boolean;
  temperature: number | null;
};
const details = (inquiryId: number, token = parent.token) =>
  t.call<View>('GET', `${C}/inquiryDetails`, { token, query: { inquiryId } });
const accept = (inquiryId: number, token = doctor) =>
  t.call<View>('POST', `${K}/inquiry/accept`, { token, body: { inquiryId } });
const close = (inquiryId: number, token = doctor) =>
  t.call<View>('POST', `${K}/inquiry/close`, {
    token,
    body: {
      inquiryId,
      findings: '咽部充血，肺部听诊清',
      advice: '多饮水，雾化',
      watchFor: '高热不退或呼吸急促',
      returnAdvice: '3天不好转来院复诊',
    },
  });
const cancel = (inquiryId: number, token = parent.token) =>
  t.call<View>('POST', `${C}/inquiryCancel`, { token, body: { inquiryId } });

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
    expect((await cancel(inquiryId)).body).toMatchObject({ code: 4009 });
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

describe('the doctor', () => {
  it('sees the waiting inquiry in the inbox with its deadline; the read is audited (R13)', async () => {
    const inquiryId = await askPaid(t, parent.token, babyId, 1);
    const inbox = await t.call<{ list: { inquiryId: number; dueAt: string | null; babyName: string }[] }>(
      'GET',
      `${K}/inbox`,
      {
        token: doctor,
        query: { status: 'waiting' },
      },
    );
    const item = inbox.body.data.list.find((i) => i.inquiryId === inquiryId);
    expect(item?.dueAt).toBe((await inquiryRow(t, inquiryId)).accept_deadline_at);
    const dues = inbox.body.data.list.map((i) => i.dueAt ?? '');
    expect([...dues].sort()).toEqual(dues);
    const audit = await t.ctx.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'child.inquiry.read')
      .where('subject_id', '=', String(babyId))
      .execute();
    expect(audit.length).toBeGreaterThan(0);
    // Another doctor sees none of doctor 1's; the manager sees all.
    const theirs = await t.call<{ list: { inquiryId: number }[] }>('GET', `${K}/inbox`, { token: zhou });
    expect(theirs.body.data.list.map((i) => i.inquiryId)).not.toContain(inquiryId);
    const all = await t.call<{ list: { inquiryId: number }[] }>('GET', `${K}/inbox`, {
      token: manager,
      query: { pageSize: 100 },
    });
    expect(all.body.data.list.map((i) => i.inquiryId)).toContain(inquiryId);
    expect(
      (await t.call('GET', `${K}/inquiry/detail`, { token: zhou, query: { inquiryId } })).body.code,
    ).toBe(4004);
    expect((await accept(inquiryId, zhou)).body.code).toBe(4004);
  });

  it('accepts once: the answer deadline starts, the parent is told; accepting again and cancelling after are refused', async () => {
    const inquiryId = await askPaid(t, parent.token, babyId, 1);
    const res = await accept(inquiryId);
    expect(res.body.data).toMatchObject({ status: 'inProgress', canCancel: false });
    expect(res.body.data.answerDeadlineAt).not.toBeNull();
    const again = await accept(inquiryId);
    expect(again.body).toMatchObject({ code: 4009, msg: '该问诊当前状态为「问诊中」，不能接诊' });
    const late = await cancel(inquiryId);
    expect(late.body).toMatchObject({ code: 4009, msg: '医生已接诊，不能取消问诊' });
    expect(await messagesTitled(t, parent.userId, '医生已接诊')).not.toHaveLength(0);
    expect(await markFirstAnswer(t.ctx, inquiryId)).toBe(true);
    expect(await markFirstAnswer(t.ctx, inquiryId)).toBe(false);
  });

  it('closes with a summary; the parent reads it, rates once, and asks again', async () => {
    const inquiryId = await askPaid(t, parent.token, babyId, 1);
    await accept(inquiryId);
    const closed = await close(inquiryId);
    expect(closed.body.data).toMatchObject({ status: 'completed', canRate: true, followUpMessages: 3 });
    const closedAt = new Date((await inquiryRow(t, inquiryId)).closed_at ?? '').getTime();
    expect(new Date(String(closed.body.data.followUpUntil)).getTime() - closedAt).toBe(72 * 3_600_000);
    expect((await close(inquiryId)).body.code).toBe(4009);
    const summary = await t.call('GET', `${C}/summary`, { token: parent.token, query: { inquiryId } });
    expect(summary.body.data).toMatchObject({
      findings: '咽部充血，肺部听诊清',
      returnAdvice: '3天不好转来院复诊',
      doctorId: 1,
      doctorName: '林晓岚',
    });
    expect(await messagesTitled(t, parent.userId, '问诊小结已出')).not.toHaveLength(0);
    expect(
      (await t.call('GET', `${C}/summary`, { token: other.token, query: { inquiryId } })).body.code,
    ).toBe(4004);

    const rate = (body: Record<string, unknown>) =>
      t.call('POST', `${C}/evaluationAdd`, { token: parent.token, body: { inquiryId, ...body } });
    expect((await rate({ stars: 6 })).body).toMatchObject({ code: 4000, msg: '评分应为1到5星' });
    expect((await rate({ stars: 5, labels: ['乱写的'] })).body).toMatchObject({
      code: 4000,
      msg: '没有这个评价标签：乱写的',
    });
    expect((await rate({ stars: 5, labels: ['态度和蔼'], text: '很好' })).body.success).toBe(true);
    expect((await rate({ stars: 1 })).body).toMatchObject({ code: 4009, msg: '该问诊已评价' });
    const mine = await t.call('GET', `${C}/evaluationDetails`, { token: parent.token, query: { inquiryId } });
    expect(mine.body.data).toMatchObject({ stars: 5, labels: ['态度和蔼'], anonymous: false });
    expect((await details(inquiryId)).body.data.status).toBe('rated');

    const again = await t.call<{ inquiryId: number; inquiry: { status: string } }>(
      'POST',
      `${C}/inquiryAgain`,
      {
        token: parent.token,
        body: {
          inquiryId,
          complaint: '咳嗽好转但仍有夜间干咳两次',
          duration: '5天',
          hasFever: false,
          agreeNotice: true,
          allowReassign: false,
        },
      },
    );
    expect(again.body.success, again.raw).toBe(true);
    const next = await inquiryRow(t, again.body.data.inquiryId);
    expect(next).toMatchObject({
      first_inquiry_id: inquiryId,
      doctor_id: 1,
      baby_id: babyId,
      status: 'pendingPayment',
      temperature_dc: null,
    });
  });

  it('rating before the summary is refused; an unfinished inquiry cannot be asked again', async () => {
    const inquiryId = await askPaid(t, parent.token, babyId, 1);
    const early = await t.call('POST', `${C}/evaluationAdd`, {
      token: parent.token,
      body: { inquiryId, stars: 5 },
    });
    expect(early.body).toMatchObject({ code: 4009, msg: '问诊结束后才能评价' });
    const again = await t.call('POST', `${C}/inquiryAgain`, {
      token: parent.token,
      body: {
        inquiryId,
        complaint: '还是咳嗽，想再问问医生的意见',
        duration: '1天',
        hasFever: false,
        agreeNotice: true,
        allowReassign: false,
      },
    });
    expect(again.body).toMatchObject({ code: 4009, msg: '问诊结束后才能再次咨询' });
  });

  it('declines: to another doctor on duty when the parent allowed it, otherwise refunded', async () => {
    const allowed = await askPaid(t, parent.token, babyId, 1, { allowReassign: true });
    const moved = await t.call('POST', `${K}/inquiry/decline`, {
      token: doctor,
      body: { inquiryId: allowed, reason: '今天门诊太忙' },
    });
    expect(moved.body.code).toBe(4004); // no longer doctor 1's to see
    expect(await inquiryRow(t, allowed)).toMatchObject({
      status: 'waiting',
      doctor_id: 2,
      reassign_count: 1,
    });
    expect(await messagesTitled(t, parent.userId, '问诊已转给其他医生')).not.toHaveLength(0);
    const notAllowed = await askPaid(t, parent.token, babyId, 1);
    const refunded = await t.call('POST', `${K}/inquiry/decline`, {
      token: doctor,
      body: { inquiryId: notAllowed, reason: '非本专业' },
    });
    expect(refunded.body.data).toMatchObject({ status: 'refunded' });
    expect((await refundsOf(t, notAllowed)).map((r) => r.amount_fen)).toEqual([3990]);
    const noReason = await t.call('POST', `${K}/inquiry/decline`, {
      token: doctor,
      body: { inquiryId: notAllowed, reason: '' },
    });
    expect(noReason.body).toMatchObject({ code: 4000, msg: '请填写拒绝原因' });
  });

  it('a manager refunds by hand with a reason, audited; a doctor cannot', async () => {
    const inquiryId = await askPaid(t, parent.token, babyId, 1);
    await accept(inquiryId);
    expect(
      (
        await t.call('POST', `${K}/inquiry/refund`, {
          token: doctor,
          body: { inquiryId, reason: '家长投诉' },
        })
      ).body.code,
    ).toBe(4003);
    const res = await t.call('POST', `${K}/inquiry/refund`, {
      token: manager,
      body: { inquiryId, reason: '家长投诉回复慢' },
    });
    expect(res.body.data).toMatchObject({ status: 'refunded' });
    expect((await refundsOf(t, inquiryId)).map((r) => r.amount_fen)).toEqual([3990]);
    const audit = await t.ctx.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'consultation.refund')
      .where('subject_id', '=', String(inquiryId))
      .execute();
    expect(JSON.parse(audit[0]?.detail ?? '{}')).toMatchObject({ reason: '家长投诉回复慢', amountFen: 3990 });
    const twice = await t.call('POST', `${K}/inquiry/refund`, {
      token: manager,
      body: { inquiryId, reason: '再退一次' },
    });
    expect(twice.body.code).toBe(4009);
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
    const all = await t.call<{ list: View[]; total: number; pageNum: number; pageSize: number }>(
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
    const done = await t.call<{ list: View[] }>('GET', `${C}/inquiryList`, {
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
