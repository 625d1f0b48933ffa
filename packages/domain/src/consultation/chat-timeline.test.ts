import { describe, expect, it } from 'vitest';
import {
  belongsToOpenChat,
  contiguousSeq,
  conversationIdText,
  hasGap,
  mergeMessages,
  parseConversationId,
  showsTimeLabel,
} from './chat-timeline.ts';

const msg = (seq: number, time = seq * 10, clientId = `c${seq}`) => ({ seq, time, clientId });

describe('conversation ids', () => {
  it('reads C2C and GROUP ids and writes them back', () => {
    expect(parseConversationId('C2C1024')).toEqual({ kind: 'c2c', userId: '1024' });
    expect(parseConversationId('GROUPinq_77')).toEqual({ kind: 'group', groupId: 'inq_77' });
    expect(conversationIdText({ kind: 'group', groupId: 'inq_77' })).toBe('GROUPinq_77');
  });
  it('refuses anything else', () => {
    for (const bad of ['', 'C2C', 'c2c12', 'GROUP a', 'DM12', `C2C${'x'.repeat(65)}`])
      expect(parseConversationId(bad)).toBeNull();
  });
});

describe('mergeMessages', () => {
  it('orders by seq and keeps one message per seq (a resend echoed back is not doubled)', () => {
    const held = [msg(1), msg(2), msg(4)];
    const merged = mergeMessages(held, [msg(3), { ...msg(2), clientId: 'again' }, msg(5)]);
    expect(merged.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(merged[1]?.clientId).toBe('c2');
  });
});

describe('gaps', () => {
  it('knows the last number held without a hole, and that a later one means something is missing', () => {
    expect(contiguousSeq([])).toBe(0);
    expect(contiguousSeq([msg(2), msg(3)])).toBe(0);
    expect(contiguousSeq([msg(1), msg(2), msg(4)])).toBe(2);
    expect(hasGap([msg(1), msg(2), msg(4)])).toBe(true);
    expect(hasGap([msg(1), msg(2), msg(3)])).toBe(false);
    expect(hasGap([])).toBe(false);
  });
});

describe('showsTimeLabel', () => {
  it('labels the first message and any that comes more than 60 s after the previous one', () => {
    const list = [msg(1, 1000), msg(2, 1060), msg(3, 1121)];
    expect([0, 1, 2, 3].map((i) => showsTimeLabel(list, i))).toEqual([true, false, true, false]);
  });
});

describe('belongsToOpenChat', () => {
  const open = { conversationId: 'GROUP7', type: 'inquiry', id: '7' };
  it('needs conversation, type and id to match', () => {
    expect(belongsToOpenChat(open, { ...open })).toBe(true);
    expect(belongsToOpenChat(open, { ...open, id: '8' })).toBe(false);
    expect(belongsToOpenChat(open, { ...open, type: 'ai' })).toBe(false);
    expect(belongsToOpenChat(open, { ...open, conversationId: 'GROUP8' })).toBe(false);
    expect(belongsToOpenChat(null, open)).toBe(false);
  });
});
