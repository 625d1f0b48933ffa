import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerAccountRoutes } from './accounts.routes.ts';

/** Parent accounts: SMS and WeChat login, phone binding, logout. */
export const registerAccountsModule = (app: FastifyInstance, ctx: AppContext): void => {
  registerAccountRoutes(app, ctx);
};
