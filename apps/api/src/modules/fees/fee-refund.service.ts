import { api, type ParsedBodyOf } from '@sprout/contract';
import type { AppContext } from '../../app-context.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { writeAudit } from '../audit/audit.service.ts';
import { findOrderByNo, lockOrder } from '../orders/orders.service.ts';
import { requestRefund } from '../payments/refunds.service.ts';
import { refundWithoutMoney } from '../payments/settle-without-money.service.ts';
import type { StaffPrincipal } from '../sessions/sessions.types.ts';
import { oncePerKey } from '../value/once-per-key.service.ts';
import { CLINIC_FEE_ORDER_KIND } from './fee-order.ts';

/**
 * 退费: a paid fee order refunded in whole through the existing refund flow (the provider's refund
 * notify moves the order to refunded; its hook marks the bills 已退费 and checkout gives back what it
 * used). An order checkout paid entirely (0 fen) has no money to return: it is refunded at once.
 * Audited with the reason; once per request key.
 */
export const refundFeeOrder = (
  ctx: AppContext,
  staff: StaffPrincipal,
  input: ParsedBodyOf<typeof api.feesConsole.refundFeeOrder>,
) => {
  const { requestKey, ...details } = input;
  return oncePerKey(
    ctx.db,
    { caller: `staff:${staff.staffId}`, scope: 'fees.refund', key: requestKey, body: details },
    api.feesConsole.refundFeeOrder.response,
    async (trx) => {
      const found = await findOrderByNo(trx, details.orderNo);
      if (found?.kind !== CLINIC_FEE_ORDER_KIND) throw notFound('缴费订单不存在');
      const order = await lockOrder(trx, found.id);
      if (order?.status !== 'paid' || order.refunded_fen > 0)
        throw conflict('只能为已支付且未退款的缴费订单退费');
      let refundNo: string | null = null;
      if (order.amount_fen === 0) {
        if (!(await refundWithoutMoney(ctx, trx, order))) throw conflict('订单状态已变更');
      } else {
        refundNo = await requestRefund(trx, order, order.amount_fen, details.reason);
        if (!refundNo) throw conflict('订单状态已变更');
      }
      await writeAudit(trx, {
        actorType: 'staff',
        actorId: staff.staffId,
        action: 'fees.order.refund',
        subjectType: 'order',
        subjectId: order.order_no,
        detail: { reason: details.reason, amountFen: order.amount_fen, refundNo },
      });
      const now = await findOrderByNo(trx, order.order_no);
      return { orderNo: order.order_no, refundNo, status: now?.status ?? order.status };
    },
  );
};
