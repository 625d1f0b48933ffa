import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { CHAT_DELIVER_JOB, deliverInquiryEvent, postInquiryEvent } from './chat-events.service.ts';
import { createChatHub } from './chat-hub.ts';
import { registerChatPictureFileRoutes } from './chat-picture-files.routes.ts';
import { registerChatRoutes } from './chat.routes.ts';
import { registerChatSocket } from './chat-socket.ts';
import { moveParentMessagesToAccount } from './chat.repository.ts';
import { noticeUnreadReply, REPLY_NOTICE_JOB } from './reply-notices.ts';

/**
 * The realtime chat of 图文问诊 (issue 14): its HTTP calls, the `/ws` socket with this process's hub of
 * sockets (fed by the fan-out, so a message stored on any process reaches them), inquiry events written
 * as system messages (consultation tells its listeners) and pushed once their transaction commits.
 */
export const registerChatModule = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  const hub = await createChatHub(ctx);
  app.addHook('preClose', async () => hub.close());
  ctx.jobHandlers.register(CHAT_DELIVER_JOB, deliverInquiryEvent);
  ctx.jobHandlers.register(REPLY_NOTICE_JOB, noticeUnreadReply);
  ctx.inquiryListeners.listen((trx, inquiry, notice, detail) =>
    postInquiryEvent(ctx, trx, inquiry, notice, detail),
  );
  registerChatRoutes(app, ctx);
  await registerChatPictureFileRoutes(app, ctx);
  ctx.accountMerges.register('chat', {
    columns: ['chat_messages.sender_id'],
    move: moveParentMessagesToAccount,
  });
  ctx.accountMerges.register('chat', {
    columns: ['chat_tickets.principal_id'],
    staysBecause: 'a socket ticket lives 60 seconds and the session it was made for is revoked by the merge',
  });
  await registerChatSocket(app, ctx, hub);
};
