/**
 * The one order model for everything that is paid. A transition happens once however often it is
 * asked: the server applies these as conditional updates (`WHERE status IN (allowed from)`).
 *
 *   created ──▶ paying ──▶ paid ──▶ refunding ──▶ refunded
 *      │           │                    │
 *      └───────────┴──▶ closed          └──▶ paid (a refund that failed leaves the order paid)
 */
export const ORDER_STATUSES = ['created', 'paying', 'paid', 'refunding', 'refunded', 'closed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  created: ['paying', 'paid', 'closed'],
  paying: ['paid', 'closed', 'created'],
  paid: ['refunding'],
  refunding: ['refunded', 'paid'],
  refunded: [],
  closed: [],
};

export const canTransition = (from: OrderStatus, to: OrderStatus): boolean => NEXT[from].includes(to);

/** Every status an order may be in for a move to `to` to be allowed: the WHERE of the conditional update. */
export const statusesLeadingTo = (to: OrderStatus): OrderStatus[] =>
  ORDER_STATUSES.filter((from) => canTransition(from, to));

/** Money can still be taken for an order in these states. */
export const isPayable = (status: OrderStatus): boolean => status === 'created' || status === 'paying';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  created: '待支付',
  paying: '支付中',
  paid: '已支付',
  refunding: '退款中',
  refunded: '已退款',
  closed: '已关闭',
};

/**
 * One refund of an order (an order may have several, each part of the money): asked of the payment
 * provider, then settled or failed (a failed refund leaves the order paid, see above).
 */
export const REFUND_STATES = ['pending', 'succeeded', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export const REFUND_STATE_LABELS: Record<RefundState, string> = {
  pending: '退款中',
  succeeded: '已退款',
  failed: '退款失败',
};
