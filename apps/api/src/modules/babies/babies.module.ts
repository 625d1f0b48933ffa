import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerBabyRoutes } from './babies.routes.ts';

/** Baby profiles of a parent (the babies table is this module's). */
export const registerBabiesModule = (app: FastifyInstance, ctx: AppContext): void => {
  registerBabyRoutes(app, ctx);
};
