import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerPointsConsoleRoutes } from './points-console.routes.ts';
import { earnOnPaid, takeBackOnRefund } from './points-earning.ts';
import { registerPointsExpiryJob } from './points-expiry.ts';
import { pointsCheck } from './points-reconcile.ts';
import { pointsValueSource } from './points-value-source.ts';
import { registerPointsRoutes } from './points.routes.ts';
import { pointsMergeStep } from './points-merge.ts';

/**
 * Points (issue 15): the append-only ledger, earning on every paid order of a member, the take-back
 * on refunds, points paying part of a bill at checkout.
 */
export const registerPointsModule = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerPointsRoutes(app, ctx);
  registerPointsConsoleRoutes(app, ctx);
  ctx.orderKinds.observe({
    onPaid: (trx, order) => earnOnPaid(trx, order),
    onRefunded: (trx, order) => takeBackOnRefund(trx, order),
  });
  ctx.valueSources.register('points', pointsValueSource);
  ctx.reconciliationChecks.register('points', pointsCheck);
  ctx.accountMerges.register('points', pointsMergeStep);
  await registerPointsExpiryJob(ctx);
};
