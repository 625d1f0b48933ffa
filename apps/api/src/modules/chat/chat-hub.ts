import { WS_CLOSE } from '@sprout/contract';
import type { AppContext } from '../../app-context.ts';
import { SESSIONS_CHANNEL, parseSessionScope } from '../sessions/forget-sessions.service.ts';
import type { SessionScope } from '../sessions/sessions.types.ts';
import type { ChatActor } from './chat-access.ts';
import { CHAT_CHANNEL, readEnvelope } from './chat-broker.ts';

/**
 * This process's chat sockets, by conversation (one hub per app, made by the chat module). Frames come
 * from the fan-out (every process publishes there, this one too) and go to the sockets that synced that
 * conversation. When the broker connection was lost, pushes may have been missed: every socket is
 * closed, and its client reconnects and asks for what it missed by seq.
 */
export interface HubSocket {
  /** A frame already written as JSON text. */
  push(frameText: string): void;
  close(code: number, reason: string): void;
  /** When a frame last arrived from the client (ms). */
  lastSeenMs(): number;
  /** Whether the session or account that opened it is in the scope being forgotten. */
  heldBy(scope: SessionScope): boolean;
}

/** A socket lives as long as the session it was opened from: logout or a revoke closes it. */
export const holdsScope = (actor: ChatActor, sessionId: number, scope: SessionScope): boolean => {
  if (actor.kind === 'parent')
    return (
      ('userId' in scope && scope.userId === actor.userId) ||
      ('parentSessionId' in scope && scope.parentSessionId === sessionId)
    );
  return (
    ('staffId' in scope && scope.staffId === actor.staffId) ||
    ('staffSessionId' in scope && scope.staffSessionId === sessionId)
  );
};

export interface ChatHub {
  join(socket: HubSocket, conversationId: string): void;
  add(socket: HubSocket): void;
  remove(socket: HubSocket): void;
  size(): number;
  close(): void;
}

/** A client heartbeats every 10 s: one silent for this long is gone (a phone that lost its network). */
export const SILENT_SOCKET_MS = 45_000;
/** Close code for "reconnect and catch up" (the broker dropped, the server is stopping). */
export const CLOSE_RESYNC = 1012;

export const createChatHub = async (ctx: AppContext): Promise<ChatHub> => {
  const sockets = new Set<HubSocket>();
  const byConversation = new Map<string, Set<HubSocket>>();
  const joined = new Map<HubSocket, Set<string>>();

  const remove = (socket: HubSocket) => {
    sockets.delete(socket);
    for (const id of joined.get(socket) ?? []) {
      const set = byConversation.get(id);
      set?.delete(socket);
      if (set?.size === 0) byConversation.delete(id);
    }
    joined.delete(socket);
  };

  await ctx.fanout.subscribe(CHAT_CHANNEL, {
    onMessage: (text) => {
      const envelope = readEnvelope(text);
      if (!envelope) return;
      for (const s of byConversation.get(envelope.conversationId) ?? []) s.push(envelope.frameText);
    },
    onResync: () => {
      for (const s of [...sockets]) s.close(CLOSE_RESYNC, 'resync');
    },
  });

  await ctx.fanout.subscribe(SESSIONS_CHANNEL, {
    onMessage: (text) => {
      const scope = parseSessionScope(text);
      if (!scope) return;
      for (const s of [...sockets]) if (s.heldBy(scope)) s.close(WS_CLOSE.sessionEnded, 'session ended');
    },
    // A missed revoke is caught when the client next asks for a ticket.
    onResync: () => {},
  });

  const sweep = setInterval(() => {
    const cutoff = Date.now() - SILENT_SOCKET_MS;
    for (const s of [...sockets]) if (s.lastSeenMs() < cutoff) s.close(1001, 'silent');
  }, 15_000);
  sweep.unref();

  return {
    add: (socket) => {
      sockets.add(socket);
    },
    join: (socket, conversationId) => {
      const set = byConversation.get(conversationId) ?? new Set();
      set.add(socket);
      byConversation.set(conversationId, set);
      const mine = joined.get(socket) ?? new Set();
      mine.add(conversationId);
      joined.set(socket, mine);
    },
    remove,
    size: () => sockets.size,
    close: () => {
      clearInterval(sweep);
      for (const s of [...sockets]) s.close(1001, 'server stopping');
    },
  };
};
