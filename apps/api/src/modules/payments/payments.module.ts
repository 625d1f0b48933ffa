import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { SANDBOX_NOTIFY_JOB } from '../../providers/payments/sandbox-payments.ts';
import { registerNotifyRoutes } from './notify.routes.ts';
import { noticePaid } from './paid-notice.ts';
import { runPaymentPoll, runRefundSubmit, runSandboxNotify } from './payment-jobs.ts';
import { paymentDifferences } from './payments-reconcile.ts';
import { registerPaymentRoutes } from './payments.routes.ts';
import { PAYMENT_POLL_JOB } from './payments.service.ts';
import { REFUND_SUBMIT_JOB } from './refunds.service.ts';
import { moveAlipayPayersToAccount } from './alipay-payers.repository.ts';

/** Everything the payments module adds to an app: its routes, provider callbacks and jobs. */
export const registerPaymentsModule = (app: FastifyInstance, ctx: AppContext): void => {
  registerPaymentRoutes(app, ctx);
  registerNotifyRoutes(app, ctx);
  ctx.jobHandlers.register(REFUND_SUBMIT_JOB, runRefundSubmit);
  ctx.jobHandlers.register(PAYMENT_POLL_JOB, runPaymentPoll);
  ctx.jobHandlers.register(SANDBOX_NOTIFY_JOB, runSandboxNotify);
  ctx.reconciliationChecks.register('orders-payments', paymentDifferences);
  ctx.orderKinds.observe({ onPaid: (trx, order) => noticePaid(ctx, trx, order) });
  ctx.accountMerges.register('payments', {
    columns: ['alipay_payers.user_id'],
    move: moveAlipayPayersToAccount,
  });
};
