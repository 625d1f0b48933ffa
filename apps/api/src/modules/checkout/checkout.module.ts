import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { giveBackCheckout } from './checkout.service.ts';
import { checkoutDifferences } from './checkout-reconcile.ts';
import { moveCheckoutsToAccount } from './order-checkouts.repository.ts';

/**
 * Checkout (issue 15): no routes of its own; the modules that bill (clinic fees, package cards…) quote
 * and take through checkout.service.ts. An order closed unpaid, or refunded in whole, gives back what
 * its checkout used: the coupon (if still valid: the coupon source decides), the points and the
 * package uses. A partial refund gives back nothing: the parent still holds part of what was bought.
 */
export const registerCheckoutModule = (_app: FastifyInstance, ctx: AppContext): void => {
  ctx.reconciliationChecks.register('order-checkouts', checkoutDifferences);
  ctx.accountMerges.register('checkout', {
    columns: ['order_checkouts.user_id'],
    move: moveCheckoutsToAccount,
  });
  ctx.orderKinds.observe({
    onClosed: (trx, order) => giveBackCheckout(ctx, trx, order),
    onRefunded: async (trx, order) => {
      if (order.refunded_fen >= order.amount_fen) await giveBackCheckout(ctx, trx, order);
    },
  });
};
