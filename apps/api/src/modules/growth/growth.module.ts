import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerGrowthRoutes } from './growth.routes.ts';

/** Growth: measurements, curves, assessments, bone ages and the doctors' follow-up list. */
export const registerGrowthModule = (app: FastifyInstance, ctx: AppContext): void => {
  registerGrowthRoutes(app, ctx);
};
