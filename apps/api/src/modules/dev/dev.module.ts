import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerCashierRoutes } from './cashier.routes.ts';
import { registerDevRoutes } from './dev.routes.ts';

/**
 * Development-only pages (SMS and mail outboxes, the WeChat authorise page, the payment sandbox's
 * cashier and Alipay authorise page); nothing in production. They stand in for outside services'
 * own pages, so they may read several modules (the cashier shows the clinic's name) and no module
 * depends on them.
 */
export const registerDevModule = (app: FastifyInstance, ctx: AppContext): void => {
  registerDevRoutes(app, ctx);
  if (ctx.paymentSandbox && ctx.config.exposesDevRoutes) registerCashierRoutes(app, ctx, ctx.paymentSandbox);
};
