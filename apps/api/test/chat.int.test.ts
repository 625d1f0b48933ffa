import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChatCast,
  chatCast,
  isType,
  listChat,
  listenOnce,
  newClientId,
  openInquiry,
  openSocket,
  sendText,
  ticketFor,
} from './chat-support.ts';
import { startTestApp, type TestApp } from './harness.ts';

/** Issue 14, chat: HTTP calls and the /ws socket on one app. */
let t: TestApp;
let cast: ChatCast;
let port: number;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  cast = await chatCast(t);
  port = await listenOnce(t);
});
afterAll(async () => {
  await t.close();
});

describe('chat over HTTP', () => {
  it('stores a parent message and a doctor reply in order, with the accept event before them', async () => {
    const inquiryId = await openInquiry(t, cast);
    const sent = await sendText(t, cast.parent.token, inquiryId, '医生您好，宝宝还在咳嗽');
    expect(sent.body).toMatchObject({ success: true, data: { senderType: 'parent', kind: 'text' } });
    const reply = await sendText(t, cast.doctor, inquiryId, '请问有没有发热？', undefined, true);
    expect(reply.body.data.seq).toBe(sent.body.data.seq + 1);
    const page = await listChat(t, cast.parent.token, { inquiryId });
    expect(page.body.data.list.map((m) => m.kind)).toEqual(['inquiryAccepted', 'text', 'text']);
    expect(page.body.data.list.map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(page.body.data.conversationId).toMatch(/^GROUPinquiry\d+$/);
  });
});

describe('chat over /ws', () => {
  it('answers heartbeat, send (ack) and sync', async () => {
    const inquiryId = await openInquiry(t, cast);
    const page = await listChat(t, cast.parent.token, { inquiryId });
    const conversationId = page.body.data.conversationId;
    const s = await openSocket(port, await ticketFor(t, cast.parent.token));
    s.send({ type: 'heartbeat' });
    await s.next(isType('heartbeat'));
    const clientId = newClientId();
    s.send({ type: 'send', conversationId, clientId, kind: 'text', text: '你好' });
    const ack = await s.next(isType('ack'));
    expect(ack.message).toMatchObject({ clientId, seq: 2, text: '你好' });
    s.send({ type: 'sync', conversationId, afterSeq: 0 });
    const synced = await s.next(isType('synced'));
    expect(synced.messages.map((m) => m.seq)).toEqual([1, 2]);
    s.ws.close();
  });
});
