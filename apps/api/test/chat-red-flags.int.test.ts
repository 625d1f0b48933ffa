import type { ChatMessage } from '@sprout/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatCast, chatCast, listChat, openInquiry, sendText } from './chat-support.ts';
import { askPaid, inquiryCalls } from './consultation-support.ts';
import { leaksInRun, startTestApp, type TestApp } from './harness.ts';

/**
 * Issue 23, red flags in 图文问诊: the triage rules read each text a parent sends; an emergency sign puts
 * the emergency advice into the chat right after it (once per sign), and the doctor's inbox shows the
 * inquiry first with the sign. A negated sign, a doctor's message or an ordinary question changes nothing.
 */
let t: TestApp;
let cast: ChatCast;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  cast = await chatCast(t);
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

const messagesOf = async (inquiryId: number): Promise<ChatMessage[]> => {
  const page = await listChat(t, cast.parent.token, { inquiryId });
  if (!page.body.success) throw new Error(page.raw);
  return page.body.data.list;
};

interface InboxRow {
  inquiryId: number;
  redFlag: { at: string; signs: string[] } | null;
}
const inbox = async (): Promise<InboxRow[]> => {
  const res = await t.call<{ list: InboxRow[] }>('GET', '/api/console/consult/inbox', {
    token: cast.doctor,
    query: { status: 'inProgress', pageNum: 1, pageSize: 50 },
  });
  if (!res.body.success) throw new Error(res.raw);
  return res.body.data.list;
};

describe('red flags in a doctor chat', () => {
  it('answers 孩子刚才抽了 with the emergency advice at once, once, and puts the inquiry first on the inbox', async () => {
    const quiet = await openInquiry(t, cast);
    const urgent = await openInquiry(t, cast);
    expect(
      (await sendText(t, cast.parent.token, quiet, '宝宝有点流鼻涕，没有抽搐，精神挺好')).body.success,
    ).toBe(true);
    const sent = await sendText(t, cast.parent.token, urgent, '孩子刚才抽了，翻白眼，现在睡着了');
    expect(sent.body.success).toBe(true);

    const after = await messagesOf(urgent);
    const own = after.find((m) => m.senderType === 'parent');
    const advice = after.filter((m) => m.kind === 'redFlagAdvice');
    expect(advice).toHaveLength(1);
    expect(advice[0]?.seq).toBe((own?.seq ?? 0) + 1);
    expect(advice[0]?.text).toContain('立即急诊');
    expect(advice[0]?.text).toContain('抽搐');
    expect(advice[0]?.text).toContain('不是医生的诊断');
    expect((await messagesOf(quiet)).some((m) => m.kind === 'redFlagAdvice')).toBe(false);

    // The same sign again: no second advice; a new, more urgent one: advice for it.
    await sendText(t, cast.parent.token, urgent, '又抽了一下');
    expect((await messagesOf(urgent)).filter((m) => m.kind === 'redFlagAdvice')).toHaveLength(1);
    await sendText(t, cast.parent.token, urgent, '现在嘴唇发紫了');
    const advices = (await messagesOf(urgent)).filter((m) => m.kind === 'redFlagAdvice');
    expect(advices).toHaveLength(2);
    expect(advices[1]?.text).toContain('呼叫120');

    const rows = await inbox();
    expect(rows[0]?.inquiryId).toBe(urgent);
    expect(rows[0]?.redFlag?.signs).toEqual(['抽搐', '嘴唇或脸色发紫发青']);
    expect(rows.find((r) => r.inquiryId === quiet)?.redFlag).toBeNull();
  });

  it('reads the child age: a fever number is an emergency only under three months', async () => {
    const birthday = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const added = await t.call<{ babyId: number }>('POST', '/online/usercenter/addBabyInfo', {
      token: cast.parent.token,
      body: { babyName: '小月', sex: '女', birthday, guardianConsent: true },
    });
    if (!added.body.success) throw new Error(added.raw);
    const young = added.body.data.babyId;
    const youngInquiry = await askPaid(t, cast.parent.token, young, 1);
    const { accept } = inquiryCalls(() => ({ t, parent: cast.parent.token, doctor: cast.doctor }));
    await accept(youngInquiry);
    await sendText(t, cast.parent.token, youngInquiry, '刚量了体温38.2度');
    expect((await messagesOf(youngInquiry)).some((m) => m.kind === 'redFlagAdvice')).toBe(true);

    const older = await openInquiry(t, cast); // cast.babyId was born years ago
    await sendText(t, cast.parent.token, older, '刚量了体温38.2度');
    expect((await messagesOf(older)).some((m) => m.kind === 'redFlagAdvice')).toBe(false);
  });

  it('does not read the doctor’s messages as the child’s signs', async () => {
    const inquiryId = await openInquiry(t, cast);
    await sendText(t, cast.doctor, inquiryId, '如果出现抽搐或嘴唇发紫请马上去急诊', undefined, true);
    expect((await messagesOf(inquiryId)).some((m) => m.kind === 'redFlagAdvice')).toBe(false);
  });
});

interface Alerts {
  unread: number;
  list: { alertId: number; kind: string; title: string; body: string; link: string; read: boolean }[];
}
const alertsOf = async (token: string) => {
  const res = await t.call<Alerts>('GET', '/api/console/alerts', { token });
  if (!res.body.success) throw new Error(res.raw);
  return res.body.data;
};
const minutesOn = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('a red flag reaches the doctor, and the managers when no doctor opens it', () => {
  it('tells the inquiry’s doctor at once (once), and every manager five minutes on when it is still unopened', async () => {
    const manager = await t.loginStaff('manager', 'Sprout-manager-2026');
    const inquiryId = await openInquiry(t, cast);
    const before = (await alertsOf(cast.doctor)).unread;
    await sendText(t, cast.parent.token, inquiryId, '孩子刚才抽了，翻白眼');
    await sendText(t, cast.parent.token, inquiryId, '现在嘴唇发紫了');
    const doctor = await alertsOf(cast.doctor);
    const mine = doctor.list.filter((a) => a.link === `/consult/inquiry/${inquiryId}`);
    expect(mine).toEqual([
      expect.objectContaining({ kind: 'redFlag', title: '问诊出现危险信号', read: false }),
    ]);
    expect(mine[0]?.body).toContain('抽搐');
    expect(doctor.unread).toBe(before + 1);
    // Nobody else is told yet; four minutes on, still not.
    expect((await alertsOf(manager)).list.some((a) => a.link.endsWith(`/${inquiryId}`))).toBe(false);
    await t.runJobs(minutesOn(4));
    expect((await alertsOf(manager)).list.some((a) => a.link.endsWith(`/${inquiryId}`))).toBe(false);
    await t.runJobs(minutesOn(6));
    const told = (await alertsOf(manager)).list.filter((a) => a.link.endsWith(`/${inquiryId}`));
    expect(told).toEqual([expect.objectContaining({ kind: 'redFlagUnseen', title: '危险信号问诊无人查看' })]);
    expect(told[0]?.body).toContain('超过5分钟');

    // Reading marks them read: the named one, then all.
    const read = await t.call<Alerts>('POST', '/api/console/alerts/read', {
      token: cast.doctor,
      body: { alertIds: [mine[0]?.alertId] },
    });
    expect(read.body.data.list.find((a) => a.alertId === mine[0]?.alertId)?.read).toBe(true);
    const all = await t.call<Alerts>('POST', '/api/console/alerts/read', { token: manager, body: {} });
    expect(all.body.data.unread).toBe(0);
  });

  it('tells no manager when the doctor opened the inquiry within five minutes', async () => {
    const manager = await t.loginStaff('manager', 'Sprout-manager-2026');
    const inquiryId = await openInquiry(t, cast);
    await sendText(t, cast.parent.token, inquiryId, '宝宝叫不醒了');
    const opened = await t.call('GET', '/api/console/consult/inquiry/detail', {
      token: cast.doctor,
      query: { inquiryId },
    });
    expect(opened.body.success, opened.raw).toBe(true);
    await t.runJobs(minutesOn(6));
    expect((await alertsOf(manager)).list.some((a) => a.link.endsWith(`/${inquiryId}`))).toBe(false);
  });

  it('a staff member reads and marks only their own alerts', async () => {
    const manager = await t.loginStaff('manager', 'Sprout-manager-2026');
    const inquiryId = await openInquiry(t, cast);
    await sendText(t, cast.parent.token, inquiryId, '孩子喘不上气，嘴唇发紫');
    const own = (await alertsOf(cast.doctor)).list.find((a) => a.link.endsWith(`/${inquiryId}`));
    expect(own?.read).toBe(false);
    await t.call('POST', '/api/console/alerts/read', { token: manager, body: { alertIds: [own?.alertId] } });
    expect((await alertsOf(cast.doctor)).list.find((a) => a.alertId === own?.alertId)?.read).toBe(false);
    expect((await t.call('GET', '/api/console/alerts', { token: cast.parent.token })).body.success).toBe(
      false,
    );
  });
});
