import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerMessageRoutes } from './messages.routes.ts';

/** System messages to parents. */
export const registerMessagesModule = (app: FastifyInstance, ctx: AppContext): void => {
  registerMessageRoutes(app, ctx);
};
