import { type Kysely, sql } from 'kysely';
import { type DialectName, idColumn, idColumnType } from '../dialect.ts';

/**
 * Electronic invoices (issue 15). A parent's saved titles; invoices with the buyer as issued (copied,
 * so changing a saved title never changes an issued invoice); the orders each covers; and the wish
 * for an invoice made at checkout, issued when the order is paid.
 */
export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  await db.schema
    .createTable('invoice_titles')
    .addColumn('id', idColumnType(dialect), idColumn(dialect))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title_type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('tax_number', 'text')
    .addColumn('email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .addCheckConstraint('invoice_titles_type', sql`title_type in ('personal', 'company')`)
    .addCheckConstraint('invoice_titles_tax_number', sql`(title_type = 'company') = (tax_number is not null)`)
    .execute();
  await sql`create index invoice_titles_owner on invoice_titles (user_id, updated_at desc) where deleted_at is null`.execute(
    db,
  );

  await db.schema
    .createTable('invoices')
    .addColumn('id', idColumnType(dialect), idColumn(dialect))
    .addColumn('invoice_no', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('title_type', 'text', (c) => c.notNull())
    .addColumn('buyer_name', 'text', (c) => c.notNull())
    .addColumn('buyer_tax_number', 'text')
    .addColumn('email', 'text')
    .addColumn('amount_fen', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    // The provider's serial of the issue request (Nuonuo's invoiceSerialNum), then its invoice number.
    .addColumn('provider_serial', 'text')
    .addColumn('provider_invoice_no', 'text')
    .addColumn('pdf_key', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('red_serial', 'text')
    .addColumn('red_pdf_key', 'text')
    .addColumn('reversal_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text')
    .addColumn('reversed_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('invoices_state', sql`state in ('issuing', 'issued', 'reversed', 'failed')`)
    .addCheckConstraint('invoices_amount', sql`amount_fen > 0`)
    .addCheckConstraint('invoices_title_type', sql`title_type in ('personal', 'company')`)
    .execute();
  await db.schema.createIndex('invoices_owner').on('invoices').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('invoices_queue').on('invoices').columns(['state', 'updated_at']).execute();

  await db.schema
    .createTable('invoice_orders')
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('amount_fen', 'integer', (c) => c.notNull())
    // 1 while the invoice stands (issuing, issued, failed and waiting for a retry); 0 once reversed.
    .addColumn('live', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('invoice_orders_pk', ['invoice_id', 'order_id'])
    .addCheckConstraint('invoice_orders_live', sql`live in (0, 1)`)
    .addCheckConstraint('invoice_orders_amount', sql`amount_fen > 0`)
    .execute();
  // An order is on one standing invoice at most: two issues racing for it, one wins.
  await sql`create unique index invoice_orders_once on invoice_orders (order_id) where live = 1`.execute(db);

  await db.schema
    .createTable('invoice_wishes')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('title_type', 'text', (c) => c.notNull())
    .addColumn('buyer_name', 'text', (c) => c.notNull())
    .addColumn('buyer_tax_number', 'text')
    .addColumn('email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id'))
    .execute();
};
