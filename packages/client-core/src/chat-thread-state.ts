import type { ChatMessage, ChatPage, ChatSenderType } from '@sprout/contract';
import { clinicDaysAgo, formatClinicTime, mergeMessages, showsTimeLabel } from '@sprout/domain';
import type { ChatStatus } from './chat-connection.ts';
import type { PendingSend } from './chat-pending.ts';

/**
 * What one open chat shows (issue 14, spec sections 3 and 4), as plain data and pure steps, so both apps
 * render the same rules: stored messages one per seq in seq order, the user's own unacknowledged sends
 * after them until the stored copy with the same client id arrives (never both), the other side's read
 * position for 已读/未读, and whether the window is open.
 */
export type ChatSide = Exclude<ChatSenderType, 'system'>;

export interface ChatThreadState {
  phase: 'loading' | 'ready' | 'error';
  conversationId: string | null;
  /** The thread's newest inquiry: the open chat's id (a send goes to it). */
  inquiryId: number | null;
  messages: ChatMessage[];
  pending: PendingSend[];
  /** Where the user has told the server they read to, and where the other side has. */
  readSeq: number;
  peerReadSeq: number;
  hasOlder: boolean;
  loadingOlder: boolean;
  canSend: boolean;
  closedReason: string | null;
  followUpLeft: number | null;
  connection: ChatStatus;
  /** A refusal or failure to show (the first load's, or a socket error frame's). */
  error: string | null;
}

export const emptyThread = (): ChatThreadState => ({
  phase: 'loading',
  conversationId: null,
  inquiryId: null,
  messages: [],
  pending: [],
  readSeq: 0,
  peerReadSeq: 0,
  hasOlder: false,
  loadingOlder: false,
  canSend: false,
  closedReason: null,
  followUpLeft: null,
  connection: 'stopped',
  error: null,
});

/** The user's stored messages' client ids: a pending send with one of them has arrived. */
const ownClientIds = (messages: readonly ChatMessage[], own: ChatSide) =>
  new Set(messages.filter((m) => m.senderType === own).map((m) => m.clientId));

const withoutArrived = (pending: readonly PendingSend[], messages: readonly ChatMessage[], own: ChatSide) => {
  const arrived = ownClientIds(messages, own);
  return pending.filter((p) => !arrived.has(p.clientId));
};

/** A list answer's window and read positions (any page: newest, older or after a seq). */
const withPageFacts = (s: ChatThreadState, page: ChatPage): ChatThreadState => ({
  ...s,
  conversationId: page.conversationId,
  inquiryId: page.inquiryId,
  readSeq: Math.max(s.readSeq, page.readSeq),
  peerReadSeq: Math.max(s.peerReadSeq, page.peerReadSeq),
  canSend: page.canSend,
  closedReason: page.closedReason,
  followUpLeft: page.followUpLeft,
});

/** The first (newest) page: `hasMore` says older messages exist. */
export const withNewestPage = (s: ChatThreadState, page: ChatPage, own: ChatSide): ChatThreadState => {
  const messages = mergeMessages(s.messages, page.list);
  return {
    ...withPageFacts(s, page),
    phase: 'ready',
    error: null,
    messages,
    pending: withoutArrived(s.pending, messages, own),
    hasOlder: page.hasMore,
  };
};

/** A page before the oldest held message: `hasMore` says still older ones exist. */
export const withOlderPage = (s: ChatThreadState, page: ChatPage): ChatThreadState => ({
  ...withPageFacts(s, page),
  messages: mergeMessages(s.messages, page.list),
  hasOlder: page.hasMore,
  loadingOlder: false,
});

/** A page after the newest held message (a refresh of the window after a send or an inquiry event). */
export const withLaterPage = (s: ChatThreadState, page: ChatPage, own: ChatSide): ChatThreadState =>
  withMessages(withPageFacts(s, page), page.list, own);

/** Messages that arrived (live, a sync, an ack): merged by seq; the user's matching pending sends go. */
export const withMessages = (
  s: ChatThreadState,
  arrived: readonly ChatMessage[],
  own: ChatSide,
): ChatThreadState => {
  const messages = mergeMessages(s.messages, arrived);
  return { ...s, messages, pending: withoutArrived(s.pending, messages, own) };
};

/** The connection's pending sends for this conversation; one whose stored copy is held is not shown twice. */
export const withPending = (
  s: ChatThreadState,
  pending: readonly PendingSend[],
  own: ChatSide,
): ChatThreadState => ({ ...s, pending: withoutArrived(pending, s.messages, own) });

/** A read receipt from the other side (positions only move forward). */
export const withPeerRead = (s: ChatThreadState, seq: number): ChatThreadState =>
  seq > s.peerReadSeq ? { ...s, peerReadSeq: seq } : s;

/** The highest seq held: what a read receipt reports. */
export const newestSeq = (s: ChatThreadState): number => s.messages[s.messages.length - 1]?.seq ?? 0;

export type TimelineItem =
  | {
      key: string;
      kind: 'stored';
      message: ChatMessage;
      /** own: right; peer: left; system (inquiry events and the spec's system kinds): centred. */
      side: 'own' | 'peer' | 'system';
      showTime: boolean;
      /** Own messages only: whether the other side has read it (已读/未读). */
      isRead: boolean;
    }
  | { key: string; kind: 'pending'; pending: PendingSend; showTime: boolean };

const sideOf = (m: ChatMessage, own: ChatSide): 'own' | 'peer' | 'system' =>
  m.senderType === 'system' ? 'system' : m.senderType === own ? 'own' : 'peer';

/** When an item was sent, in seconds: a stored message's time, or a pending send's own clock. */
export const itemTime = (item: TimelineItem): number =>
  item.kind === 'stored' ? item.message.time : Math.floor(item.pending.createdAt / 1000);

/** What the list draws, in order, with the spec's 60 s time labels over stored and pending alike. */
export const timeline = (s: ChatThreadState, own: ChatSide): TimelineItem[] => {
  const pending = [...s.pending].sort((a, b) => a.createdAt - b.createdAt);
  const times = [
    ...s.messages.map((m, i) => ({ seq: i, clientId: m.clientId, time: m.time })),
    ...pending.map((p, i) => ({
      seq: s.messages.length + i,
      clientId: p.clientId,
      time: Math.floor(p.createdAt / 1000),
    })),
  ];
  const stored: TimelineItem[] = s.messages.map((message, i) => {
    const side = sideOf(message, own);
    return {
      key: `s${message.seq}`,
      kind: 'stored',
      message,
      side,
      showTime: showsTimeLabel(times, i),
      isRead: side === 'own' && message.seq <= s.peerReadSeq,
    };
  });
  const sending: TimelineItem[] = pending.map((p, i) => ({
    key: `p${p.clientId}`,
    kind: 'pending',
    pending: p,
    showTime: showsTimeLabel(times, s.messages.length + i),
  }));
  return [...stored, ...sending];
};

/**
 * A time label: 14:05 today, 昨天 14:05, 3月2日 14:05 this year, 2025年3月2日 14:05 before; on the
 * clinic's clock and calendar, so the doctor's PC and a parent's phone abroad say the same.
 */
export const chatTimeLabel = (seconds: number, now: Date = new Date()): string => {
  const at = new Date(seconds * 1000);
  const hm = formatClinicTime(at, 'HH:mm');
  const days = clinicDaysAgo(at, now);
  if (days === 0) return hm;
  if (days === 1) return `昨天 ${hm}`;
  const thisYear = formatClinicTime(at, 'YYYY') === formatClinicTime(now, 'YYYY');
  return formatClinicTime(at, thisYear ? 'M月D日 HH:mm' : 'YYYY年M月D日 HH:mm');
};
