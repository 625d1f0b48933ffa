import { api } from '@sprout/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { consumptionDetail, listConsumption } from './consumption.service.ts';

const { consumption } = api;

export const registerConsumptionRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerEndpoint(app, ctx, consumption.consumeHistory, ({ principal, query }) =>
    listConsumption(ctx, principal.userId, query.pageNum, query.pageSize),
  );
  registerEndpoint(app, ctx, consumption.consumeDetail, ({ principal, query }) =>
    consumptionDetail(ctx, principal.userId, query.orderNo),
  );
};
