import { type Kysely, sql } from 'kysely';
import { type DialectName, idColumn, idColumnType } from '../dialect.ts';

/**
 * Package cards (套餐卡) and the points mall (issue 15).
 * - facilities.sell_package_cards: 0 by default. Some cities bar medical institutions from selling
 *   prepaid cards (预付卡), so a manager turns it on only after checking the local rule.
 * - Package cards: products made in the console; a card sold to a parent for one child (an order of
 *   kind package_card); its uses per service as rows of package_card_services with a cached
 *   `uses_left` (the guarded counter: every take is `uses_left >= 1`, a CHECK behind it) and the
 *   append-only ledger package_card_uses (+ on grant and give-back, - on use, write-off and refund);
 *   uses left is the sum of a service's entries, and the cache changes in the same transaction.
 * - The mall: goods with pictures kept by the storage provider; stock as a guarded counter
 *   (`stock >= quantity`, a CHECK behind it) beside the append-only mall_stock_entries; exchanges with
 *   the delivery address copied in, so a later edit of the address does not move a shipped parcel.
 */
export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  await db.schema
    .alterTable('facilities')
    .addColumn('sell_package_cards', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await packageCards(db, dialect);
  await mall(db, dialect);
};

const packageCards = async (db: Kysely<unknown>, dialect: DialectName) => {
  await db.schema
    .createTable('package_card_products')
    .addColumn('id', idColumnType(dialect), idColumn(dialect))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('price_fen', 'integer', (c) => c.notNull())
    // [{ serviceCode, serviceName, uses }]: the services the card suits (suitableMoCodes) and uses of each.
    .addColumn('services', 'text', (c) => c.notNull())
    .addColumn('validity_days', 'integer', (c) => c.notNull())
    .addColumn('refund_handling_percent', 'integer', (c) => c.notNull())
    .addColumn('his_id', 'text')
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('package_card_products_price', sql`price_fen >= 0`)
    .addCheckConstraint('package_card_products_validity', sql`validity_days >= 1`)
    .addCheckConstraint(
      'package_card_products_handling',
      sql`refund_handling_percent >= 0 and refund_handling_percent <= 100`,
    )
    .execute();

  await db.schema
    .createTable('package_cards')
    .addColumn('id', idColumnType(dialect), idColumn(dialect))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('baby_id', 'integer', (c) => c.notNull().references('babies.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('package_card_products.id'))
    // Set right after the order is made, in the same transaction (the order names the card as its subject).
    .addColumn('order_id', 'integer', (c) => c.unique().references('orders.id'))
    // What was bought, copied from the product: a later edit of the product changes no sold card.
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price_fen', 'integer', (c) => c.notNull())
    .addColumn('services', 'text', (c) => c.notNull())
    .addColumn('total_uses', 'integer', (c) => c.notNull())
    .addColumn('validity_days', 'integer', (c) => c.notNull())
    .addColumn('refund_handling_percent', 'integer', (c) => c.notNull())
    // pending (unpaid) → active → refunded; closed when the order expired unpaid.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('expires_on', 'text')
    .addColumn('refunded_fen', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('package_cards_status', sql`status in ('pending', 'active', 'refunded', 'closed')`)
    .execute();
  await sql`create index package_cards_owner on package_cards (user_id, status)`.execute(db);

  await db.schema
    .createTable('package_card_services')
    .addColumn('id', idColumnType(dialect), idColumn(dialect))
    .addColumn('card_id', 'integer', (c) => c.notNull().references('package_cards.id'))
    .addColumn('service_code', 'text', (c) => c.notNull())
    .addColumn('service_name', 'text', (c) => c.notNull())
    .addColumn('uses_total', 'integer', (c) => c.notNull())
    .addColumn('uses_left', 'integer', (c) => c.notNull())
    .addCheckConstraint('package_card_services_left', sql`uses_left >= 0 and uses_left <= uses_total`)
    .execute();
  await sql`create unique index package_card_services_one on package_card_services (card_id, service_code)`.execute(
    db,
  );

  await db.schema
    .createTable('package_card_uses')
    .addColumn('id', idColumnType(dialect), idColumn(dialect))
    .addColumn('card_id', 'integer', (c) => c.notNull().references('package_cards.id'))
    .addColumn('service_id', 'integer', (c) => c.notNull().references('package_card_services.id'))
    // grant (+n when paid), use (-1 at checkout), writeOff (-1 at the desk), giveBack (+1, reverses a
    // use), refund (-left when the card is refunded).
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('delta', 'integer', (c) => c.notNull())
    // What the entry is for, unique per service: a second write of the same act adds nothing.
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('reverses_use_id', 'integer', (c) => c.references('package_card_uses.id'))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
    .addColumn('staff_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'package_card_uses_kind',
      sql`kind in ('grant', 'use', 'writeOff', 'giveBack', 'refund')`,
    )
    .addCheckConstraint('package_card_uses_delta', sql`delta <> 0`)
    .execute();
  await sql`create unique index package_card_uses_ref on package_card_uses (service_id, ref)`.execute(db);
  await sql`create unique index package_card_uses_reversal on package_card_uses (reverses_use_id) where reverses_use_id is not null`.execute(
    db,
  );
  await sql`create index package_card_uses_card on package_card_uses (card_id, id)`.execute(db);
  await sql`create index package_card_uses_order on package_card_uses (order_id) where order_id is not null`.execute(
    db,
  );
};

const mall = async (db: Kysely<unknown>, dialect: DialectName) => {
  await db.schema
    .createTable('mall_goods')
    .addColumn('id', idColumnType(dialect), idColumn(dialect))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('points_price', 'integer', (c) => c.notNull())
    // Storage keys of the pictures, in order (JSON array): public, unlike medical pictures.
    .addColumn('pictures', 'text', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('mall_goods_stock', sql`stock >= 0`)
    .addCheckConstraint('mall_goods_price', sql`points_price >= 1`)
    .execute();

  await db.schema
    .createTable('mall_stock_entries')
    .addColumn('id', idColumnType(dialect), idColumn(dialect))
    .addColumn('goods_id', 'integer', (c) => c.notNull().references('mall_goods.id'))
    .addColumn('delta', 'integer', (c) => c.notNull())
    // restock / adjust (staff), exchange (-q), cancel (+q, reverses an exchange entry)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('mall_stock_entries_kind', sql`kind in ('restock', 'adjust', 'exchange', 'cancel')`)
    .addCheckConstraint('mall_stock_entries_delta', sql`delta <> 0`)
    .execute();
  await sql`create unique index mall_stock_entries_ref on mall_stock_entries (goods_id, ref)`.execute(db);

  await db.schema
    .createTable('mall_exchanges')
    .addColumn('id', idColumnType(dialect), idColumn(dialect))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('goods_id', 'integer', (c) => c.notNull().references('mall_goods.id'))
    .addColumn('goods_name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    // The address as it was when the parent confirmed.
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('address_text', 'text', (c) => c.notNull())
    .addColumn('address_id', 'integer', (c) => c.notNull())
    // waiting (待发货) → shipped (已发货) → delivered (已完成); cancelled (已取消) before shipping.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('carrier', 'text')
    .addColumn('tracking_no', 'text')
    .addColumn('shipped_at', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('cancel_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'mall_exchanges_status',
      sql`status in ('waiting', 'shipped', 'delivered', 'cancelled')`,
    )
    .addCheckConstraint('mall_exchanges_quantity', sql`quantity >= 1 and points >= 1`)
    .execute();
  await sql`create index mall_exchanges_owner on mall_exchanges (user_id, id desc)`.execute(db);
  await sql`create index mall_exchanges_status on mall_exchanges (status, id)`.execute(db);
};
