import websocket from '@fastify/websocket';
import {
  Code,
  clientFrame,
  DEFAULT_MESSAGES,
  type ServerFrame,
  SYNC_FRAME_MAX,
  WS_CLOSE,
} from '@sprout/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { auditChatRead, type ChatActor, conversationAccess } from './chat-access.ts';
import { type ChatHub, type HubSocket, holdsScope } from './chat-hub.ts';
import { originCheck } from './chat-origins.ts';
import { markRead, messagesAfter, sendMessage } from './chat.service.ts';
import { openTicket, type TicketHolder } from './chat-tickets.service.ts';

/**
 * `/ws` (issue 14): opened with `?ticket=` (single use), from an allowed Origin, then JSON frames
 * (packages/contract chat-frames.ts). A bad frame gets an `error` frame and the socket stays open.
 * Frames of one socket are handled in order.
 */
const MAX_FRAME_BYTES = 64 * 1024;

const errorFrame = (err: unknown, clientId: string | undefined): ServerFrame => {
  const base = err instanceof AppError ? { code: err.code, msg: err.message } : null;
  return {
    type: 'error',
    code: base?.code ?? Code.INTERNAL,
    msg: base?.msg ?? DEFAULT_MESSAGES[Code.INTERNAL],
    ...(clientId ? { clientId } : {}),
  };
};

const clientIdOf = (raw: unknown): string | undefined =>
  typeof raw === 'object' && raw !== null && 'clientId' in raw && typeof raw.clientId === 'string'
    ? raw.clientId.slice(0, 64)
    : undefined;

const readJson = (data: Buffer): unknown => {
  try {
    return JSON.parse(data.toString('utf8'));
  } catch {
    return undefined;
  }
};

export const registerChatSocket = async (app: FastifyInstance, ctx: AppContext, hub: ChatHub) => {
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  const originAllowed = originCheck(ctx.config);
  const holders = new WeakMap<FastifyRequest, TicketHolder>();

  const handleFrame = async (actor: ChatActor, socket: HubSocket, seen: Set<string>, data: Buffer) => {
    const raw = readJson(data);
    const parsed = clientFrame.safeParse(raw);
    if (!parsed.success) {
      const msg = parsed.error.issues[0]?.message ?? '消息格式有误';
      return socket.push(JSON.stringify(errorFrame(new AppError(Code.INVALID_INPUT, msg), clientIdOf(raw))));
    }
    const frame = parsed.data;
    try {
      if (frame.type === 'heartbeat')
        return reply(socket, { type: 'heartbeat', time: Math.floor(Date.now() / 1000) });
      const access = await conversationAccess(ctx.db, actor, frame.conversationId);
      if (frame.type === 'send') {
        hub.join(socket, access.conversationId);
        const message = await sendMessage(ctx, access, frame);
        return reply(socket, { type: 'ack', clientId: frame.clientId, message });
      }
      if (frame.type === 'sync') {
        if (!seen.has(access.conversationId)) await auditChatRead(ctx.db, actor, access);
        seen.add(access.conversationId);
        // Join before reading: a message stored in between is pushed, and the client drops a repeat by seq.
        hub.join(socket, access.conversationId);
        const page = await messagesAfter(ctx.db, access.conversationId, frame.afterSeq, SYNC_FRAME_MAX);
        const lastSeq = page.messages.at(-1)?.seq ?? frame.afterSeq;
        return reply(socket, { type: 'synced', conversationId: access.conversationId, ...page, lastSeq });
      }
      const state = await markRead(ctx, access, frame.seq);
      return reply(socket, { type: 'readState', ...state });
    } catch (err) {
      if (!(err instanceof AppError)) ctx.log.error({ err }, 'chat frame failed');
      return socket.push(JSON.stringify(errorFrame(err, frame.type === 'send' ? frame.clientId : undefined)));
    }
  };
  const reply = (socket: HubSocket, frame: ServerFrame) => socket.push(JSON.stringify(frame));

  const accept = (ws: WebSocket, { actor, sessionId }: TicketHolder) => {
    let lastSeen = Date.now();
    let queue = Promise.resolve();
    const seen = new Set<string>();
    const socket: HubSocket = {
      push: (text) => {
        if (ws.readyState === ws.OPEN) ws.send(text);
      },
      close: (code, reason) => ws.close(code, reason),
      lastSeenMs: () => lastSeen,
      heldBy: (scope) => holdsScope(actor, sessionId, scope),
    };
    hub.add(socket);
    ws.on('message', (data: Buffer, isBinary: boolean) => {
      lastSeen = Date.now();
      if (isBinary)
        return socket.push(
          JSON.stringify(errorFrame(new AppError(Code.INVALID_INPUT, '消息格式有误'), undefined)),
        );
      queue = queue.then(() => handleFrame(actor, socket, seen, data));
    });
    ws.on('close', () => hub.remove(socket));
    ws.on('error', () => hub.remove(socket));
  };

  app.get(
    '/ws',
    {
      websocket: true,
      preValidation: async (req, reply) => {
        if (!originAllowed(req.headers.origin, req.headers.host))
          return reply
            .code(403)
            .send({ success: false, code: Code.FORBIDDEN, data: null, msg: '来源不被允许' });
        const q = req.query;
        const ticket =
          typeof q === 'object' && q !== null && 'ticket' in q && typeof q.ticket === 'string'
            ? q.ticket
            : '';
        const holder = await openTicket(ctx.db, ticket);
        if (!holder)
          return reply.code(403).send({
            success: false,
            code: Code.NOT_LOGGED_IN,
            data: null,
            msg: '连接票据无效或已过期，请重新连接',
          });
        holders.set(req, holder);
      },
    },
    (ws, req) => {
      const holder = holders.get(req);
      if (!holder) return ws.close(WS_CLOSE.ticketRefused, 'no ticket');
      accept(ws, holder);
    },
  );
};
