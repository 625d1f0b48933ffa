import type { ChatMessage, ChatPage } from '@sprout/contract';
import { describe, expect, it } from 'vitest';
import type { PendingSend } from './chat-pending.ts';
import {
  chatTimeLabel,
  emptyThread,
  itemTime,
  timeline,
  withMessages,
  withNewestPage,
  withOlderPage,
  withPeerRead,
  withPending,
} from './chat-thread-state.ts';

const C = 'GROUPinquiry7';
const T0 = 1_780_000_000;

const msg = (seq: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  conversationId: C,
  seq,
  clientId: `c-${seq}-x`,
  inquiryId: 7,
  senderType: seq % 2 ? 'parent' : 'doctor',
  kind: 'text',
  text: `第${seq}条`,
  pictureId: null,
  time: T0 + seq,
  sentAt: new Date((T0 + seq) * 1000).toISOString(),
  ...over,
});

const page = (list: ChatMessage[], over: Partial<ChatPage> = {}): ChatPage => ({
  conversationId: C,
  readSeq: 0,
  peerReadSeq: 0,
  inquiryId: 7,
  list,
  lastSeq: list.at(-1)?.seq ?? 0,
  hasMore: false,
  canSend: true,
  closedReason: null,
  followUpLeft: null,
  ...over,
});

const pend = (clientId: string, over: Partial<PendingSend> = {}): PendingSend => ({
  clientId,
  conversationId: C,
  kind: 'text',
  text: '在吗',
  status: 'sending',
  createdAt: (T0 + 100) * 1000,
  ...over,
});

describe('the open chat’s state', () => {
  it('keeps one message per seq in seq order whatever order and how often they arrive', () => {
    let s = withNewestPage(emptyThread(), page([msg(3), msg(4)], { hasMore: true }), 'parent');
    s = withMessages(s, [msg(6), msg(5), msg(4, { text: '重复' })], 'parent');
    s = withOlderPage(s, page([msg(1), msg(2), msg(3)]));
    expect(s.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(s.messages.find((m) => m.seq === 4)?.text).toBe('第4条');
    expect(s.hasOlder).toBe(false);
  });

  it('shows a pending send until its stored copy (same client id, own side) arrives, never both', () => {
    let s = withNewestPage(emptyThread(), page([msg(1)]), 'parent');
    s = withPending(s, [pend('mine-1'), pend('mine-2')], 'parent');
    // The doctor's message happens to carry the same client id: it is not the parent's copy.
    s = withMessages(s, [msg(2, { clientId: 'mine-1', senderType: 'doctor' })], 'parent');
    expect(s.pending.map((p) => p.clientId)).toEqual(['mine-1', 'mine-2']);
    s = withMessages(s, [msg(3, { clientId: 'mine-1', senderType: 'parent' })], 'parent');
    expect(s.pending.map((p) => p.clientId)).toEqual(['mine-2']);
    // The connection's pending list may still name the acknowledged one for a moment.
    s = withPending(s, [pend('mine-1'), pend('mine-2', { status: 'fail' })], 'parent');
    expect(s.pending).toEqual([pend('mine-2', { status: 'fail' })]);
    const items = timeline(s, 'parent');
    expect(items.filter((i) => i.kind === 'pending').map((i) => i.key)).toEqual(['pmine-2']);
    expect(items.filter((i) => i.kind === 'stored')).toHaveLength(3);
  });

  it('places own messages right, the doctor’s left, system ones centred, with 已读 up to the peer’s receipt', () => {
    let s = withNewestPage(
      emptyThread(),
      page([msg(1), msg(2), msg(3), msg(4, { senderType: 'system', kind: 'inquiryAccepted' })], {
        peerReadSeq: 1,
      }),
      'parent',
    );
    const sides = (own: 'parent' | 'doctor') =>
      timeline(s, own).map((i) => (i.kind === 'stored' ? `${i.side}${i.isRead ? '+' : ''}` : 'pending'));
    expect(sides('parent')).toEqual(['own+', 'peer', 'own', 'system']);
    s = withPeerRead(s, 3);
    s = withPeerRead(s, 2);
    expect(s.peerReadSeq).toBe(3);
    expect(sides('parent')).toEqual(['own+', 'peer', 'own+', 'system']);
    expect(sides('doctor')).toEqual(['peer', 'own+', 'peer', 'system']);
  });

  it('puts a time label on the first message and after a gap of more than 60 s, pending sends included', () => {
    let s = withNewestPage(
      emptyThread(),
      page([msg(1, { time: T0 }), msg(2, { time: T0 + 60 }), msg(3, { time: T0 + 121 })]),
      'parent',
    );
    s = withPending(
      s,
      [pend('late-1', { createdAt: (T0 + 500) * 1000 }), pend('late-2', { createdAt: (T0 + 510) * 1000 })],
      'parent',
    );
    expect(timeline(s, 'parent').map((i) => i.showTime)).toEqual([true, false, true, true, false]);
  });

  it('times a stored message by the server and a pending send by its own clock, in seconds', () => {
    let s = withNewestPage(emptyThread(), page([msg(1, { time: T0 })]), 'parent');
    s = withPending(s, [pend('late-1', { createdAt: (T0 + 500) * 1000 + 250 })], 'parent');
    expect(timeline(s, 'parent').map(itemTime)).toEqual([T0, T0 + 500]);
  });

  it('takes the window’s facts from every page', () => {
    let s = withNewestPage(emptyThread(), page([msg(1)]), 'parent');
    expect(s.canSend).toBe(true);
    s = withOlderPage(s, page([], { canSend: false, closedReason: '问诊已结束', followUpLeft: 0 }));
    expect([s.canSend, s.closedReason, s.followUpLeft]).toEqual([false, '问诊已结束', 0]);
  });
});

describe('chat time labels', () => {
  const now = new Date(2026, 10, 25, 20, 0);
  const at = (...parts: [number, number, number, number, number]) => new Date(...parts).getTime() / 1000;
  it('says the time today, 昨天 yesterday, the date this year and the year before', () => {
    expect(chatTimeLabel(at(2026, 10, 25, 9, 5), now)).toBe('09:05');
    expect(chatTimeLabel(at(2026, 10, 24, 23, 59), now)).toBe('昨天 23:59');
    expect(chatTimeLabel(at(2026, 2, 2, 14, 5), now)).toBe('3月2日 14:05');
    expect(chatTimeLabel(at(2025, 2, 2, 14, 5), now)).toBe('2025年3月2日 14:05');
  });
});
