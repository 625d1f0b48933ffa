import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askPaid, inquiryCalls, inquiryRow, linkSecondDoctor } from './consultation-support.ts';
import {
  type ChatCast,
  CK,
  CP,
  chatCast,
  listChat,
  newClientId,
  openInquiry,
  sendText,
} from './chat-support.ts';
import { addBaby } from './booking-fixtures.ts';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';
import { openLink, plainPicture, uploadOne } from './pictures-support.ts';

/** Issue 14, chat over HTTP: storing, resends, the send window, who may read, inquiry events. */
let t: TestApp;
let cast: ChatCast;
let zhou: string;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  cast = await chatCast(t);
  zhou = await linkSecondDoctor(t, await t.loginStaff('admin', 'Sprout-admin-2026'));
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

const { close } = inquiryCalls(() => ({ t, parent: cast.parent.token, doctor: cast.doctor }));
const rows = (conversationId: string) =>
  t.ctx.db.kysely
    .selectFrom('chat_messages')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .orderBy('seq')
    .execute();

describe('storing messages', () => {
  it('numbers a conversation from 1 in order: the accept event, then parent and doctor', async () => {
    const inquiryId = await openInquiry(t, cast);
    const sent = await sendText(t, cast.parent.token, inquiryId, '医生您好，宝宝还在咳嗽');
    expect(sent.body).toMatchObject({
      success: true,
      data: { senderType: 'parent', kind: 'text', pictureId: null },
    });
    const reply = await sendText(t, cast.doctor, inquiryId, '请问有没有发热？', undefined, true);
    expect(reply.body.data).toMatchObject({ senderType: 'doctor', seq: sent.body.data.seq + 1 });
    const page = await listChat(t, cast.parent.token, { inquiryId });
    expect(page.body.data.list.map((m) => [m.seq, m.kind])).toEqual([
      [1, 'inquiryAccepted'],
      [2, 'text'],
      [3, 'text'],
    ]);
    expect(page.body.data).toMatchObject({ lastSeq: 3, hasMore: false, canSend: true, closedReason: null });
    expect(page.body.data.conversationId).toMatch(/^GROUPinquiry\d+$/);
  });

  it('answers a resend with the stored message: one row, the same seq', async () => {
    const inquiryId = await openInquiry(t, cast);
    const clientId = newClientId();
    const first = await sendText(t, cast.parent.token, inquiryId, '第一次', clientId);
    const again = await sendText(t, cast.parent.token, inquiryId, '第一次', clientId);
    expect(again.body.data).toEqual(first.body.data);
    const stored = await rows(first.body.data.conversationId);
    expect(stored.filter((r) => r.client_id === clientId)).toHaveLength(1);
    // The same client id from the other side is another message.
    const doctors = await sendText(t, cast.doctor, inquiryId, '医生的', clientId, true);
    expect(doctors.body.data.seq).toBe(first.body.data.seq + 1);
  });

  it('gives many concurrent sends distinct seqs with no holes', async () => {
    const inquiryId = await openInquiry(t, cast);
    const sent = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        sendText(t, i % 2 ? cast.doctor : cast.parent.token, inquiryId, `第${i}条`, undefined, i % 2 === 1),
      ),
    );
    const seqs = sent.map((s) => s.body.data.seq).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
  });

  it("records the doctor's first message as the first answer (the answer deadline stops)", async () => {
    const inquiryId = await openInquiry(t, cast);
    expect((await inquiryRow(t, inquiryId)).first_answered_at).toBeNull();
    await sendText(t, cast.parent.token, inquiryId, '家长先说');
    expect((await inquiryRow(t, inquiryId)).first_answered_at).toBeNull();
    await sendText(t, cast.doctor, inquiryId, '医生回复', undefined, true);
    expect((await inquiryRow(t, inquiryId)).first_answered_at).not.toBeNull();
    const answerJob = await t.ctx.db.kysely
      .selectFrom('jobs')
      .select('status')
      .where('dedupe_key', '=', `inquiry-answer:${inquiryId}`)
      .executeTakeFirstOrThrow();
    expect(answerJob.status).toBe('cancelled');
  });

  it('pages history backwards and answers everything after a seq', async () => {
    const inquiryId = await openInquiry(t, cast);
    for (let i = 0; i < 6; i++) await sendText(t, cast.parent.token, inquiryId, `消息${i}`);
    const newest = await listChat(t, cast.parent.token, { inquiryId, pageSize: 3 });
    expect(newest.body.data.list.map((m) => m.seq)).toEqual([5, 6, 7]);
    expect(newest.body.data.hasMore).toBe(true);
    const before = await listChat(t, cast.parent.token, { inquiryId, pageSize: 3, beforeSeq: 5 });
    expect(before.body.data.list.map((m) => m.seq)).toEqual([2, 3, 4]);
    const after = await listChat(t, cast.parent.token, { inquiryId, afterSeq: 4 });
    expect(after.body.data.list.map((m) => m.seq)).toEqual([5, 6, 7]);
    expect(after.body.data.hasMore).toBe(false);
  });
});

describe('the send window', () => {
  it('refuses before the doctor accepts, with a clear message', async () => {
    const inquiryId = await askPaid(t, cast.parent.token, cast.babyId, 1);
    const refused = await sendText(t, cast.parent.token, inquiryId, '医生还没接诊');
    expect(refused.body).toMatchObject({
      success: false,
      code: 4009,
      msg: '医生尚未接诊，接诊后才能发送消息',
    });
    const page = await listChat(t, cast.parent.token, { inquiryId });
    expect(page.body.data).toMatchObject({
      canSend: false,
      closedReason: '医生尚未接诊，接诊后才能发送消息',
    });
  });

  it('after close: the summary and close events, then exactly the free follow-up messages', async () => {
    const inquiryId = await openInquiry(t, cast);
    expect((await close(inquiryId)).body.success).toBe(true);
    const page = await listChat(t, cast.parent.token, { inquiryId });
    expect(page.body.data.list.map((m) => m.kind)).toEqual([
      'inquiryAccepted',
      'inquirySummary',
      'inquiryClosed',
    ]);
    expect(page.body.data.list[2]?.text).toBe('本次问诊已结束，72小时内可免费追问3条');
    expect(page.body.data.followUpLeft).toBe(3);
    for (let i = 0; i < 3; i++)
      expect((await sendText(t, cast.parent.token, inquiryId, `追问${i}`)).body.success).toBe(true);
    const fourth = await sendText(t, cast.parent.token, inquiryId, '第四条追问');
    expect(fourth.body).toMatchObject({
      success: false,
      code: 4009,
      msg: '免费追问次数已用完，如需继续请再次咨询',
    });
    // The doctor may still answer within the hours.
    expect((await sendText(t, cast.doctor, inquiryId, '医生回答追问', undefined, true)).body.success).toBe(
      true,
    );
  });

  it('after the follow-up hours nobody sends', async () => {
    const inquiryId = await openInquiry(t, cast);
    await close(inquiryId);
    const longAgo = new Date(Date.now() - 73 * 3_600_000).toISOString();
    await t.ctx.db.kysely
      .updateTable('inquiries')
      .set({ closed_at: longAgo })
      .where('id', '=', inquiryId)
      .execute();
    const refused = await sendText(t, cast.parent.token, inquiryId, '过期追问');
    expect(refused.body).toMatchObject({
      code: 4009,
      msg: '问诊已结束超过72小时，免费追问已结束，如需继续请再次咨询',
    });
    expect((await sendText(t, cast.doctor, inquiryId, '过期', undefined, true)).body.code).toBe(4009);
  });

  it('puts a refund into the conversation and shuts it', async () => {
    const inquiryId = await openInquiry(t, cast);
    const manager = cast.manager;
    const refund = await t.call('POST', '/api/console/consult/inquiry/refund', {
      token: manager,
      body: { inquiryId, reason: '医生临时停诊' },
    });
    expect(refund.body.success).toBe(true);
    const page = await listChat(t, cast.parent.token, { inquiryId });
    expect(page.body.data.list.at(-1)).toMatchObject({ kind: 'inquiryRefunded', senderType: 'system' });
    expect((await sendText(t, cast.parent.token, inquiryId, '退款后')).body.msg).toBe(
      '问诊已退款，不能发送消息',
    );
  });

  it('shares one conversation between an inquiry and its 再次咨询 follow-up', async () => {
    const firstId = await openInquiry(t, cast);
    await sendText(t, cast.parent.token, firstId, '第一次问诊的话');
    await close(firstId);
    const again = await t.call<{ inquiryId: number }>('POST', `${CP.replace('/chat', '')}/inquiryAgain`, {
      token: cast.parent.token,
      body: {
        inquiryId: firstId,
        complaint: '孩子又开始咳嗽了，想再问一下医生',
        duration: '2天',
        hasFever: false,
        agreeNotice: true,
        allowReassign: false,
      },
    });
    expect(again.body.success).toBe(true);
    const first = await listChat(t, cast.parent.token, { inquiryId: firstId });
    const follow = await listChat(t, cast.parent.token, { inquiryId: again.body.data.inquiryId });
    expect(follow.body.data.conversationId).toBe(first.body.data.conversationId);
    expect(follow.body.data.list.map((m) => m.text)).toContain('第一次问诊的话');
  });
});

describe('who may read and send', () => {
  it('another parent and another doctor find it absent; no token is 1000; a manager reads but cannot send', async () => {
    const inquiryId = await openInquiry(t, cast);
    const other = await loginParentFresh(t);
    expect((await listChat(t, other.token, { inquiryId })).body.code).toBe(4004);
    expect((await sendText(t, other.token, inquiryId, '别人的')).body.code).toBe(4004);
    expect((await listChat(t, zhou, { inquiryId }, true)).body.code).toBe(4004);
    expect((await sendText(t, zhou, inquiryId, '别的医生', undefined, true)).body.code).toBe(4004);
    expect((await t.call('GET', `${CP}/chatContentList`, { query: { inquiryId } })).body.code).toBe(1000);
    const managerRead = await listChat(t, cast.manager, { inquiryId }, true);
    expect(managerRead.body.data).toMatchObject({ canSend: false, closedReason: '管理员只能查看聊天记录' });
    expect((await sendText(t, cast.manager, inquiryId, '管理员', undefined, true)).body.code).toBe(4009);
    const audit = await t.ctx.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'child.chat.read')
      .where('subject_id', '=', String(cast.babyId))
      .execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it("refuses bad input with the field named, and a picture that is not the child's", async () => {
    const inquiryId = await openInquiry(t, cast);
    const empty = await t.call('POST', `${CP}/chatContentAdd`, {
      token: cast.parent.token,
      body: { inquiryId, clientId: newClientId(), kind: 'text', text: '   ' },
    });
    expect(empty.body).toMatchObject({ code: 4000, msg: '请输入消息内容或选择图片' });
    const badId = await t.call('POST', `${CP}/chatContentAdd`, {
      token: cast.parent.token,
      body: { inquiryId, clientId: 'a b', kind: 'text', text: '你好' },
    });
    expect(badId.body.code).toBe(4000);
    const long = await sendText(t, cast.parent.token, inquiryId, '长'.repeat(1001));
    expect(long.body).toMatchObject({ code: 4000, msg: '消息不能超过1000个字' });
    const image = await t.call('POST', `${CP}/chatContentAdd`, {
      token: cast.parent.token,
      body: { inquiryId, clientId: newClientId(), kind: 'image', pictureId: 999 },
    });
    expect(image.body).toMatchObject({ code: 4000, msg: '图片不存在，请重新选择' });
  });
});

describe('pictures in the chat', () => {
  it("sends the child's record picture; each side gets its own links; nobody else does", async () => {
    const inquiryId = await openInquiry(t, cast);
    const picture = await uploadOne(t, cast.parent.token, cast.babyId, await plainPicture('png', 40, 30));
    const sent = await t.call<{ kind: string; pictureId: number | null }>('POST', `${CP}/chatContentAdd`, {
      token: cast.parent.token,
      body: { inquiryId, clientId: newClientId(), kind: 'image', pictureId: picture.pictureId },
    });
    expect(sent.body.data).toMatchObject({ kind: 'image', pictureId: picture.pictureId });

    type Links = { url: string; thumbUrl: string };
    const mine = await t.call<Links>('GET', `${CP}/chatPicture`, {
      token: cast.parent.token,
      query: { inquiryId, pictureId: picture.pictureId },
    });
    const doctors = await t.call<Links>('GET', `${CK}/picture`, {
      token: cast.doctor,
      query: { inquiryId, pictureId: picture.pictureId },
    });
    expect(mine.body.success && doctors.body.success).toBe(true);
    expect(mine.body.data.url).not.toBe(doctors.body.data.url);
    const bytes = await openLink(t, doctors.body.data.thumbUrl);
    expect(bytes.status).toBe(200);
    expect(bytes.headers['content-type']).toMatch(/^image\//);

    // A picture of the child that was never sent in this chat, and a stranger, find nothing.
    const unsent = await uploadOne(t, cast.parent.token, cast.babyId, await plainPicture('png', 20, 20));
    const notSent = await t.call('GET', `${CK}/picture`, {
      token: cast.doctor,
      query: { inquiryId, pictureId: unsent.pictureId },
    });
    expect(notSent.body.code).toBe(4004);
    const stranger = await loginParentFresh(t);
    const other = await t.call('GET', `${CP}/chatPicture`, {
      token: stranger.token,
      query: { inquiryId, pictureId: picture.pictureId },
    });
    expect(other.body.code).toBe(4004);
  });

  it("refuses another child's picture", async () => {
    const inquiryId = await openInquiry(t, cast);
    const stranger = await loginParentFresh(t);
    const theirBaby = await addBaby(t, stranger.token, '别家宝');
    const theirs = await uploadOne(t, stranger.token, theirBaby, await plainPicture('png', 20, 20));
    const refused = await t.call('POST', `${CP}/chatContentAdd`, {
      token: cast.parent.token,
      body: { inquiryId, clientId: newClientId(), kind: 'image', pictureId: theirs.pictureId },
    });
    expect(refused.body).toMatchObject({ code: 4000, msg: '图片不存在，请重新选择' });
    expect(
      await t.ctx.db.kysely
        .selectFrom('chat_messages')
        .select('seq')
        .where('picture_id', '=', theirs.pictureId)
        .execute(),
    ).toEqual([]);
  });
});

describe('read status', () => {
  it('moves forward only, never past the last message, and each side sees the other', async () => {
    const inquiryId = await openInquiry(t, cast);
    await sendText(t, cast.parent.token, inquiryId, '一');
    await sendText(t, cast.parent.token, inquiryId, '二');
    const read = (token: string, seq: number, staff = false) =>
      t.call<{ readSeq: number; peerReadSeq: number }>('POST', staff ? `${CK}/read` : `${CP}/readStatus`, {
        token,
        body: { inquiryId, seq },
      });
    expect((await read(cast.doctor, 99, true)).body.data).toMatchObject({ readSeq: 3, peerReadSeq: 0 });
    expect((await read(cast.doctor, 1, true)).body.data.readSeq).toBe(3);
    expect((await read(cast.parent.token, 2)).body.data).toEqual(
      expect.objectContaining({ readSeq: 2, peerReadSeq: 3 }),
    );
    expect((await read(cast.manager, 3, true)).body.data).toMatchObject({ readSeq: 3, peerReadSeq: 2 });
  });
});
