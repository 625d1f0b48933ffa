import { ADJUSTMENT_KINDS, ORDER_STATUSES, REFUND_STATES } from '@sprout/domain';
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { pageOf, pageQuery } from './envelope.ts';
import { isoTime } from './fields.ts';
import { orderNoField } from './payments.ts';

const P = '/api/opordering/wechatapp/consume';

/**
 * One line of 消费记录: a payment (an order paid, whatever it bought) or a refund (money back on one),
 * each in fen as it moved. The title and kind are the order's own, so a kind added later shows as it is.
 */
export const consumptionRecord = z.object({
  /** 'pay:<orderNo>' or 'refund:<refundNo>': stable, for list keys. */
  recordId: z.string(),
  direction: z.enum(['payment', 'refund']),
  orderNo: z.string(),
  /** registration, consultation, or a kind added later. */
  orderKind: z.string(),
  title: z.string(),
  amountFen: z.number().int(),
  /** wxpay, wxpublic, smallPay, alipay; null when the order was paid without money moving. */
  channel: z.string().nullable(),
  /** A payment: the order's status; a refund: pending, succeeded, failed. */
  state: z.string(),
  stateText: z.string(),
  at: isoTime,
});
export type ConsumptionRecord = z.infer<typeof consumptionRecord>;

export const consumptionRefund = z.object({
  refundNo: z.string(),
  amountFen: z.number().int(),
  state: z.enum(REFUND_STATES),
  stateText: z.string(),
  reason: z.string(),
  createdAt: isoTime,
  settledAt: isoTime.nullable(),
});

export const consumptionAdjustment = z.object({
  kind: z.enum(ADJUSTMENT_KINDS),
  amountFen: z.number().int(),
  reason: z.string(),
});

export const consumptionDetail = z.object({
  orderNo: z.string(),
  orderKind: z.string(),
  title: z.string(),
  status: z.enum(ORDER_STATUSES),
  statusText: z.string(),
  /** What the parent paid in money. */
  amountFen: z.number().int(),
  refundedFen: z.number().int(),
  channel: z.string().nullable(),
  createdAt: isoTime,
  paidAt: isoTime.nullable(),
  refunds: z.array(consumptionRefund),
  /** The bill before discounts and each discount with its reason; null when the order had no checkout. */
  settlement: z
    .object({
      totalFen: z.number().int(),
      payFen: z.number().int(),
      adjustments: z.array(consumptionAdjustment),
    })
    .nullable(),
});
export type ConsumptionDetail = z.infer<typeof consumptionDetail>;

export const consumption = {
  consumeHistory: endpoint({
    method: 'GET',
    path: `${P}/consumeHistory`,
    tag: 'consumption',
    access: 'parent',
    summary: '消费记录：家庭的每笔支付与退款（退款单独一行），最新在前，金额单位为分',
    query: pageQuery.strict(),
    response: pageOf(consumptionRecord),
  }),
  consumeDetail: endpoint({
    method: 'GET',
    path: `${P}/consumeDetail`,
    tag: 'consumption',
    access: 'parent',
    summary: '消费详情：订单、支付渠道、每笔退款，以及结算时的每项优惠与原因',
    query: z.strictObject({ orderNo: orderNoField }),
    response: consumptionDetail,
  }),
} as const;
