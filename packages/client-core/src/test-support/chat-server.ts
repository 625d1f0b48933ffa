import type { ChatMessage, ClientFrame, ServerFrame } from '@sprout/contract';
import { type WebSocket, WebSocketServer } from 'ws';

/**
 * A real websocket server speaking the chat's frames, for the client library's tests: it stores
 * messages with a per-conversation seq and answers a resend with the stored message, as the API does.
 * Switches let a test misbehave on purpose (swallow heartbeats, lose acks, push out of order).
 */
export interface TestChatServer {
  url: string;
  tickets: string[];
  connections: number;
  received: ClientFrame[];
  /** Stored messages by conversation. */
  stored: Map<string, ChatMessage[]>;
  answersHeartbeat: boolean;
  /** Store the next `n` sends but send no ack (a connection lost before the answer). */
  loseAcks: number;
  /** Ticket handed out next (the test's fetchTicket reads it). */
  issueTicket(): string;
  /** Stores a message from the other side (pushed to the sockets that synced it, unless `push` is false). */
  storeFromPeer(conversationId: string, text: string, push?: boolean): ChatMessage;
  push(frame: ServerFrame): void;
  dropAll(): void;
  close(): Promise<void>;
}

export const startTestChatServer = async (): Promise<TestChatServer> => {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const address = wss.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const sockets = new Set<WebSocket>();
  let ticketCounter = 0;
  const valid = new Set<string>();

  const store = (
    conversationId: string,
    clientId: string,
    senderType: ChatMessage['senderType'],
    text: string,
  ) => {
    const list = server.stored.get(conversationId) ?? [];
    const found = list.find((m) => m.clientId === clientId && m.senderType === senderType);
    if (found) return { message: found, created: false };
    const message: ChatMessage = {
      conversationId,
      seq: list.length + 1,
      clientId,
      inquiryId: 1,
      senderType,
      kind: 'text',
      text,
      pictureId: null,
      time: Math.floor(Date.now() / 1000),
      sentAt: new Date().toISOString(),
    };
    list.push(message);
    server.stored.set(conversationId, list);
    return { message, created: true };
  };
  const pushAll = (frame: ServerFrame) => {
    for (const s of sockets) s.send(JSON.stringify(frame));
  };

  const answer = (ws: WebSocket, frame: ClientFrame) => {
    const reply = (f: ServerFrame) => ws.send(JSON.stringify(f));
    if (frame.type === 'heartbeat') {
      if (server.answersHeartbeat) reply({ type: 'heartbeat', time: Math.floor(Date.now() / 1000) });
    } else if (frame.type === 'send') {
      const { message, created } = store(frame.conversationId, frame.clientId, 'parent', frame.text ?? '');
      if (server.loseAcks > 0) {
        server.loseAcks--;
        return;
      }
      reply({ type: 'ack', clientId: frame.clientId, message });
      if (created)
        for (const s of sockets) if (s !== ws) s.send(JSON.stringify({ type: 'message', message }));
    } else if (frame.type === 'sync') {
      const messages = (server.stored.get(frame.conversationId) ?? []).filter((m) => m.seq > frame.afterSeq);
      const lastSeq = messages.at(-1)?.seq ?? frame.afterSeq;
      reply({ type: 'synced', conversationId: frame.conversationId, messages, lastSeq, hasMore: false });
    } else {
      reply({ type: 'readState', conversationId: frame.conversationId, readSeq: frame.seq, peerReadSeq: 0 });
    }
  };

  wss.on('connection', (ws, req) => {
    const ticket = new URL(req.url ?? '/', 'http://x').searchParams.get('ticket') ?? '';
    if (!valid.delete(ticket)) return ws.close(4401, 'ticket');
    server.connections++;
    sockets.add(ws);
    ws.on('close', () => sockets.delete(ws));
    ws.on('message', (data) => {
      const frame: ClientFrame = JSON.parse(String(data));
      server.received.push(frame);
      answer(ws, frame);
    });
  });

  const server: TestChatServer = {
    url: `ws://127.0.0.1:${port}/ws`,
    tickets: [],
    connections: 0,
    received: [],
    stored: new Map(),
    answersHeartbeat: true,
    loseAcks: 0,
    issueTicket: () => {
      const t = `ticket-${++ticketCounter}`;
      valid.add(t);
      server.tickets.push(t);
      return t;
    },
    storeFromPeer: (conversationId, text, push = true) => {
      const { message } = store(
        conversationId,
        `peer-${Math.random().toString(36).slice(2)}`,
        'doctor',
        text,
      );
      if (push) pushAll({ type: 'message', message });
      return message;
    },
    push: pushAll,
    dropAll: () => {
      for (const s of sockets) s.terminate();
    },
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.terminate();
        wss.close(() => resolve());
      }),
  };
  return server;
};
