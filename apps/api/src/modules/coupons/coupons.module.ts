import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { couponsValueSource } from './coupons-value-source.ts';
import { registerCouponRoutes } from './coupons.routes.ts';
import { couponDifferences } from './coupons-reconcile.ts';
import { moveCouponsToAccount } from './coupons.service.ts';

/**
 * Coupons (issue 15): campaigns made in the console, coupons claimed or granted, the parents' pages'
 * calls, and the 'coupons' value source checkout weighs against every bill (the coupon_campaigns and
 * coupons tables are this module's).
 */
export const registerCouponsModule = (app: FastifyInstance, ctx: AppContext): void => {
  registerCouponRoutes(app, ctx);
  ctx.accountMerges.register('coupons', {
    columns: ['coupons.user_id'],
    move: async (trx, from, into) => {
      await moveCouponsToAccount(trx, from, into);
    },
  });
  ctx.valueSources.register('coupons', couponsValueSource);
  ctx.reconciliationChecks.register('coupons', couponDifferences);
};
