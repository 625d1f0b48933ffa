import type { ChatUserKind, ClientFrame, ServerFrame } from '@sprout/contract';
import { HEARTBEAT_FIRST_DELAY_MS, HEARTBEAT_INTERVAL_MS, SOCKET_RECONNECT_MS } from '@sprout/domain';
import {
  type ChatEvent,
  type ChatStatus,
  createChatInbox,
  emitPendingOf,
  type InboxIo,
} from './chat-inbox.ts';
import { createPendingSends, type PendingSend } from './chat-pending.ts';

export type { ChatEvent, ChatStatus };

/**
 * The chat's socket for both apps (issue 14), without React: a ticket for each connection, the spec's
 * heartbeat (every 10 s, first after 5 s; an unanswered one reconnects) and reconnect after 3 s, a sync
 * of every watched conversation after its last delivered seq on each connect, sends kept with their
 * client id until acknowledged (resent after a reconnect; the server answers the stored message), 'fail'
 * after the ack timeout with `resend`, and read receipts. Messages reach listeners once, in seq order.
 */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: Event) => void) | null;
  onmessage: ((ev: MessageEvent) => void) | null;
  onclose: ((ev: CloseEvent) => void) | null;
  /** Browsers pass an Event, Node an ErrorEvent: the library reads neither (a close follows). */
  onerror: ((ev: never) => void) | null;
}

export interface ChatConnectionOptions {
  /** The socket's address without the ticket: `wss://clinic.example.com/ws`. */
  url: string;
  /** A fresh single-use ticket (the app's chatTicket call); a rejection retries after the reconnect delay. */
  fetchTicket: () => Promise<string>;
  /** Defaults to the platform's WebSocket (browsers, Node 22+). */
  createSocket?: (url: string) => WebSocketLike;
  heartbeatMs?: number;
  firstHeartbeatMs?: number;
  reconnectMs?: number;
  /** A send unacknowledged this long shows 'fail' (with resend). */
  ackTimeoutMs?: number;
  /** Makes client ids (crypto.randomUUID by default). */
  newClientId?: () => string;
}

export interface ChatConnection {
  start(): void;
  stop(): void;
  status(): ChatStatus;
  /** Follows a conversation from `afterSeq` (what the page already holds): synced now and on every reconnect. */
  watch(conversationId: string, afterSeq: number): void;
  unwatch(conversationId: string): void;
  /** Queues a message; returns its client id. It shows as pending until the stored copy arrives. */
  send(conversationId: string, input: { kind: ChatUserKind; text?: string; pictureId?: number }): string;
  /** Sends a failed message again with the same client id. */
  resend(clientId: string): void;
  /** A read receipt up to `seq` (kept and sent again after a reconnect until acknowledged). */
  read(conversationId: string, seq: number): void;
  on(listener: (event: ChatEvent) => void): () => void;
}

const OPEN = 1;

const parseFrame = (data: unknown): ServerFrame | null => {
  if (typeof data !== 'string') return null;
  try {
    // The server writes every frame from the contract's ServerFrame type.
    const frame: ServerFrame = JSON.parse(data);
    return typeof frame === 'object' && frame !== null ? frame : null;
  } catch {
    return null;
  }
};

const sendFrame = (p: PendingSend): ClientFrame => ({
  type: 'send',
  conversationId: p.conversationId,
  clientId: p.clientId,
  kind: p.kind,
  text: p.text,
  ...(p.pictureId === undefined ? {} : { pictureId: p.pictureId }),
});

export const createChatConnection = (options: ChatConnectionOptions): ChatConnection => {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_INTERVAL_MS;
  const firstHeartbeatMs = options.firstHeartbeatMs ?? HEARTBEAT_FIRST_DELAY_MS;
  const reconnectMs = options.reconnectMs ?? SOCKET_RECONNECT_MS;
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url));
  const newClientId = options.newClientId ?? (() => crypto.randomUUID());
  const listeners = new Set<(e: ChatEvent) => void>();
  let socket: WebSocketLike | null = null;
  let state: ChatStatus = 'stopped';
  let heartbeat: ReturnType<typeof setTimeout> | undefined;
  let reconnect: ReturnType<typeof setTimeout> | undefined;
  let beatUnanswered = false;

  const emit = (e: ChatEvent) => {
    for (const l of [...listeners]) l(e);
  };
  const setStatus = (s: ChatStatus) => {
    if (state === s) return;
    state = s;
    emit({ type: 'status', status: s });
  };
  const write = (frame: ClientFrame): boolean => {
    if (socket?.readyState !== OPEN) return false;
    socket.send(JSON.stringify(frame));
    return true;
  };
  const io: InboxIo = {
    write,
    emit,
    pending: createPendingSends(options.ackTimeoutMs ?? 10_000, (clientId) =>
      emitPendingOf(io, io.pending.fail(clientId)),
    ),
  };
  const inbox = createChatInbox(io);

  const stopHeartbeat = () => {
    clearTimeout(heartbeat);
    heartbeat = undefined;
  };
  const scheduleReconnect = () => {
    if (state === 'stopped') return;
    setStatus('waiting');
    clearTimeout(reconnect);
    reconnect = setTimeout(() => void connect(), reconnectMs);
  };
  /** Gives up on the socket (closed, or a heartbeat went unanswered) and connects again after the delay. */
  const lose = (ws: WebSocketLike) => {
    if (socket !== ws) return;
    socket = null;
    stopHeartbeat();
    inbox.closed();
    ws.close();
    scheduleReconnect();
  };
  const startHeartbeat = (ws: WebSocketLike) => {
    stopHeartbeat();
    beatUnanswered = false;
    const beat = () => {
      if (beatUnanswered || !write({ type: 'heartbeat' })) return lose(ws);
      beatUnanswered = true;
      heartbeat = setTimeout(beat, heartbeatMs);
    };
    heartbeat = setTimeout(beat, firstHeartbeatMs);
  };
  const opened = (ws: WebSocketLike) => {
    setStatus('open');
    startHeartbeat(ws);
    inbox.opened();
    for (const p of io.pending.sending()) write(sendFrame(p));
  };

  // Read through a call: `stop` may run while a ticket is fetched.
  const stopped = () => state === 'stopped';
  const connect = async () => {
    if (stopped()) return;
    setStatus('connecting');
    let ticket: string;
    try {
      ticket = await options.fetchTicket();
    } catch {
      return scheduleReconnect();
    }
    if (stopped()) return;
    const ws = createSocket(
      `${options.url}${options.url.includes('?') ? '&' : '?'}ticket=${encodeURIComponent(ticket)}`,
    );
    socket = ws;
    ws.onopen = () => {
      if (socket === ws) opened(ws);
    };
    ws.onmessage = (ev) => {
      const frame = socket === ws ? parseFrame(ev.data) : null;
      if (frame?.type === 'heartbeat') beatUnanswered = false;
      if (frame) inbox.onFrame(frame);
    };
    ws.onclose = () => lose(ws);
    // A failed socket closes too; onclose reconnects.
    ws.onerror = () => {};
  };

  const send = (conversationId: string, input: { kind: ChatUserKind; text?: string; pictureId?: number }) => {
    const p: PendingSend = {
      clientId: newClientId(),
      conversationId,
      kind: input.kind,
      text: input.text ?? '',
      ...(input.pictureId === undefined ? {} : { pictureId: input.pictureId }),
      status: 'sending',
      createdAt: Date.now(),
    };
    io.pending.add(p);
    emitPendingOf(io, conversationId);
    write(sendFrame(p));
    return p.clientId;
  };

  return {
    start: () => {
      if (state !== 'stopped') return;
      state = 'connecting';
      void connect();
    },
    stop: () => {
      setStatus('stopped');
      clearTimeout(reconnect);
      stopHeartbeat();
      const ws = socket;
      socket = null;
      ws?.close(1000);
      io.pending.clear();
    },
    status: () => state,
    watch: inbox.watch,
    unwatch: inbox.unwatch,
    send,
    resend: (clientId) => {
      const p = io.pending.retry(clientId);
      if (!p) return;
      emitPendingOf(io, p.conversationId);
      write(sendFrame(p));
    },
    read: inbox.read,
    on: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

/** The socket's address for a page served by the API itself (`wss://host/ws` under https). */
export const chatSocketUrl = (location: { protocol: string; host: string }) =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
