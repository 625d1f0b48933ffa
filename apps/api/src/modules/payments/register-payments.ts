import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { createPaymentProvider } from '../../providers/payments/create-payment-provider.ts';
import { SANDBOX_NOTIFY_JOB, type SandboxPayments } from '../../providers/payments/sandbox-payments.ts';
import { registerJobHandler } from '../jobs/job-runner.ts';
import { registerCashierRoutes } from './cashier.routes.ts';
import { registerNotifyRoutes } from './notify.routes.ts';
import { attachPayments } from './payment-context.ts';
import { runPaymentPoll, runRefundSubmit, runSandboxNotify } from './payment-jobs.ts';
import { registerPaymentRoutes } from './payments.routes.ts';
import { PAYMENT_POLL_JOB } from './payments.service.ts';
import { REFUND_SUBMIT_JOB } from './request-refund.ts';

/** Everything the payments module adds to an app: its provider, routes, provider callbacks and jobs. */
export const registerPayments = (app: FastifyInstance, ctx: AppContext): void => {
  const provider = createPaymentProvider(ctx.config, ctx.db);
  attachPayments(ctx, app, provider);
  registerPaymentRoutes(app, ctx);
  registerNotifyRoutes(app, ctx);
  if (provider.isDevelopment && ctx.config.exposesDevRoutes)
    registerCashierRoutes(app, ctx, provider as SandboxPayments);
  registerJobHandler(REFUND_SUBMIT_JOB, runRefundSubmit);
  registerJobHandler(PAYMENT_POLL_JOB, runPaymentPoll);
  registerJobHandler(SANDBOX_NOTIFY_JOB, runSandboxNotify);
};
