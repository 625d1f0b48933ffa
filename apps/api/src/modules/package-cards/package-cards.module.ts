import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { packageCardDifferences } from './card-uses.service.ts';
import { registerPackageCardOrders } from './package-card-order.ts';
import { registerPackageCardRoutes } from './package-cards.routes.ts';
import { packageCardSource } from './value-source.ts';
import { moveCardsToAccount } from './package-cards.repository.ts';

/** 套餐卡 (issue 15): products, cards bought as orders, uses as a ledger, value source 'package'. */
export const registerPackageCardsModule = (app: FastifyInstance, ctx: AppContext): void => {
  registerPackageCardRoutes(app, ctx);
  registerPackageCardOrders(ctx);
  ctx.accountMerges.register('package-cards', {
    columns: ['package_cards.user_id'],
    move: moveCardsToAccount,
  });
  ctx.valueSources.register('package', packageCardSource);
  ctx.reconciliationChecks.register('package-cards', async (db) =>
    (await packageCardDifferences(db)).map((d) => ({ subject: `套餐卡 ${d.cardId}`, detail: d.detail })),
  );
};
