import type { ChatMessage } from '@sprout/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ChatConnection, type ChatEvent, createChatConnection } from './chat-connection.ts';
import type { PendingSend } from './chat-pending.ts';
import { startTestChatServer, type TestChatServer } from './test-support/chat-server.ts';

/** The chat socket library against a real websocket server (test-support/chat-server.ts), with short timers. */
const C = 'GROUPinquiry1';
let server: TestChatServer;
let chat: ChatConnection;
let delivered: ChatMessage[];
let pending: PendingSend[];
let events: ChatEvent[];

const until = async (check: () => boolean, ms = 3_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

const connect = (extra: Partial<Parameters<typeof createChatConnection>[0]> = {}) => {
  chat = createChatConnection({
    url: server.url,
    fetchTicket: async () => server.issueTicket(),
    heartbeatMs: 100,
    firstHeartbeatMs: 50,
    reconnectMs: 60,
    ackTimeoutMs: 400,
    ...extra,
  });
  chat.on((e) => {
    events.push(e);
    if (e.type === 'messages') delivered.push(...e.messages);
    if (e.type === 'pending') pending = e.pending;
  });
  chat.start();
};

beforeEach(async () => {
  server = await startTestChatServer();
  delivered = [];
  pending = [];
  events = [];
});
afterEach(async () => {
  chat.stop();
  await server.close();
});

const seqs = () => delivered.map((m) => m.seq);

describe('the chat connection', () => {
  it('connects with a ticket, sends, and delivers the stored message once with its seq', async () => {
    connect();
    chat.watch(C, 0);
    await until(() => chat.status() === 'open');
    const clientId = chat.send(C, { kind: 'text', text: '你好' });
    expect(pending.map((p) => p.status)).toEqual(['sending']);
    await until(() => delivered.length === 1);
    expect(delivered[0]).toMatchObject({ clientId, seq: 1, text: '你好' });
    expect(pending).toEqual([]);
    expect(server.tickets).toHaveLength(1);
  });

  it('heartbeats (first after the first delay) and reconnects with a new ticket when one goes unanswered', async () => {
    connect();
    await until(() => server.received.some((f) => f.type === 'heartbeat'));
    expect(server.connections).toBe(1);
    server.answersHeartbeat = false;
    await until(() => server.connections === 2);
    expect(server.tickets).toHaveLength(2);
  });

  it('after a drop, syncs after the last delivered seq: what was sent meanwhile arrives once, in order', async () => {
    connect();
    chat.watch(C, 0);
    await until(() => chat.status() === 'open');
    server.storeFromPeer(C, 'one');
    await until(() => delivered.length === 1);
    server.dropAll();
    server.storeFromPeer(C, 'two', false);
    server.storeFromPeer(C, 'three', false);
    await until(() => delivered.length === 3);
    expect(seqs()).toEqual([1, 2, 3]);
    const syncs = server.received.filter((f) => f.type === 'sync');
    expect(syncs.map((f) => (f.type === 'sync' ? f.afterSeq : -1))).toEqual([0, 1]);
  });

  it('resends a send whose ack was lost, after reconnecting, with the same client id: stored once', async () => {
    connect();
    chat.watch(C, 0);
    await until(() => chat.status() === 'open');
    server.loseAcks = 1;
    const clientId = chat.send(C, { kind: 'text', text: '只发一次' });
    await until(() => (server.stored.get(C) ?? []).length === 1);
    server.dropAll();
    await until(() => delivered.length === 1);
    expect(server.received.filter((f) => f.type === 'send' && f.clientId === clientId)).toHaveLength(2);
    expect(server.stored.get(C)).toHaveLength(1);
    expect(seqs()).toEqual([1]);
    await until(() => pending.length === 0);
  });

  it("shows 'fail' after the ack timeout and delivers after resend", async () => {
    connect();
    chat.watch(C, 0);
    await until(() => chat.status() === 'open');
    server.loseAcks = 1;
    const clientId = chat.send(C, { kind: 'text', text: '会失败' });
    await until(() => pending[0]?.status === 'fail');
    chat.resend(clientId);
    expect(pending[0]?.status).toBe('sending');
    await until(() => delivered.length === 1);
    expect(delivered[0]?.clientId).toBe(clientId);
  });

  it('holds a message beyond a gap, asks for the gap, and delivers in order', async () => {
    connect();
    chat.watch(C, 0);
    await until(() => chat.status() === 'open');
    server.storeFromPeer(C, 'one', false);
    const two = server.storeFromPeer(C, 'two', false);
    server.push({ type: 'message', message: two });
    await until(() => delivered.length === 2);
    expect(seqs()).toEqual([1, 2]);
  });

  it('sends read receipts (again after a reconnect until acknowledged) and reports the other side reading', async () => {
    connect();
    chat.watch(C, 0);
    await until(() => chat.status() === 'open');
    chat.read(C, 4);
    await until(() => server.received.some((f) => f.type === 'read'));
    expect(server.received.find((f) => f.type === 'read')).toEqual({
      type: 'read',
      conversationId: C,
      seq: 4,
    });
    server.push({ type: 'read', conversationId: C, reader: 'doctor', seq: 3 });
    await until(() => events.some((e) => e.type === 'read'));
    expect(events.find((e) => e.type === 'read')).toEqual({
      type: 'read',
      conversationId: C,
      reader: 'doctor',
      seq: 3,
    });
  });

  it('stops for good: no reconnect after stop', async () => {
    connect();
    await until(() => chat.status() === 'open');
    chat.stop();
    await new Promise((r) => setTimeout(r, 200));
    expect(server.connections).toBe(1);
    expect(chat.status()).toBe('stopped');
  });
});
