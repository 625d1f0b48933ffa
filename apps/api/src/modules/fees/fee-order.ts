import type { AppContext } from '../../app-context.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import type { OrderRow } from '../../db/schema.ts';
import { postSystemMessage } from '../messages/messages.service.ts';
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

/** 待缴费订单's 已缴费 tab, where paid and refunded bills are listed. */
const PAID_BILLS = '/pages/htmlFee/feeIndex?tab=paid';

export const feePaymentKey = (orderId: number) => `fee-payment:${orderId}`;

/**
 * 退费 told in the app by the kind, in the refund's transaction (payments' 退款到账通知 beside it goes by
 * SMS only). An order checkout paid entirely is refunded without money: what it used went back instead.
 */
const tellRefunded = (trx: Db, order: OrderRow, amountFen: number) =>
  postSystemMessage(trx, order.user_id, {
    category: 'payment',
    title: '退费成功',
    content:
      amountFen > 0
        ? `「${order.title}」已退费，${(amountFen / 100).toFixed(2)} 元已原路退回，请注意查收。`
        : `「${order.title}」已退费，抵扣所用的积分、优惠券和套餐卡次数已退回。`,
    link: PAID_BILLS,
  });

const feeHooks = {
  /** The bills paid are told by the 支付成功 notice's message, opening 已缴费. */
  paidLink: () => PAID_BILLS,
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
  onRefunded: async (trx: Db, order: OrderRow, amountFen: number) => {
    // A partial refund leaves the bills paid: the parent still owes nothing and holds what was bought.
    if (order.refunded_fen < order.amount_fen) return;
    const moved = await moveBillsOfOrder(trx, order.id, 'paid', {
      status: 'refunded',
      refunded_at: nowIso(),
    });
    if (moved > 0) await tellRefunded(trx, order, amountFen);
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
