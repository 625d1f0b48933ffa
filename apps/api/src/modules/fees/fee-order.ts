import type { AppContext } from '../../app-context.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import type { OrderRow } from '../../db/schema.ts';
import { closeUnpaidOrder, lockOrder } from '../orders/orders.service.ts';
import { moveBillsOfOrder } from './bills.repository.ts';

/**
 * The clinic-fee order kind: one order pays one or several bills. Its hooks run in the transaction
 * that moved the order (paid by the existing pay pages, or settled without money when checkout covered
 * everything); each moves only the bills still in the state it expects, so a hook run twice changes
 * nothing the second time.
 */
export const CLINIC_FEE_ORDER_KIND = 'clinic_fee';
export const FEE_PAYMENT_EXPIRY_JOB = 'fee-payment-expiry';
/** How long a started fee payment stays payable; the bills are 支付中 meanwhile. */
export const FEE_PAYMENT_MINUTES = 15;

export const feePaymentKey = (orderId: number) => `fee-payment:${orderId}`;

const feeHooks = {
  /** The bills paid are told by the 支付成功 notice's message, opening 已缴费. */
  paidLink: () => '/pages/htmlFee/feeIndex?tab=paid',
  onPaid: async (trx: Db, order: OrderRow) => {
    await moveBillsOfOrder(trx, order.id, 'paying', {
      status: 'paid',
      paid_via: 'online',
      paid_at: nowIso(),
    });
  },
  onClosed: async (trx: Db, order: OrderRow) => {
    await moveBillsOfOrder(trx, order.id, 'paying', { status: 'unpaid', order_id: null });
  },
  onRefunded: async (trx: Db, order: OrderRow) => {
    // A partial refund leaves the bills paid: the parent still owes nothing and holds what was bought.
    if (order.refunded_fen < order.amount_fen) return;
    await moveBillsOfOrder(trx, order.id, 'paid', { status: 'refunded', refunded_at: nowIso() });
  },
};

/** The payment window ran out: close the order (its hook frees the bills) unless it was paid meanwhile. */
const expireFeePayment = async (ctx: AppContext, payload: Record<string, unknown>) => {
  await inTransaction(ctx.db, async (trx) => {
    const order = await lockOrder(trx, Number(payload.orderId));
    if (order) await closeUnpaidOrder(ctx, trx, order.id);
  });
};

export const registerFeeOrders = (ctx: AppContext): void => {
  ctx.orderKinds.register(CLINIC_FEE_ORDER_KIND, feeHooks);
  ctx.jobHandlers.register(FEE_PAYMENT_EXPIRY_JOB, (jobCtx, payload) => expireFeePayment(jobCtx, payload));
};
