import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEvaluationRoutes } from './evaluations.routes.ts';
import { registerGrowthRoutes } from './growth.routes.ts';
import { moveEvaluationsToAccount } from './evaluations.repository.ts';
import { moveGrowthEntriesToAccount } from './growth.repository.ts';

/**
 * Growth: measurements, curves, assessments, bone ages and the doctors' follow-up list; and the
 * reports made of them (身高报告 frozen as snapshots, reports computed on request, share links).
 */
export const registerGrowthModule = (app: FastifyInstance, ctx: AppContext): void => {
  registerGrowthRoutes(app, ctx);
  registerEvaluationRoutes(app, ctx);
  ctx.accountMerges.register('growth', {
    columns: [
      'growth_measurements.entered_by_user_id',
      'growth_evaluations.created_by_user_id',
      'evaluation_share_links.user_id',
    ],
    move: async (trx, from, into) => {
      await moveGrowthEntriesToAccount(trx, from, into);
      await moveEvaluationsToAccount(trx, from, into);
    },
  });
};
