import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEvaluationRoutes } from './evaluations.routes.ts';
import { registerGrowthRoutes } from './growth.routes.ts';

/**
 * Growth: measurements, curves, assessments, bone ages and the doctors' follow-up list; and the
 * reports made of them (身高报告 frozen as snapshots, reports computed on request, share links).
 */
export const registerGrowthModule = (app: FastifyInstance, ctx: AppContext): void => {
  registerGrowthRoutes(app, ctx);
  registerEvaluationRoutes(app, ctx);
};
