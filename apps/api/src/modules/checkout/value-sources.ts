import type { BillLine, Checkout, CheckoutInput } from '@sprout/domain';
import type { Db } from '../../db/database.ts';
import type { OrderRow } from '../../db/schema.ts';

/** The family a checkout is for: the parent's account (points, coupons and cards are the account's). */
export interface Family {
  userId: number;
}

/** The parts of checkout's input one source fills. */
export type SourceOffers = Partial<
  Pick<CheckoutInput, 'memberDiscounts' | 'coupons' | 'packageCards' | 'points'>
>;

/**
 * One kind of value a family can pay with (member discount, coupons, points, package cards), kept by
 * its own module and registered in the app's `valueSources` when the app is built. Checkout asks every
 * source what the family may use, lets @sprout/domain's settleCheckout choose, then has each source
 * take what was chosen in the transaction that creates the order, and give it back when the order
 * closes unpaid or is refunded in whole.
 */
export interface ValueSource {
  /** What this family may use today against these lines (expired or used ones included, for the reasons). */
  offers(db: Db, family: Family, today: string, lines: readonly BillLine[]): Promise<SourceOffers>;
  /**
   * Takes what `checkout` chose from this source for `order`, inside the order's transaction, with a
   * conditional update: when it is no longer there (spent by a concurrent request, R8) it throws a
   * 4009 AppError and the whole order is rolled back. A source with nothing chosen does nothing.
   */
  take(trx: Db, family: Family, order: OrderRow, checkout: Checkout): Promise<void>;
  /** Gives back what `take` took for this order, exactly once however often it is called. */
  giveBack(trx: Db, order: OrderRow): Promise<void>;
}

export interface ValueSources {
  register(name: string, source: ValueSource): void;
  all(): readonly ValueSource[];
}

/** One registry per app (it lives in the AppContext), like the order kinds. */
export const createValueSources = (): ValueSources => {
  const sources = new Map<string, ValueSource>();
  return {
    register: (name, source) => {
      if (sources.has(name)) throw new Error(`value source ${name} registered twice`);
      sources.set(name, source);
    },
    all: () => [...sources.values()],
  };
};
