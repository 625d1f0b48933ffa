import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerConsumptionRoutes } from './consumption.routes.ts';

/** 消费记录: every payment and refund of a family, read through orders, payments and checkout (no table of its own). */
export const registerConsumptionModule = (app: FastifyInstance, ctx: AppContext): void => {
  registerConsumptionRoutes(app, ctx);
};
