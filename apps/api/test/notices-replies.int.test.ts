import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBaby } from './booking-fixtures.ts';
import { CP, type ChatCast, chatCast, openInquiry, sendText } from './chat-support.ts';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';
import { drainAt, messagesTitled, minutesFromNow, noticesOf, smsOf } from './notices-support.ts';

/**
 * 医生已回复 (issue 22): a doctor's chat message the parent has not read a minute and a half later is a
 * notice, at most one per inquiry in ten minutes; a parent who read it in time hears nothing.
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

const db = () => t.ctx.db.kysely;

/** A fresh parent (so the outbox holds only this test's texts) with an inquiry the doctor accepted. */
const openChat = async () => {
  const parent = await loginParentFresh(t);
  const babyId = await addBaby(t, parent.token, '小芽');
  const inquiryId = await openInquiry(t, { ...cast, parent, babyId });
  return { parent, inquiryId };
};

const doctorSays = async (inquiryId: number, text: string) => {
  const sent = await sendText(t, cast.doctor, inquiryId, text, undefined, true);
  expect(sent.body.success, sent.raw).toBe(true);
  return sent.body.data.seq;
};

/** Moves a message back in time, as if the doctor had written it `minutes` earlier. */
const writtenEarlier = async (inquiryId: number, seq: number, minutes: number) => {
  const row = await db()
    .selectFrom('chat_messages')
    .select('created_at')
    .where('inquiry_id', '=', inquiryId)
    .where('seq', '=', seq)
    .executeTakeFirstOrThrow();
  await db()
    .updateTable('chat_messages')
    .set({ created_at: new Date(Date.parse(row.created_at) - minutes * 60_000).toISOString() })
    .where('inquiry_id', '=', inquiryId)
    .where('seq', '=', seq)
    .execute();
};

const replyJob = (inquiryId: number, seq: number) =>
  db()
    .selectFrom('jobs')
    .selectAll()
    .where('dedupe_key', '=', `chat-reply-notice:GROUPinquiry${inquiryId}:${seq}`)
    .executeTakeFirstOrThrow();

describe('a doctor replied', () => {
  it('tells a parent who has not read it, once, after a minute and a half, opening the chat', async () => {
    const { parent, inquiryId } = await openChat();
    const seq = await doctorSays(inquiryId, '宝宝现在体温多少？');
    // Not yet: the parent may still be reading.
    await drainAt(t, minutesFromNow(1));
    expect(await noticesOf(t, 'doctor-replied', inquiryId)).toEqual([]);

    await drainAt(t, minutesFromNow(2));
    const notices = await noticesOf(t, 'doctor-replied', inquiryId);
    expect(notices).toMatchObject([
      { notice_key: `doctor-replied:${inquiryId}#${seq}`, user_id: parent.userId, channels: 'sms' },
    ]);
    const messages = await messagesTitled(t, parent.userId, '医生已回复');
    expect(messages).toEqual([
      {
        id: notices[0]?.message_id,
        category: 'consultation',
        title: '医生已回复',
        content: '林晓岚医生回复了您的图文问诊，点击查看。',
        link: `/pages/otherFun/chat?inquiryId=${inquiryId}`,
      },
    ]);
    expect(await smsOf(t, parent.mobile, 'doctor-replied')).toEqual([
      '【小芽儿童健康】林晓岚医生回复了您的图文问诊，请打开小芽儿童健康查看。',
    ]);

    // The job run again (a process that died after it): nothing more.
    await db()
      .updateTable('jobs')
      .set({ status: 'pending', run_at: new Date().toISOString() })
      .where('id', '=', (await replyJob(inquiryId, seq)).id)
      .execute();
    await drainAt(t, minutesFromNow(2));
    expect(await noticesOf(t, 'doctor-replied', inquiryId)).toHaveLength(1);
    expect(await messagesTitled(t, parent.userId, '医生已回复')).toHaveLength(1);
    expect(await smsOf(t, parent.mobile, 'doctor-replied')).toHaveLength(1);
  });

  it('tells nothing when the parent read the reply in time (they were in the chat)', async () => {
    const { parent, inquiryId } = await openChat();
    const seq = await doctorSays(inquiryId, '请拍一张咽部的照片');
    const read = await t.call('POST', `${CP}/readStatus`, { token: parent.token, body: { inquiryId, seq } });
    expect(read.body.success, read.raw).toBe(true);
    await drainAt(t, minutesFromNow(2));
    expect((await replyJob(inquiryId, seq)).status).toBe('done');
    expect(await noticesOf(t, 'doctor-replied', inquiryId)).toEqual([]);
    expect(await messagesTitled(t, parent.userId, '医生已回复')).toEqual([]);
    expect(await smsOf(t, parent.mobile, 'doctor-replied')).toEqual([]);
  });

  it('tells once for replies within ten minutes, again for one ten minutes later, and once when a job runs late', async () => {
    const { parent, inquiryId } = await openChat();
    const first = await doctorSays(inquiryId, '第一条回复');
    await doctorSays(inquiryId, '第二条回复');
    await drainAt(t, minutesFromNow(2));
    expect((await noticesOf(t, 'doctor-replied', inquiryId)).map((n) => n.notice_key)).toEqual([
      `doctor-replied:${inquiryId}#${first}`,
    ]);

    // Eleven minutes on (the two replies moved back), a third reply is told again.
    for (const seq of [first, first + 1]) await writtenEarlier(inquiryId, seq, 11);
    const third = await doctorSays(inquiryId, '第三条回复');
    // A fourth right after it, whose job runs late, after the third's: still one notice between them.
    const fourth = await doctorSays(inquiryId, '第四条回复');
    await db()
      .updateTable('jobs')
      .set({ run_at: minutesFromNow(30).toISOString() })
      .where('id', '=', (await replyJob(inquiryId, fourth)).id)
      .execute();
    await drainAt(t, minutesFromNow(2));
    await drainAt(t, minutesFromNow(31));
    expect((await replyJob(inquiryId, fourth)).status).toBe('done');
    expect((await noticesOf(t, 'doctor-replied', inquiryId)).map((n) => n.notice_key)).toEqual([
      `doctor-replied:${inquiryId}#${first}`,
      `doctor-replied:${inquiryId}#${third}`,
    ]);
    expect(await messagesTitled(t, parent.userId, '医生已回复')).toHaveLength(2);
    expect(await smsOf(t, parent.mobile, 'doctor-replied')).toHaveLength(2);
  });

  it('does not tell the parent of their own messages', async () => {
    const { parent, inquiryId } = await openChat();
    const sent = await sendText(t, parent.token, inquiryId, '医生您好');
    expect(sent.body.success, sent.raw).toBe(true);
    await drainAt(t, minutesFromNow(2));
    expect(await noticesOf(t, 'doctor-replied', inquiryId)).toEqual([]);
  });
});
