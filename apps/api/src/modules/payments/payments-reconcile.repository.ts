import type { Db } from '../../db/database.ts';

/** Applied payment notices whose order is not one that took money (orders joined read-only). */
export const appliedPaymentsWithoutPaidOrder = (db: Db) =>
  db.kysely
    .selectFrom('payment_events as e')
    .leftJoin('orders as o', 'o.order_no', 'e.order_no')
    .select(['e.order_no as orderNo', 'e.amount_fen as amountFen', 'o.status as status'])
    .where('e.event_type', '=', 'paid')
    .where('e.outcome', '=', 'applied')
    .where((eb) =>
      eb.or([eb('o.id', 'is', null), eb('o.status', 'not in', ['paid', 'refunding', 'refunded'])]),
    )
    .execute();
