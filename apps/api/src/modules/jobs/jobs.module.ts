import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerJobsRoutes } from './jobs.routes.ts';

/** Durable jobs: the console's failed-jobs list and its retry (the runner is started by server.ts). */
export const registerJobsModule = (app: FastifyInstance, ctx: AppContext): void => {
  registerJobsRoutes(app, ctx);
};
