import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { mallStockCheck } from './mall-reconcile.ts';
import { registerMallFileRoutes } from './mall-files.routes.ts';
import { registerMallRoutes } from './mall.routes.ts';
import { moveExchangesToAccount } from './mall.repository.ts';

/** 积分商城 (issue 15): goods and their stock ledger, exchanges paid in points (the points module's ledger). */
export const registerMallModule = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerMallRoutes(app, ctx);
  ctx.accountMerges.register('mall', { columns: ['mall_exchanges.user_id'], move: moveExchangesToAccount });
  await registerMallFileRoutes(app, ctx);
  ctx.reconciliationChecks.register('mall-stock', mallStockCheck);
};
