import type { ChatMessage } from '@sprout/contract';

/**
 * One conversation's delivery order on the client (R10): messages reach the app exactly once and in seq
 * order. A message beyond a gap is held until the gap is filled (by a sync the connection asks for);
 * one at or below what was delivered is a repeat (a push racing an ack or a sync) and is dropped.
 */
export interface ConversationOrder {
  /** Every message up to this seq has been delivered. */
  deliveredSeq: number;
  held: Map<number, ChatMessage>;
}

export const newOrder = (afterSeq: number): ConversationOrder => ({
  deliveredSeq: afterSeq,
  held: new Map(),
});

/** Takes what arrived; returns what may now be delivered, in order. */
export const admit = (order: ConversationOrder, arrived: readonly ChatMessage[]): ChatMessage[] => {
  for (const m of arrived) if (m.seq > order.deliveredSeq && !order.held.has(m.seq)) order.held.set(m.seq, m);
  const ready: ChatMessage[] = [];
  for (
    let next = order.held.get(order.deliveredSeq + 1);
    next;
    next = order.held.get(order.deliveredSeq + 1)
  ) {
    order.held.delete(next.seq);
    order.deliveredSeq = next.seq;
    ready.push(next);
  }
  return ready;
};

/** Whether messages were seen beyond a hole (ask the server for everything after deliveredSeq). */
export const hasHole = (order: ConversationOrder): boolean => order.held.size > 0;
