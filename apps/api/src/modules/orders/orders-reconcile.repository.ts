import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * Paid orders whose payment does not add up: every order that took money (paid, refunding, refunded,
 * with an amount) has exactly one applied payment notice of its amount. The notices are joined
 * read-only; the payments module owns them.
 */
export const paidOrdersWithoutTheirPayment = (db: Db) =>
  db.kysely
    .selectFrom('orders as o')
    .leftJoin('payment_events as e', (j) =>
      j
        .onRef('e.order_no', '=', 'o.order_no')
        .on('e.event_type', '=', 'paid')
        .on('e.outcome', '=', 'applied'),
    )
    .select([
      'o.order_no as orderNo',
      'o.amount_fen as amountFen',
      sql<number>`count(e.id)`.as('events'),
      sql<number>`coalesce(sum(e.amount_fen), 0)`.as('paidFen'),
    ])
    .where('o.status', 'in', ['paid', 'refunding', 'refunded'])
    .where('o.amount_fen', '>', 0)
    .groupBy(['o.id', 'o.order_no', 'o.amount_fen'])
    .having((eb) =>
      eb.or([
        eb(sql`count(e.id)`, '<>', 1),
        eb(sql`coalesce(sum(e.amount_fen), 0)`, '<>', eb.ref('o.amount_fen')),
      ]),
    )
    .execute();

/** Orders whose refunded amount is not the sum of their settled refunds (refunds joined read-only). */
export const ordersWhoseRefundsDiffer = (db: Db) =>
  db.kysely
    .selectFrom('orders as o')
    .leftJoin('refunds as r', (j) => j.onRef('r.order_id', '=', 'o.id').on('r.status', '=', 'succeeded'))
    .select([
      'o.order_no as orderNo',
      'o.refunded_fen as refundedFen',
      sql<number>`coalesce(sum(r.amount_fen), 0)`.as('settledFen'),
    ])
    // A closed order's refunds are of money that came after it closed; it never counts them.
    .where('o.status', '<>', 'closed')
    .groupBy(['o.id', 'o.order_no', 'o.refunded_fen'])
    .having((eb) => eb(sql`coalesce(sum(r.amount_fen), 0)`, '<>', eb.ref('o.refunded_fen')))
    .execute();
