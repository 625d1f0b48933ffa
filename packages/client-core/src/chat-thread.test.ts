import type { ChatMessage, ChatPage } from '@sprout/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ChatConnection, createChatConnection } from './chat-connection.ts';
import { type ChatPageQuery, type ChatThread, createChatThread } from './chat-thread.ts';
import { timeline } from './chat-thread-state.ts';
import { startTestChatServer, type TestChatServer } from './test-support/chat-server.ts';

/**
 * The open chat over a real chat connection and a real websocket server (test-support/chat-server.ts,
 * which stores sends as the parent's with inquiry 1), with a list call answered from the same store.
 */
const C = 'GROUPinquiry1';
let server: TestChatServer;
let connection: ChatConnection;
let thread: ChatThread;
let loads: ChatPageQuery[];
let inquiryEvents: number;

const until = async (check: () => boolean, ms = 3_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

const pageOf = (query: ChatPageQuery): ChatPage => {
  const all = server.stored.get(C) ?? [];
  const size = query.pageSize ?? 2;
  const list =
    query.afterSeq !== undefined
      ? all.filter((m) => m.seq > (query.afterSeq ?? 0))
      : all.filter((m) => m.seq < (query.beforeSeq ?? Number.MAX_SAFE_INTEGER)).slice(-size);
  return {
    conversationId: C,
    inquiryId: Math.max(1, ...all.map((m) => m.inquiryId)),
    readSeq: 0,
    peerReadSeq: 0,
    list,
    lastSeq: all.at(-1)?.seq ?? 0,
    hasMore: query.afterSeq === undefined && (list[0]?.seq ?? 1) > 1,
    canSend: true,
    closedReason: null,
    followUpLeft: null,
  };
};

const open = async () => {
  connection = createChatConnection({
    url: server.url,
    fetchTicket: async () => server.issueTicket(),
    heartbeatMs: 100,
    firstHeartbeatMs: 50,
    reconnectMs: 60,
    ackTimeoutMs: 300,
  });
  thread = createChatThread({
    connection,
    own: 'parent',
    load: async (query) => {
      loads.push(query);
      return pageOf(query);
    },
    onInquiryEvent: () => inquiryEvents++,
  });
  connection.start();
  await thread.start();
  await until(() => thread.getState().connection === 'open');
};

const seqs = () => thread.getState().messages.map((m) => m.seq);
const texts = () => thread.getState().messages.map((m) => m.text);

beforeEach(async () => {
  server = await startTestChatServer();
  loads = [];
  inquiryEvents = 0;
});
afterEach(async () => {
  thread.stop();
  connection.stop();
  await server.close();
});

describe('the open chat over the connection', () => {
  it('loads the newest page, then older pages on request, then takes the doctor’s live messages', async () => {
    for (const n of [1, 2, 3]) server.storeFromPeer(C, `旧${n}`, false);
    await open();
    expect(seqs()).toEqual([2, 3]);
    expect(thread.getState().hasOlder).toBe(true);
    await thread.loadOlder();
    expect(seqs()).toEqual([1, 2, 3]);
    expect(thread.getState().hasOlder).toBe(false);
    server.storeFromPeer(C, '医生回复');
    await until(() => seqs().length === 4);
    expect(texts()).toEqual(['旧1', '旧2', '旧3', '医生回复']);
  });

  it('shows a send as pending, then only its stored copy once acknowledged', async () => {
    await open();
    expect(thread.sendText('  宝宝还在咳嗽  ')).toBe(true);
    expect(thread.getState().pending.map((p) => [p.text, p.status])).toEqual([['宝宝还在咳嗽', 'sending']]);
    await until(() => seqs().length === 1);
    expect(thread.getState().pending).toEqual([]);
    expect(
      timeline(thread.getState(), 'parent').map((i) => `${i.kind}:${i.kind === 'stored' && i.side}`),
    ).toEqual(['stored:own']);
    expect(thread.sendText('   ')).toBe(false);
  });

  it('marks a lost send fail, and a resend shows it once (the server answers the stored message)', async () => {
    await open();
    server.loseAcks = 1;
    thread.sendText('第一条');
    await until(() => thread.getState().pending[0]?.status === 'fail');
    expect(seqs()).toEqual([]);
    const [failed] = thread.getState().pending;
    thread.resend(failed?.clientId ?? '');
    expect(thread.getState().pending[0]?.status).toBe('sending');
    await until(() => seqs().length === 1 && thread.getState().pending.length === 0);
    expect(server.stored.get(C)).toHaveLength(1);
    expect(thread.getState().messages[0]?.clientId).toBe(failed?.clientId);
  });

  it('catches up after a dropped connection without doubles', async () => {
    server.storeFromPeer(C, '一', false);
    await open();
    server.dropAll();
    await until(() => thread.getState().connection !== 'open');
    server.storeFromPeer(C, '二', false);
    server.storeFromPeer(C, '三', false);
    await until(() => thread.getState().connection === 'open');
    await until(() => seqs().length === 3);
    server.storeFromPeer(C, '四');
    await until(() => seqs().length === 4);
    expect(texts()).toEqual(['一', '二', '三', '四']);
  });

  it('takes the doctor’s read receipts, and reports its own read position once per new message', async () => {
    server.storeFromPeer(C, '您好', false);
    await open();
    thread.sendText('医生好');
    await until(() => seqs().length === 2);
    server.push({ type: 'read', conversationId: C, reader: 'doctor', seq: 2 });
    await until(() => thread.getState().peerReadSeq === 2);
    expect(timeline(thread.getState(), 'parent').map((i) => i.kind === 'stored' && i.isRead)).toEqual([
      false,
      true,
    ]);
    thread.markRead();
    thread.markRead();
    await until(() => server.received.some((f) => f.type === 'read'));
    expect(server.received.filter((f) => f.type === 'read')).toEqual([
      { type: 'read', conversationId: C, seq: 2 },
    ]);
  });

  it('lets a message of another inquiry of the thread in only through a reload, and refreshes on inquiry events', async () => {
    await open();
    const other: ChatMessage = { ...server.storeFromPeer(C, '占位', false), inquiryId: 9, text: '再次咨询' };
    server.stored.set(C, [other]);
    server.push({ type: 'message', message: other });
    await until(() => seqs().length === 1);
    expect(thread.getState().inquiryId).toBe(9);
    expect(loads.at(-1)).toEqual({ afterSeq: 0, pageSize: 100 });
    server.push({ type: 'inquiryEvent', conversationId: C, inquiryId: 9, event: 'closed' });
    await until(() => inquiryEvents === 1);
    // The event's system message (a sync brings it back even if the push above was missed) refreshes too.
    const closed: ChatMessage = {
      ...other,
      seq: 2,
      clientId: 'sys-2',
      senderType: 'system',
      kind: 'inquiryClosed',
    };
    server.stored.set(C, [other, closed]);
    server.push({ type: 'message', message: closed });
    await until(() => inquiryEvents === 2 && seqs().length === 2);
  });

  it('reports a failed first load, and starts again on retry', async () => {
    server.storeFromPeer(C, '在的', false);
    let refuse = true;
    connection = createChatConnection({ url: server.url, fetchTicket: async () => server.issueTicket() });
    thread = createChatThread({
      connection,
      own: 'parent',
      load: async (query) => {
        if (refuse) throw new Error('问诊不存在');
        return pageOf(query);
      },
    });
    await thread.start();
    expect([thread.getState().phase, thread.getState().error]).toEqual(['error', '问诊不存在']);
    refuse = false;
    await thread.start();
    expect([thread.getState().phase, thread.getState().error, texts()]).toEqual(['ready', null, ['在的']]);
  });
});
