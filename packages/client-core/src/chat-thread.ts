import type { ChatMessage, ChatPage } from '@sprout/contract';
import { belongsToOpenChat, parseConversationId } from '@sprout/domain';
import {
  type ChatConnection,
  type ChatConnectionOptions,
  type ChatEvent,
  createChatConnection,
} from './chat-connection.ts';
import {
  type ChatSide,
  type ChatThreadState,
  emptyThread,
  newestSeq,
  withLaterPage,
  withMessages,
  withNewestPage,
  withOlderPage,
  withPeerRead,
  withPending,
} from './chat-thread-state.ts';

/**
 * One open chat on top of a chat connection, without React (both apps wrap it in a hook): the newest
 * page by HTTP, then the connection's live messages, pending sends, read receipts and status. A live
 * message enters only when its conversation, type and inquiry match the open chat (spec section 4); one
 * of the same conversation for a newer inquiry of the thread (a 再次咨询) reloads the window instead.
 */
export interface ChatPageQuery {
  beforeSeq?: number;
  afterSeq?: number;
  pageSize?: number;
}

export interface ChatThreadOptions {
  connection: ChatConnection;
  own: ChatSide;
  /** The app's chat content list call for this inquiry. */
  load: (query: ChatPageQuery) => Promise<ChatPage>;
  /** The inquiry's state changed (accepted, summary, closed, refunded): the page refreshes its header. */
  onInquiryEvent?: () => void;
}

export interface ChatThread {
  start(): Promise<void>;
  stop(): void;
  getState(): ChatThreadState;
  subscribe(listener: () => void): () => void;
  loadOlder(): Promise<void>;
  sendText(text: string): boolean;
  /** Sends one of the child's record pictures (already uploaded: the message names its id). */
  sendPicture(pictureId: number): boolean;
  resend(clientId: string): void;
  /** Tells the other side the user has seen everything held (call while the page is visible). */
  markRead(): void;
}

const conversationType = (conversationId: string) => parseConversationId(conversationId)?.kind ?? '';

export const createChatThread = (options: ChatThreadOptions): ChatThread => {
  const { connection, own, load } = options;
  let state = emptyThread();
  let stopped = false;
  let refreshing: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const set = (next: ChatThreadState) => {
    if (stopped || next === state) return;
    state = next;
    for (const l of [...listeners]) l();
  };

  /** Reloads everything after the newest held message: the window's facts and any newer inquiry. */
  const refresh = (): Promise<void> => {
    refreshing ??= load({ afterSeq: newestSeq(state), pageSize: 100 })
      .then((page) => set(withLaterPage(state, page, own)))
      .catch(() => undefined)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  const opens = (m: ChatMessage) =>
    state.conversationId !== null &&
    state.inquiryId !== null &&
    belongsToOpenChat(
      {
        conversationId: state.conversationId,
        type: conversationType(state.conversationId),
        id: String(state.inquiryId),
      },
      { conversationId: m.conversationId, type: conversationType(m.conversationId), id: String(m.inquiryId) },
    );

  const onEvent = (e: ChatEvent) => {
    if (e.type === 'status') return set({ ...state, connection: e.status });
    if (e.type === 'error') return set({ ...state, error: e.msg });
    if (e.conversationId !== state.conversationId) return;
    switch (e.type) {
      case 'messages': {
        const entering = e.messages.filter(opens);
        if (entering.length > 0) set(withMessages(state, entering, own));
        // A system message is an inquiry event that a sync brings back even when its push was missed.
        const isEvent = entering.some((m) => m.senderType === 'system');
        if (isEvent) options.onInquiryEvent?.();
        // The user's own message may have spent a follow-up allowance; another inquiry's means a new one.
        if (isEvent || entering.length < e.messages.length || entering.some((m) => m.senderType === own))
          void refresh();
        return;
      }
      case 'pending':
        return set(withPending(state, e.pending, own));
      case 'read':
        if (e.reader !== own) set(withPeerRead(state, e.seq));
        return;
      case 'inquiryEvent':
        void refresh();
        options.onInquiryEvent?.();
        return;
    }
  };
  const unlisten = connection.on(onEvent);

  return {
    start: async () => {
      set({ ...state, connection: connection.status() });
      try {
        const page = await load({});
        set(withNewestPage(state, page, own));
        connection.watch(page.conversationId, page.lastSeq);
      } catch (e) {
        set({ ...state, phase: 'error', error: e instanceof Error ? e.message : String(e) });
      }
    },
    stop: () => {
      stopped = true;
      unlisten();
      listeners.clear();
      if (state.conversationId) connection.unwatch(state.conversationId);
    },
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    loadOlder: async () => {
      const oldest = state.messages[0]?.seq;
      if (!state.hasOlder || state.loadingOlder || oldest === undefined) return;
      set({ ...state, loadingOlder: true });
      try {
        set(withOlderPage(state, await load({ beforeSeq: oldest })));
      } catch {
        set({ ...state, loadingOlder: false });
      }
    },
    sendText: (text) => {
      const body = text.trim();
      if (!body || !state.conversationId) return false;
      connection.send(state.conversationId, { kind: 'text', text: body });
      return true;
    },
    sendPicture: (pictureId) => {
      if (!state.conversationId || !Number.isSafeInteger(pictureId) || pictureId <= 0) return false;
      connection.send(state.conversationId, { kind: 'image', pictureId });
      return true;
    },
    resend: (clientId) => connection.resend(clientId),
    markRead: () => {
      const seq = newestSeq(state);
      if (!state.conversationId || seq <= state.readSeq) return;
      connection.read(state.conversationId, seq);
      set({ ...state, readSeq: seq });
    },
  };
};

/**
 * A screen's chat: a thread on a connection of its own, both started; `close` stops both. The
 * parent's page and the doctor's pane open one each while they are shown.
 */
export const openChatThread = (
  options: Omit<ChatThreadOptions, 'connection'> & Pick<ChatConnectionOptions, 'url' | 'fetchTicket'>,
): { thread: ChatThread; close: () => void } => {
  const { url, fetchTicket, ...threadOptions } = options;
  const connection = createChatConnection({ url, fetchTicket });
  const thread = createChatThread({ ...threadOptions, connection });
  connection.start();
  void thread.start();
  return {
    thread,
    close: () => {
      thread.stop();
      connection.stop();
    },
  };
};
