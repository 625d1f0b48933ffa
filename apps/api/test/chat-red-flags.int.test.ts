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
