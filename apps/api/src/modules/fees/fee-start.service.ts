import { api, type ParsedBodyOf } from '@sprout/contract';
import { ORDER_STATUS_LABELS } from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import {
  checkoutWishesOf,
  orderSettlement,
  requireNamedCoupon,
  takeCheckout,
} from '../checkout/checkout.service.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';
import { createOrder, findOwnOrderByNo } from '../orders/orders.service.ts';
import { settleWithoutMoney } from '../payments/settle-without-money.service.ts';
import type { ParentPrincipal } from '../sessions/sessions.types.ts';
import { oncePerKey } from '../value/once-per-key.service.ts';
import { billViews } from './bill-view.ts';
import { billsOfOrder, moveBills } from './bills.repository.ts';
import { quoteBills } from './fee-checkout.service.ts';
import {
  CLINIC_FEE_ORDER_KIND,
  FEE_PAYMENT_EXPIRY_JOB,
  FEE_PAYMENT_MINUTES,
  feePaymentKey,
} from './fee-order.ts';

type StartBody = ParsedBodyOf<typeof api.fees.feeStart>;

const orderTitle = (bills: readonly { patient_name: string; title: string }[]) => {
  const names = [...new Set(bills.map((b) => b.patient_name))].join('、');
  return bills.length === 1
    ? `门诊缴费·${names}·${bills[0]?.title ?? ''}`
    : `门诊缴费·${names}·${bills.length}张账单`;
};

/**
 * 发起缴费: one clinic_fee order for every chosen bill, in one transaction, once per request key (R16):
 * the quote is made again inside it, the order costs what it says, each value source takes its part,
 * and the bills move 待缴费 → 支付中 with one conditional update (a bill another request is paying
 * already: 4009, and everything rolls back). When checkout covered everything (member pay) the order
 * is settled at once; otherwise the existing pay pages pay it before its expiry job closes it.
 */
export const startFeePayment = async (ctx: AppContext, parent: ParentPrincipal, body: StartBody) => {
  const { requestKey, ...wishes } = body;
  return oncePerKey(
    ctx.db,
    { caller: `parent:${parent.userId}`, scope: 'fees.start', key: requestKey, body: wishes },
    api.fees.feeStart.response,
    async (trx) => {
      const now = new Date();
      const { bills, checkout } = await quoteBills(ctx, trx, parent, wishes);
      requireNamedCoupon(checkout, checkoutWishesOf(wishes));
      const expiresAt = new Date(now.getTime() + FEE_PAYMENT_MINUTES * 60_000);
      const order = await createOrder(
        trx,
        {
          userId: parent.userId,
          kind: CLINIC_FEE_ORDER_KIND,
          subjectId: wishes.billIds[0] ?? 0,
          title: orderTitle(bills),
          amountFen: checkout.payFen,
          expiresAt,
        },
        now,
      );
      const moved = await moveBills(trx, wishes.billIds, 'unpaid', { status: 'paying', order_id: order.id });
      if (moved !== wishes.billIds.length) throw conflict('账单正在支付中，请完成或等待该笔支付结束');
      await takeCheckout(ctx, trx, { userId: parent.userId }, order, checkout);
      if (checkout.payFen === 0) {
        await settleWithoutMoney(ctx, trx, order);
        return { orderNo: order.order_no, payFen: 0, settled: true, expiresAt: expiresAt.toISOString() };
      }
      await enqueueJob(trx, {
        kind: FEE_PAYMENT_EXPIRY_JOB,
        payload: { orderId: order.id },
        runAt: expiresAt,
        dedupeKey: feePaymentKey(order.id),
      });
      return {
        orderNo: order.order_no,
        payFen: order.amount_fen,
        settled: false,
        expiresAt: expiresAt.toISOString(),
      };
    },
  );
};

/** 缴费收据: the parent's own fee order with its bills and every discount it was settled with. */
export const feeReceipt = async (ctx: AppContext, parent: ParentPrincipal, orderNo: string) => {
  const order = await findOwnOrderByNo(ctx.db, parent.userId, orderNo);
  if (order?.kind !== CLINIC_FEE_ORDER_KIND) throw notFound('订单不存在');
  const settlement = await orderSettlement(ctx.db, order.id);
  return {
    orderNo: order.order_no,
    status: order.status,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    paidAt: order.paid_at,
    channel: order.channel,
    totalFen: settlement?.totalFen ?? order.amount_fen,
    payFen: order.amount_fen,
    refundedFen: order.refunded_fen,
    adjustments: settlement?.adjustments ?? [],
    bills: await billViews(ctx.db, await billsOfOrder(ctx.db, order.id)),
  };
};
