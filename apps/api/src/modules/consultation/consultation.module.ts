import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerConsultDeskRoutes } from './consult-desk.routes.ts';
import { registerConsultationConsoleRoutes } from './consultation-console.routes.ts';
import { registerConsultationRoutes } from './consultation.routes.ts';
import { registerConsultationOrders } from './inquiry-order.ts';
import { moveComplaintsToAccount } from './complaints.repository.ts';
import { moveInquiriesToAccount } from './inquiries.repository.ts';
import { moveRatingsToAccount } from './ratings.repository.ts';

/**
 * Paid 图文问诊 (issue 14, server core): the consultation order kind and its deadline jobs, the
 * parents' calls and the console's (services, inbox, accept, decline, close, refund by hand; summary templates, ratings, complaints).
 */
export const registerConsultationModule = (app: FastifyInstance, ctx: AppContext): void => {
  registerConsultationOrders(ctx);
  registerConsultationRoutes(app, ctx);
  registerConsultationConsoleRoutes(app, ctx);
  registerConsultDeskRoutes(app, ctx);
  ctx.accountMerges.register('consultation', {
    columns: ['inquiries.user_id', 'inquiry_ratings.user_id', 'inquiry_complaints.user_id'],
    move: async (trx, from, into) => {
      await moveInquiriesToAccount(trx, from, into);
      await moveRatingsToAccount(trx, from, into);
      await moveComplaintsToAccount(trx, from, into);
    },
  });
};
