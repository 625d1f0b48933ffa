import { isPayable } from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import { nowIso } from '../../db/dialect.ts';
import type { JobRow } from '../../db/schema.ts';
import type { SandboxNotifyPayload } from '../../providers/payments/sandbox-payments.ts';
import { findOrder, findOrderByNo } from '../orders/orders.service.ts';
import { settlePaymentEvent } from './payment-settlement.ts';
import { findRefund, setProviderRefundId } from './payments.repository.ts';
import { POLL_INTERVAL_MS, reconcileWithProvider, schedulePaymentPoll } from './payments.service.ts';
import { receiveNotify } from './receive-notify.ts';

/**
 * refund-submit: hands a pending refund to the provider. Idempotent on the refund row: a settled
 * refund is left alone, and a resubmission after a crash reuses the refund number, which providers
 * treat as the same refund.
 */
export const runRefundSubmit = async (ctx: AppContext, payload: Record<string, unknown>): Promise<void> => {
  const db = ctx.db;
  const refund = await findRefund(db, Number(payload.refundId));
  if (refund?.status !== 'pending') return;
  const order = await findOrder(db, refund.order_id);
  if (!order) throw new Error(`refund ${refund.refund_no} names no order`);
  const provider = ctx.payments;
  const submitted = await provider.submitRefund(
    { refundNo: refund.refund_no, amountFen: refund.amount_fen, reason: refund.reason },
    order,
  );
  if (submitted.providerRefundId) await setProviderRefundId(db, refund.id, submitted.providerRefundId);
  // A provider that answers synchronously (Alipay) sends no refund notify: settle here, same path.
  if (submitted.settled !== 'pending') {
    await settlePaymentEvent(ctx, provider.name, {
      kind: submitted.settled === 'succeeded' ? 'refunded' : 'refund_failed',
      eventId: `refund-answer:${refund.refund_no}`,
      refundNo: refund.refund_no,
      amountFen: refund.amount_fen,
      txnId: submitted.providerRefundId,
    });
  }
};

/** payment-poll: asks about a payable order every minute until it expires (the notify may be lost). */
export const runPaymentPoll = async (ctx: AppContext, payload: Record<string, unknown>, job: JobRow) => {
  const orderNo = String(payload.orderNo);
  const order = await findOrderByNo(ctx.db, orderNo);
  if (!order || !isPayable(order.status)) return;
  await reconcileWithProvider(ctx, order);
  // The next poll is timed from this job's own slot, so a backlog never polls faster than the interval.
  const next = new Date(new Date(job.run_at).getTime() + POLL_INTERVAL_MS);
  if (nowIso(next) <= nowIso(new Date(new Date(order.expires_at).getTime() + POLL_INTERVAL_MS)))
    await schedulePaymentPoll(ctx, orderNo, Number(payload.n) + 1, next);
};

/**
 * sandbox-notify: the sandbox calls us back the way WeChat Pay would: signed, encrypted bytes handed to
 * the same receiveNotify the HTTP route uses (the sandbox's keys live in this process, so no network
 * hop is needed). An answer other than 2xx fails the job, which retries later like WeChat's redelivery.
 */
export const runSandboxNotify = async (ctx: AppContext, payload: Record<string, unknown>): Promise<void> => {
  const sandbox = ctx.paymentSandbox;
  if (!sandbox) return;
  const notify = await sandbox.signedNotify(toSandboxNotify(payload));
  if (!notify) return;
  const answer = await receiveNotify(ctx, 'wechat', notify.headers, notify.body, ctx.log);
  if (answer.status >= 300) throw new Error(`notify answered ${answer.status}: ${answer.body.slice(0, 200)}`);
};

/** The job's payload as the sandbox enqueued it; anything else is a broken row, not a notify to send. */
const toSandboxNotify = (payload: Record<string, unknown>): SandboxNotifyPayload => {
  const { type, tradeNo } = payload;
  if ((type !== 'pay' && type !== 'refund') || typeof tradeNo !== 'string')
    throw new Error('sandbox-notify job without a trade');
  return { type, tradeNo };
};
