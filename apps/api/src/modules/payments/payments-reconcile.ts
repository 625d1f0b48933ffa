import type { Db } from '../../db/database.ts';
import { orderPaymentDifferences } from '../orders/orders.service.ts';
import { appliedPaymentsWithoutPaidOrder } from './payments-reconcile.repository.ts';

/**
 * The nightly proof that every paid order has its payment and every payment its paid order, and that
 * refunded amounts are the settled refunds (issue 15). An empty answer: nothing differs.
 */
export const paymentDifferences = async (db: Db) => {
  const stray = await appliedPaymentsWithoutPaidOrder(db);
  return [
    ...(await orderPaymentDifferences(db)),
    ...stray.map((e) => ({
      subject: `订单 ${e.orderNo}`,
      detail: `到账 ${e.amountFen} 分，但订单${e.status === null ? '不存在' : `状态为 ${e.status}`}`,
    })),
  ];
};
