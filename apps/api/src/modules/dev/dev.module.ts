import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerDevRoutes } from './dev.routes.ts';

/** Development-only pages (SMS outbox, WeChat authorise page); nothing in production. */
export const registerDevModule = (app: FastifyInstance, ctx: AppContext): void => {
  registerDevRoutes(app, ctx);
};
