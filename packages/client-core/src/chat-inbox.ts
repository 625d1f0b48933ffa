import type { ChatMessage, ClientFrame, InquiryEvent, ServerFrame } from '@sprout/contract';
import { admit, type ConversationOrder, hasHole, newOrder } from './chat-order.ts';
import type { PendingSend, PendingSends } from './chat-pending.ts';

export type ChatStatus = 'connecting' | 'open' | 'waiting' | 'stopped';

/**
 * What the chat connection tells the app, and the conversations it follows: each watched conversation's
 * delivery order (chat-order.ts), the syncs in flight, and read receipts not yet acknowledged. It reads
 * the server's frames and writes its own through the connection's socket, whichever is open.
 */
export type ChatEvent =
  | { type: 'messages'; conversationId: string; messages: ChatMessage[] }
  | { type: 'pending'; conversationId: string; pending: PendingSend[] }
  | { type: 'read'; conversationId: string; reader: 'parent' | 'doctor'; seq: number }
  | { type: 'inquiryEvent'; conversationId: string; inquiryId: number; event: InquiryEvent }
  | { type: 'status'; status: ChatStatus }
  | { type: 'error'; code: number; msg: string };

export interface ChatInbox {
  watch(conversationId: string, afterSeq: number): void;
  unwatch(conversationId: string): void;
  read(conversationId: string, seq: number): void;
  /** A socket opened: sync every watched conversation after what it delivered, send pending receipts. */
  opened(): void;
  /** The socket is gone: its syncs will not be answered. */
  closed(): void;
  onFrame(f: ServerFrame): void;
}

export interface InboxIo {
  /** Writes a frame when a socket is open; false when none is. */
  write(frame: ClientFrame): boolean;
  emit(e: ChatEvent): void;
  pending: PendingSends;
}

export const emitPendingOf = (io: InboxIo, conversationId: string | undefined) => {
  if (conversationId) io.emit({ type: 'pending', conversationId, pending: io.pending.of(conversationId) });
};

export const createChatInbox = (io: InboxIo): ChatInbox => {
  const orders = new Map<string, ConversationOrder>();
  const syncing = new Set<string>();
  const wantRead = new Map<string, number>();

  const sync = (conversationId: string) => {
    const order = orders.get(conversationId);
    if (order && io.write({ type: 'sync', conversationId, afterSeq: order.deliveredSeq }))
      syncing.add(conversationId);
  };
  /** Admits what arrived; a hole asks for a sync (not right after a sync answered: it held everything). */
  const deliver = (conversationId: string, arrived: readonly ChatMessage[], mayAsk = true) => {
    const order = orders.get(conversationId);
    if (!order) return;
    const ready = admit(order, arrived);
    if (ready.length > 0) io.emit({ type: 'messages', conversationId, messages: ready });
    if (mayAsk && hasHole(order) && !syncing.has(conversationId)) sync(conversationId);
  };

  const onFrame = (f: ServerFrame) => {
    switch (f.type) {
      case 'heartbeat':
        return;
      case 'ack': {
        const conversationId = io.pending.settle(f.clientId);
        deliver(f.message.conversationId, [f.message]);
        return emitPendingOf(io, conversationId);
      }
      case 'message':
        return deliver(f.message.conversationId, [f.message]);
      case 'synced':
        syncing.delete(f.conversationId);
        deliver(f.conversationId, f.messages, false);
        if (f.hasMore) sync(f.conversationId);
        return;
      case 'readState':
        if ((wantRead.get(f.conversationId) ?? 0) <= f.readSeq) wantRead.delete(f.conversationId);
        return;
      case 'read':
        return io.emit({ type: 'read', conversationId: f.conversationId, reader: f.reader, seq: f.seq });
      case 'inquiryEvent':
        return io.emit(f);
      case 'error':
        if (f.clientId) return emitPendingOf(io, io.pending.fail(f.clientId, f.msg));
        return io.emit({ type: 'error', code: f.code, msg: f.msg });
    }
  };

  return {
    watch: (conversationId, afterSeq) => {
      if (orders.has(conversationId)) return;
      orders.set(conversationId, newOrder(afterSeq));
      sync(conversationId);
    },
    unwatch: (conversationId) => {
      orders.delete(conversationId);
    },
    read: (conversationId, seq) => {
      if ((wantRead.get(conversationId) ?? 0) >= seq) return;
      wantRead.set(conversationId, seq);
      io.write({ type: 'read', conversationId, seq });
    },
    opened: () => {
      syncing.clear();
      for (const conversationId of orders.keys()) sync(conversationId);
      for (const [conversationId, seq] of wantRead) io.write({ type: 'read', conversationId, seq });
    },
    closed: () => syncing.clear(),
    onFrame,
  };
};
