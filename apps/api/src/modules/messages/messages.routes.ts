import { api } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { messageDetail, pageMessages, readAll, readOne, unreadCount } from './messages.service.ts';

const { messages } = api;

export const registerMessageRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerEndpoint(app, ctx, messages.unreadCount, async ({ principal }) => ({
    unread: await unreadCount(ctx, principal),
  }));
  registerEndpoint(app, ctx, messages.pageSysMsg, ({ principal, body }) =>
    pageMessages(ctx, principal, body.pageNum, body.pageSize, body.onlyUnread),
  );
  registerEndpoint(app, ctx, messages.sysMsgDetail, ({ principal, query }) =>
    messageDetail(ctx, principal, query.msgId),
  );
  registerEndpoint(app, ctx, messages.readSysMsg, ({ principal, body }) =>
    readOne(ctx, principal, body.msgId),
  );
  registerEndpoint(app, ctx, messages.readAllSysMsg, ({ principal }) => readAll(ctx, principal));
};
