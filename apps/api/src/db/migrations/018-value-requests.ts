import { type Kysely, sql } from 'kysely';
import { type DialectName, idColumn, idColumnType } from '../dialect.ts';

/**
 * Requests that move value (issue 15, R16): a key the client made and kept before sending, the
 * canonical text of what it asked, and the answer it got. A replay with the same key and details
 * answers the stored result; the same key with other details is refused. Unique per caller and
 * scope, so a race of two firsts leaves one row and the loser reads the winner's answer.
 */
export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  await db.schema
    .createTable('value_requests')
    .addColumn('id', idColumnType(dialect), idColumn(dialect))
    // 'parent:12', 'staff:3', 'client:5': who sent it; keys of two callers never meet.
    .addColumn('caller', 'text', (c) => c.notNull())
    // What kind of request ('points.transfer', 'fees.pay'…): one key names one kind of act.
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('request_key', 'text', (c) => c.notNull())
    .addColumn('canonical_body', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await sql`create unique index value_requests_key on value_requests (caller, scope, request_key)`.execute(
    db,
  );

  // How an order's price was settled at checkout: the parts of every line and each discount with its
  // reason, as the parent saw them before paying; what the receipt, consumption detail and invoice
  // show, and what is given back when the order closes unpaid or is refunded.
  await db.schema
    .createTable('order_checkouts')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('total_fen', 'integer', (c) => c.notNull())
    .addColumn('pay_fen', 'integer', (c) => c.notNull())
    .addColumn('settlement', 'text', (c) => c.notNull())
    // Set once when the coupon, points and package uses went back: the give-back happens once.
    .addColumn('given_back_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('order_checkouts_amounts', sql`pay_fen >= 0 and pay_fen <= total_fen`)
    .execute();
};
