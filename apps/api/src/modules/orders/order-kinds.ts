import type { Kysely } from 'kysely';
import type { Database, OrderRow } from '../../db/schema.ts';

/**
 * What a kind of order (registration, consultation, package card…) does when its money moves. Each
 * hook runs inside the transaction that moved the order, exactly once per transition, so the side
 * effects (an appointment confirmed, a seat released) commit together with the order or not at all.
 */
export interface OrderKindHooks {
  onPaid(trx: Kysely<Database>, order: OrderRow): Promise<void>;
  /** The order expired or was cancelled unpaid. */
  onClosed(trx: Kysely<Database>, order: OrderRow): Promise<void>;
  /** Money went back to the payer (the whole amount when `order.refunded_fen === order.amount_fen`). */
  onRefunded(trx: Kysely<Database>, order: OrderRow, amountFen: number): Promise<void>;
}

const kinds = new Map<string, OrderKindHooks>();

/** Modules register their kind at start-up (app.ts); a kind registers once. */
export const registerOrderKind = (kind: string, hooks: OrderKindHooks): void => {
  if (kinds.has(kind) && kinds.get(kind) !== hooks) throw new Error(`order kind ${kind} registered twice`);
  kinds.set(kind, hooks);
};

export const hooksFor = (kind: string): OrderKindHooks => {
  const hooks = kinds.get(kind);
  if (!hooks) throw new Error(`no order kind ${kind} registered`);
  return hooks;
};
