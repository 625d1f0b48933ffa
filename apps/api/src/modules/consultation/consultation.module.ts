import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerConsultationConsoleRoutes } from './consultation-console.routes.ts';
import { registerConsultationRoutes } from './consultation.routes.ts';
import { registerConsultationOrders } from './inquiry-order.ts';

/**
 * Paid 图文问诊 (issue 14, server core): the consultation order kind and its deadline jobs, the
 * parents' calls and the console's (services, inbox, accept, decline, close, refund by hand).
 */
export const registerConsultationModule = (app: FastifyInstance, ctx: AppContext): void => {
  registerConsultationOrders(ctx);
  registerConsultationRoutes(app, ctx);
  registerConsultationConsoleRoutes(app, ctx);
};
