import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markFirstAnswer } from '../src/modules/consultation/inquiry-doctor.service.ts';
import {
  askPaid,
  C,
  inquiryRow,
  K,
  messagesTitled,
  refundsOf,
  inquiryCalls,
  deskCast,
} from './consultation-support.ts';
import { leaksInRun, startTestApp, type TestApp } from './harness.ts';

/** Issue 14: the doctor's inbox and moves, the summary, the rating, asking again, refunds by hand. */
let t: TestApp;
let parent: { token: string; userId: number; mobile: string };
let other: { token: string; userId: number };
let babyId: number;
let manager: string;
let doctor: string;
let zhou: string;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  ({ manager, doctor, zhou, parent, other, babyId } = await deskCast(t, '问诊宝'));
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

const { details, accept, close, cancel } = inquiryCalls(() => ({ t, parent: parent.token, doctor }));

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
    // The answer says where it went, though it is no longer doctor 1's to open.
    expect(moved.body.data).toMatchObject({ status: 'waiting', doctorId: 2, doctorName: '周文博' });
    expect(
      (await t.call('GET', `${K}/inquiry/detail`, { token: doctor, query: { inquiryId: allowed } })).body
        .code,
    ).toBe(4004);
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
