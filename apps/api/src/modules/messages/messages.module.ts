import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerMessageRoutes } from './messages.routes.ts';
import { moveMessagesToAccount } from './messages.service.ts';

/** System messages to parents. */
export const registerMessagesModule = (app: FastifyInstance, ctx: AppContext): void => {
  registerMessageRoutes(app, ctx);
  ctx.accountMerges.register('messages', {
    columns: ['system_messages.user_id'],
    move: moveMessagesToAccount,
  });
};
