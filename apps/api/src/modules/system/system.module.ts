import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerSystemRoutes } from './system.routes.ts';

/** Liveness and readiness probes. */
export const registerSystemModule = (app: FastifyInstance, ctx: AppContext): void => {
  registerSystemRoutes(app, ctx);
};
