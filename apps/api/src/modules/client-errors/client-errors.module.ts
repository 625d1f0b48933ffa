import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerClientErrorRoutes } from './client-errors.routes.ts';

/** Script errors the front ends report, for admins on the console's 前端错误 page beside 失败任务. */
export const registerClientErrorsModule = (app: FastifyInstance, ctx: AppContext): void => {
  registerClientErrorRoutes(app, ctx);
};
