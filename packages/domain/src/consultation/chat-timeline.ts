/**
 * The chat's ordering rules, shared by the server (which numbers messages) and the apps (which merge what
 * arrives). Nothing lost, nothing doubled, nothing out of order (quality bar R10): every stored message
 * carries a per-conversation sequence number from 1 with no holes, and the sender's client id; a client
 * keeps the highest number it holds without a gap and asks for everything after it when it reconnects or
 * sees a number further ahead.
 */

/** Conversations as the spec names them: C2C followed by the other user's id, GROUP followed by a group id. */
export type ConversationId = { kind: 'c2c'; userId: string } | { kind: 'group'; groupId: string };

const CONVERSATION = /^(C2C|GROUP)([A-Za-z0-9_-]{1,64})$/;

export const parseConversationId = (text: string): ConversationId | null => {
  const m = CONVERSATION.exec(text);
  if (!m?.[2]) return null;
  return m[1] === 'C2C' ? { kind: 'c2c', userId: m[2] } : { kind: 'group', groupId: m[2] };
};

export const conversationIdText = (c: ConversationId): string =>
  c.kind === 'c2c' ? `C2C${c.userId}` : `GROUP${c.groupId}`;

export interface SequencedMessage {
  seq: number;
  /** The sender's own id for the message: a resend carries the same one. */
  clientId: string;
  /** Seconds since the epoch (the spec's `time`). */
  time: number;
}

/**
 * Merges messages that arrived (live, or a catch-up page) into the ones held: one per seq, ordered by seq.
 * A message already held keeps its place; a later copy of the same seq (a resend echoed back) is ignored.
 */
export const mergeMessages = <M extends SequencedMessage>(held: readonly M[], arrived: readonly M[]): M[] => {
  const bySeq = new Map<number, M>();
  for (const m of held) bySeq.set(m.seq, m);
  for (const m of arrived) if (!bySeq.has(m.seq)) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
};

/** The highest seq held with every number before it held too (0 when message 1 is missing). */
export const contiguousSeq = (held: readonly SequencedMessage[]): number => {
  const seqs = new Set(held.map((m) => m.seq));
  let n = 0;
  while (seqs.has(n + 1)) n++;
  return n;
};

/** Whether something is missing: a message arrived beyond the contiguous run (ask for those after it). */
export const hasGap = (held: readonly SequencedMessage[]): boolean => {
  const top = held.reduce((max, m) => Math.max(max, m.seq), 0);
  return top > contiguousSeq(held);
};

/** More than this many seconds between two messages puts a time label before the later one (spec: 60 s). */
export const CHAT_TIME_LABEL_GAP_SECONDS = 60;

/** Whether message i of a list (ordered) shows a time label: the first always does. */
export const showsTimeLabel = (messages: readonly SequencedMessage[], i: number): boolean => {
  const m = messages[i];
  if (!m) return false;
  const prev = messages[i - 1];
  return !prev || m.time - prev.time > CHAT_TIME_LABEL_GAP_SECONDS;
};

/**
 * An incoming message enters the open chat only when its conversation, type and message id all match
 * the chat on screen (spec, section 4); otherwise it only updates the conversation list.
 */
export const belongsToOpenChat = (
  open: { conversationId: string; type: string; id: string } | null,
  incoming: { conversationId: string; type: string; id: string },
): boolean =>
  open !== null &&
  open.conversationId === incoming.conversationId &&
  open.type === incoming.type &&
  open.id === incoming.id;
