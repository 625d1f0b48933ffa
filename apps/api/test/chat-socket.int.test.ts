import type { ServerFrame } from '@sprout/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createParentSession } from '../src/modules/sessions/parent-sessions.service.ts';
import { askPaid, inquiryCalls } from './consultation-support.ts';
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
import { leaksInRun, startTestApp, type TestApp } from './harness.ts';

/** Issue 14, the /ws socket on one app: tickets, origins, frames, pushes. */
let t: TestApp;
let cast: ChatCast;
let port: number;
beforeAll(async () => {
  t = await startTestApp({ seed: true, env: { CHAT_ALLOWED_ORIGINS: 'https://app.clinic.example' } });
  cast = await chatCast(t);
  port = await listenOnce(t);
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

const conversationOf = async (inquiryId: number) =>
  (await listChat(t, cast.parent.token, { inquiryId })).body.data.conversationId;

/** The HTTP status a refused upgrade answers. */
const refusedWith = (url: string, origin?: string) =>
  new Promise<number>((resolve, reject) => {
    const ws = new WebSocket(url, origin ? { origin } : {});
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.on('open', () => {
      ws.close();
      reject(new Error('opened'));
    });
    ws.on('error', () => {});
  });

describe('opening /ws', () => {
  it('takes a ticket once; an unknown, used or missing ticket is refused', async () => {
    const ticket = await ticketFor(t, cast.parent.token);
    const s = await openSocket(port, ticket);
    s.ws.close();
    expect(await refusedWith(`ws://127.0.0.1:${port}/ws?ticket=${ticket}`)).toBe(403);
    expect(await refusedWith(`ws://127.0.0.1:${port}/ws?ticket=${'x'.repeat(43)}`)).toBe(403);
    // The session id in front is covered by the stored hash: another id is another (unknown) ticket.
    const [id, rest] = (await ticketFor(t, cast.parent.token)).split('.');
    expect(await refusedWith(`ws://127.0.0.1:${port}/ws?ticket=${Number(id) + 1}.${rest}`)).toBe(403);
    expect(await refusedWith(`ws://127.0.0.1:${port}/ws`)).toBe(403);
    expect((await t.call('POST', '/api/consult/chatTicket')).body.code).toBe(1000);
  });

  it('refuses an expired ticket', async () => {
    const ticket = await ticketFor(t, cast.parent.token);
    await t.ctx.db.kysely
      .updateTable('chat_tickets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('used_at', 'is', null)
      .execute();
    expect(await refusedWith(`ws://127.0.0.1:${port}/ws?ticket=${ticket}`)).toBe(403);
  });

  it("checks the Origin: the server's own and the configured ones open, another site's page does not", async () => {
    const evil = await ticketFor(t, cast.parent.token);
    expect(await refusedWith(`ws://127.0.0.1:${port}/ws?ticket=${evil}`, 'https://evil.example')).toBe(403);
    // The refused ticket was not spent: the origin is checked first.
    (await openSocket(port, evil)).ws.close();
    (await openSocket(port, await ticketFor(t, cast.parent.token), 'https://app.clinic.example')).ws.close();
  });
});

describe('the session behind a socket', () => {
  it('closes the socket when that session logs out; another session of the same parent keeps its own', async () => {
    // A second session of the same parent (another phone), made as a login makes it.
    const other = { token: await createParentSession(t.ctx.db, cast.parent.userId, '127.0.0.1') };
    const ended = await openSocket(port, await ticketFor(t, other.token));
    const s = await openSocket(port, await ticketFor(t, cast.parent.token));
    const logout = await t.call('POST', '/online/usercenter/logout', { token: other.token });
    expect(logout.body.success).toBe(true);
    expect(await ended.closed).toBe(4400);
    s.send({ type: 'heartbeat' });
    await s.next(isType('heartbeat'));
    s.ws.close();
  });

  it("closes a doctor's socket when the staff account's sessions are revoked", async () => {
    const doctor = await t.loginStaff('doctor', 'Sprout-doctor-2026');
    const s = await openSocket(port, await ticketFor(t, doctor, true));
    const out = await t.call('POST', '/api/console/auth/logout', { token: doctor, body: {} });
    expect(out.body.success).toBe(true);
    expect(await s.closed).toBe(4400);
  });
});

describe('frames', () => {
  it('answers heartbeat; a bad frame gets an error frame with a code and Chinese message, and the socket stays', async () => {
    const s = await openSocket(port, await ticketFor(t, cast.parent.token));
    s.ws.send('not json');
    expect(await s.next(isType('error'))).toMatchObject({ code: 4000, msg: '消息格式有误' });
    s.send({ type: 'dance' });
    expect(await s.next(isType('error'))).toMatchObject({ code: 4000 });
    s.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(await s.next(isType('error'))).toMatchObject({ code: 4000 });
    s.send({ type: 'send', conversationId: 'GROUPinquiry1', clientId: 'abcdef1', kind: 'text', text: '' });
    expect(await s.next(isType('error'))).toMatchObject({
      code: 4000,
      clientId: 'abcdef1',
      msg: '请输入消息内容或选择图片',
    });
    s.send({ type: 'sync', conversationId: 'C2Csomeone', afterSeq: 0 });
    expect(await s.next(isType('error'))).toMatchObject({ code: 4004, msg: '会话不存在' });
    s.send({ type: 'heartbeat' });
    expect((await s.next(isType('heartbeat'))).time).toBeGreaterThan(1_700_000_000);
    s.ws.close();
  });

  it("sends with an ack carrying the stored message, pushes it to the doctor's socket, and a resend acks the same", async () => {
    const inquiryId = await openInquiry(t, cast);
    const conversationId = await conversationOf(inquiryId);
    const parent = await openSocket(port, await ticketFor(t, cast.parent.token));
    const doctor = await openSocket(port, await ticketFor(t, cast.doctor, true));
    doctor.send({ type: 'sync', conversationId, afterSeq: 0 });
    expect((await doctor.next(isType('synced'))).messages.map((m) => m.kind)).toEqual(['inquiryAccepted']);
    const clientId = newClientId();
    parent.send({ type: 'send', conversationId, clientId, kind: 'text', text: '医生好' });
    const ack = await parent.next(isType('ack'));
    expect(ack).toMatchObject({
      clientId,
      message: { seq: 2, clientId, text: '医生好', senderType: 'parent' },
    });
    expect((await doctor.next(isType('message'))).message).toEqual(ack.message);
    parent.send({ type: 'send', conversationId, clientId, kind: 'text', text: '医生好' });
    expect((await parent.next(isType('ack'))).message).toEqual(ack.message);
    await expect(doctor.next(isType('message'), 300)).rejects.toThrow();
    parent.ws.close();
    doctor.ws.close();
  });

  it('refuses a send outside the window with the clientId, and syncs everything after a seq', async () => {
    const waitingId = await askPaid(t, cast.parent.token, cast.babyId, 1);
    const s = await openSocket(port, await ticketFor(t, cast.parent.token));
    const clientId = newClientId();
    s.send({
      type: 'send',
      conversationId: await conversationOf(waitingId),
      clientId,
      kind: 'text',
      text: '早',
    });
    expect(await s.next(isType('error'))).toMatchObject({
      code: 4009,
      clientId,
      msg: '医生尚未接诊，接诊后才能发送消息',
    });
    const inquiryId = await openInquiry(t, cast);
    for (let i = 0; i < 4; i++) await sendText(t, cast.parent.token, inquiryId, `第${i}条`);
    s.send({ type: 'sync', conversationId: await conversationOf(inquiryId), afterSeq: 2 });
    const synced = await s.next(isType('synced'));
    expect(synced.messages.map((m) => m.seq)).toEqual([3, 4, 5]);
    expect(synced).toMatchObject({ lastSeq: 5, hasMore: false });
    s.ws.close();
  });

  it('stores a read receipt and pushes it to the other side', async () => {
    const inquiryId = await openInquiry(t, cast);
    const conversationId = await conversationOf(inquiryId);
    await sendText(t, cast.doctor, inquiryId, '医生先说', undefined, true);
    const parent = await openSocket(port, await ticketFor(t, cast.parent.token));
    const doctor = await openSocket(port, await ticketFor(t, cast.doctor, true));
    doctor.send({ type: 'sync', conversationId, afterSeq: 0 });
    await doctor.next(isType('synced'));
    parent.send({ type: 'read', conversationId, seq: 2 });
    expect(await parent.next(isType('readState'))).toMatchObject({ readSeq: 2, peerReadSeq: 0 });
    expect(await doctor.next(isType('read'))).toEqual({
      type: 'read',
      conversationId,
      reader: 'parent',
      seq: 2,
    });
    const reads = await t.ctx.db.kysely
      .selectFrom('chat_reads')
      .selectAll()
      .where('conversation_id', '=', conversationId)
      .execute();
    expect(reads.map((r) => [r.side, r.read_seq])).toEqual([['parent', 2]]);
    parent.ws.close();
    doctor.ws.close();
  });

  it('pushes an inquiry event right after its commit, in order with the messages, no job between (issue 22)', async () => {
    const inquiryId = await openInquiry(t, cast);
    const conversationId = await conversationOf(inquiryId);
    const parent = await openSocket(port, await ticketFor(t, cast.parent.token));
    parent.send({ type: 'sync', conversationId, afterSeq: 1 });
    await parent.next(isType('synced'));
    const { close } = inquiryCalls(() => ({ t, parent: cast.parent.token, doctor: cast.doctor }));
    expect((await close(inquiryId)).body.success).toBe(true);
    // No job runs here: the system messages arrive because their transaction committed.
    const first = await parent.next(isType('message'));
    const second = await parent.next(isType('message'));
    expect([first.message, second.message]).toMatchObject([
      { kind: 'inquirySummary', seq: 2 },
      { kind: 'inquiryClosed', seq: 3 },
    ]);
    const queued = await t.ctx.db.kysely
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', 'chat-deliver')
      .execute();
    expect(queued).toEqual([]);
    parent.ws.close();
  });

  it('pushes an inquiry event (as a system message and an event frame) once its transaction committed', async () => {
    const inquiryId = await openInquiry(t, cast);
    const conversationId = await conversationOf(inquiryId);
    const parent = await openSocket(port, await ticketFor(t, cast.parent.token));
    parent.send({ type: 'sync', conversationId, afterSeq: 1 });
    await parent.next(isType('synced'));
    const { close } = inquiryCalls(() => ({ t, parent: cast.parent.token, doctor: cast.doctor }));
    expect((await close(inquiryId)).body.success).toBe(true);
    await t.runJobs();
    // The accept event's push (seq 1, already synced) may come too: the client drops a repeat by seq.
    const pushed = async () => {
      const m = await parent.next(isType('message'));
      return m.message.seq > 1 ? m.message : (await parent.next(isType('message'))).message;
    };
    expect(await pushed()).toMatchObject({ kind: 'inquirySummary', seq: 2, senderType: 'system' });
    expect((await parent.next(isType('message'))).message).toMatchObject({ kind: 'inquiryClosed', seq: 3 });
    const event = await parent.next(
      (f): f is Extract<ServerFrame, { type: 'inquiryEvent' }> =>
        f.type === 'inquiryEvent' && f.event === 'summary',
    );
    expect(event).toEqual({ type: 'inquiryEvent', conversationId, inquiryId, event: 'summary' });
    parent.ws.close();
  });
});
