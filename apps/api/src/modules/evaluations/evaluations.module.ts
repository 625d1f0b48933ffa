import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEvaluationRoutes } from './evaluations.routes.ts';

/** Growth reports frozen as snapshots, computed reports, and share links. */
export const registerEvaluationsModule = (app: FastifyInstance, ctx: AppContext): void => {
  registerEvaluationRoutes(app, ctx);
};
