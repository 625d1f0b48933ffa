import { type Kysely, sql } from 'kysely';
import { type DialectName, idColumn, idColumnType } from '../dialect.ts';

/**
 * Clinic fees (issue 15): the fee-item catalogue, bills billed to a child's clinic record (pid) with
 * their lines, and the server-to-server clients (a hospital information system) that push bills.
 * Money in fen; a HIS bill number is unique per client, so a re-push is never a second bill.
 */
export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  await db.schema
    .createTable('fee_items')
    .addColumn('id', idColumnType(dialect), idColumn(dialect))
    // The service code coupons and package cards name.
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('unit_price_fen', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('fee_items_price', sql`unit_price_fen >= 0`)
    .addCheckConstraint('fee_items_enabled', sql`enabled in (0, 1)`)
    .addCheckConstraint(
      'fee_items_category',
      sql`category in ('exam', 'lab', 'drug', 'treatment', 'registration', 'other')`,
    )
    .execute();

  await db.schema
    .createTable('api_clients')
    .addColumn('id', idColumnType(dialect), idColumn(dialect))
    // What the client sends as client_id: public, random, never reused.
    .addColumn('client_key', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('revoke_reason', 'text')
    .execute();

  await db.schema
    .createTable('api_client_tokens')
    .addColumn('id', idColumnType(dialect), idColumn(dialect))
    .addColumn('client_id', 'integer', (c) => c.notNull().references('api_clients.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('bills')
    .addColumn('id', idColumnType(dialect), idColumn(dialect))
    .addColumn('pid', 'text', (c) => c.notNull())
    .addColumn('patient_name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('total_fen', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // console (by hand, staff id) or his (pushed by an API client, with the HIS's own bill number)
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_by_staff', 'integer', (c) => c.references('staff.id'))
    .addColumn('his_client_id', 'integer', (c) => c.references('api_clients.id'))
    .addColumn('his_bill_no', 'text')
    // The order paying it now or that paid it (null while unpaid, or paid at the desk).
    .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
    // online, cash or card (the desk's POS with its reference: the bank-pay backtrack).
    .addColumn('paid_via', 'text')
    .addColumn('desk_reference', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('voided_at', 'text')
    .addColumn('void_reason', 'text')
    .addColumn('refunded_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('bills_total', sql`total_fen > 0`)
    .addCheckConstraint('bills_status', sql`status in ('unpaid', 'paying', 'paid', 'refunded', 'void')`)
    .addCheckConstraint('bills_source', sql`source in ('console', 'his')`)
    .addCheckConstraint('bills_paying_has_order', sql`status <> 'paying' or order_id is not null`)
    .addCheckConstraint('bills_paid_via', sql`paid_via is null or paid_via in ('online', 'cash', 'card')`)
    .execute();
  await sql`create unique index bills_his_no on bills (his_client_id, his_bill_no)`.execute(db);
  await sql`create index bills_pid_status on bills (pid, status)`.execute(db);
  await sql`create index bills_order on bills (order_id)`.execute(db);

  await db.schema
    .createTable('bill_lines')
    .addColumn('id', idColumnType(dialect), idColumn(dialect))
    .addColumn('bill_id', 'integer', (c) => c.notNull().references('bills.id'))
    .addColumn('item_code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price_fen', 'integer', (c) => c.notNull())
    .addColumn('amount_fen', 'integer', (c) => c.notNull())
    .addCheckConstraint(
      'bill_lines_amount',
      sql`quantity > 0 and unit_price_fen >= 0 and amount_fen = quantity * unit_price_fen`,
    )
    .execute();
  await sql`create index bill_lines_bill on bill_lines (bill_id)`.execute(db);
};
