import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { PaymentProvider } from '../../providers/payments/payment-provider.ts';

/**
 * The payment provider and the app that receives its callbacks, per running app. Kept beside the
 * context rather than in it so the payments module registers itself with one line in app.ts (tests
 * run several apps in one process, so this is keyed by context, not a module-level singleton).
 */
interface Attached {
  provider: PaymentProvider;
  app: FastifyInstance;
}
const attached = new WeakMap<AppContext, Attached>();

export const attachPayments = (ctx: AppContext, app: FastifyInstance, provider: PaymentProvider): void => {
  attached.set(ctx, { provider, app });
};

const get = (ctx: AppContext): Attached => {
  const a = attached.get(ctx);
  if (!a) throw new Error('payments are not registered on this app');
  return a;
};

export const paymentProvider = (ctx: AppContext): PaymentProvider => get(ctx).provider;
export const paymentsApp = (ctx: AppContext): FastifyInstance => get(ctx).app;
