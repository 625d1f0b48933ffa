import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { packageCardsCheck } from './package-cards-reconcile.ts';
import { registerPackageCardOrders } from './package-card-order.ts';
import { registerPackageCardRoutes } from './package-cards.routes.ts';
import { packageCardsValueSource } from './package-cards-value-source.ts';
import { moveCardsToAccount } from './package-cards.repository.ts';

/** 套餐卡 (issue 15): products, cards bought as orders, uses as a ledger, value source 'package'. */
export const registerPackageCardsModule = (app: FastifyInstance, ctx: AppContext): void => {
  registerPackageCardRoutes(app, ctx);
  registerPackageCardOrders(ctx);
  ctx.accountMerges.register('package-cards', {
    columns: ['package_cards.user_id'],
    move: moveCardsToAccount,
  });
  ctx.valueSources.register('package', packageCardsValueSource);
  ctx.reconciliationChecks.register('package-cards', packageCardsCheck);
};
