import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerRegionRoutes } from './regions.routes.ts';

/** The region tree for addresses. */
export const registerRegionsModule = (app: FastifyInstance, ctx: AppContext): void => {
  registerRegionRoutes(app, ctx);
};
