import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerBabyRoutes } from './babies.routes.ts';
import { moveBabiesToAccount } from './babies.service.ts';

/** Baby profiles of a parent (the babies table is this module's). */
export const registerBabiesModule = (app: FastifyInstance, ctx: AppContext): void => {
  registerBabyRoutes(app, ctx);
  ctx.accountMerges.register('babies', { columns: ['babies.user_id'], move: moveBabiesToAccount });
};
