import type { Db } from '../../db/database.ts';
import type { OrderRow } from '../../db/schema.ts';

/**
 * What a kind of order (registration, consultation, package card…) does when its money moves. Each
 * hook runs inside the transaction that moved the order, exactly once per transition, so the side
 * effects (an appointment confirmed, a seat released) commit together with the order or not at all.
 */
export interface OrderKindHooks {
  onPaid(trx: Db, order: OrderRow): Promise<void>;
  /** The order expired or was cancelled unpaid. */
  onClosed(trx: Db, order: OrderRow): Promise<void>;
  /** Money went back to the payer (the whole amount when `order.refunded_fen === order.amount_fen`). */
  onRefunded(trx: Db, order: OrderRow, amountFen: number): Promise<void>;
  /**
   * The patient-app page payments' 支付成功 notice opens for this kind's order; null when onPaid posts
   * the kind's own message (预约成功, 问诊已提交), so the notice goes by SMS and WeChat only and the parent
   * reads one message, not two. Without it the notice opens the order's 消费详情.
   */
  paidLink?(order: OrderRow): string | null;
}

/** What follows money moving: an observer of every kind has these, and no page of its own. */
export type OrderMoneyHooks = Pick<OrderKindHooks, 'onPaid' | 'onClosed' | 'onRefunded'>;

/** The kinds of order one running app knows, filled by the modules when the app is built. */
export interface OrderKinds {
  register(kind: string, hooks: OrderKindHooks): void;
  /**
   * A module that follows every kind's money (points earned on paid orders, an invoice reversed on a
   * refund, the coupon and points a checkout used given back): its hooks run after the kind's own, in
   * the same transaction, once per transition, for every kind.
   */
  observe(observer: Partial<OrderMoneyHooks>): void;
  /** The kind's hooks followed by every observer's. */
  hooksFor(kind: string): OrderMoneyHooks;
  /** Where the parent is sent to read that the order was paid (see OrderKindHooks.paidLink). */
  paidLink(order: OrderRow): string | null;
}

const consumeDetail = (order: OrderRow) => `/pages/newFun/consumeDetail?orderNo=${order.order_no}`;

/**
 * One registry per app (it lives in the AppContext), so two apps in one process, as the tests run them,
 * never share or overwrite each other's hooks. A kind registers once.
 */
export const createOrderKinds = (): OrderKinds => {
  const kinds = new Map<string, OrderKindHooks>();
  const observers: Partial<OrderMoneyHooks>[] = [];
  return {
    paidLink: (order) => {
      const hooks = kinds.get(order.kind);
      return hooks?.paidLink ? hooks.paidLink(order) : consumeDetail(order);
    },
    register: (kind, hooks) => {
      if (kinds.has(kind)) throw new Error(`order kind ${kind} registered twice`);
      kinds.set(kind, hooks);
    },
    observe: (observer) => {
      observers.push(observer);
    },
    hooksFor: (kind) => {
      const hooks = kinds.get(kind);
      if (!hooks) throw new Error(`no order kind ${kind} registered`);
      return {
        onPaid: async (trx, order) => {
          await hooks.onPaid(trx, order);
          for (const o of observers) await o.onPaid?.(trx, order);
        },
        onClosed: async (trx, order) => {
          await hooks.onClosed(trx, order);
          for (const o of observers) await o.onClosed?.(trx, order);
        },
        onRefunded: async (trx, order, amountFen) => {
          await hooks.onRefunded(trx, order, amountFen);
          for (const o of observers) await o.onRefunded?.(trx, order, amountFen);
        },
      };
    },
  };
};
