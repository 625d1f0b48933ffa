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
}

/** The kinds of order one running app knows, filled by the modules when the app is built. */
export interface OrderKinds {
  register(kind: string, hooks: OrderKindHooks): void;
  hooksFor(kind: string): OrderKindHooks;
}

/**
 * One registry per app (it lives in the AppContext), so two apps in one process, as the tests run them,
 * never share or overwrite each other's hooks. A kind registers once.
 */
export const createOrderKinds = (): OrderKinds => {
  const kinds = new Map<string, OrderKindHooks>();
  return {
    register: (kind, hooks) => {
      if (kinds.has(kind)) throw new Error(`order kind ${kind} registered twice`);
      kinds.set(kind, hooks);
    },
    hooksFor: (kind) => {
      const hooks = kinds.get(kind);
      if (!hooks) throw new Error(`no order kind ${kind} registered`);
      return hooks;
    },
  };
};
