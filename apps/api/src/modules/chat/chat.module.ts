import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { CHAT_DELIVER_JOB, deliverInquiryEvent } from './chat-events.service.ts';
import { createChatHub } from './chat-hub.ts';
import { registerChatRoutes } from './chat.routes.ts';
import { registerChatSocket } from './chat-socket.ts';

/**
 * The realtime chat of 图文问诊 (issue 14): its HTTP calls, the `/ws` socket with this process's hub of
 * sockets (fed by the fan-out, so a message stored on any process reaches them), and the job that pushes
 * inquiry events after their transaction commits.
 */
export const registerChatModule = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  const hub = await createChatHub(ctx);
  app.addHook('preClose', async () => hub.close());
  ctx.jobHandlers.register(CHAT_DELIVER_JOB, deliverInquiryEvent);
  registerChatRoutes(app, ctx);
  await registerChatSocket(app, ctx, hub);
};
