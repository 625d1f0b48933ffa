import type { Selectable } from 'kysely';
import { countAll, nowIso, toCount } from '../../db/dialect.ts';
import type { Db } from '../../db/database.ts';
import type { InvoicesTable, InvoiceTitlesTable, InvoiceWishesTable } from '../../db/schema.ts';

/** The only SQL on invoice_titles, invoices, invoice_orders and invoice_wishes. */
export type InvoiceRow = Selectable<InvoicesTable>;
export type InvoiceTitleRow = Selectable<InvoiceTitlesTable>;
export type InvoiceWishRow = Selectable<InvoiceWishesTable>;

export interface Buyer {
  titleType: 'personal' | 'company';
  name: string;
  taxNumber: string | null;
  email: string | null;
}

// --- saved titles ---

export const listOwnTitles = (db: Db, userId: number) =>
  db.kysely
    .selectFrom('invoice_titles')
    .selectAll()
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

export const insertTitle = (trx: Db, userId: number, b: Buyer) => {
  const now = nowIso();
  return trx.kysely
    .insertInto('invoice_titles')
    .values({
      user_id: userId,
      title_type: b.titleType,
      name: b.name,
      tax_number: b.taxNumber,
      email: b.email,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
};

export const updateOwnTitle = (trx: Db, userId: number, id: number, b: Buyer) =>
  trx.kysely
    .updateTable('invoice_titles')
    .set({
      title_type: b.titleType,
      name: b.name,
      tax_number: b.taxNumber,
      email: b.email,
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();

export const deleteOwnTitle = async (trx: Db, userId: number, id: number): Promise<boolean> => {
  const row = await trx.kysely
    .updateTable('invoice_titles')
    .set({ deleted_at: nowIso() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
};

/** The same title saved already (issuing with "save" twice keeps one). */
export const findSameTitle = (db: Db, userId: number, b: Buyer) =>
  db.kysely
    .selectFrom('invoice_titles')
    .select('id')
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .where('title_type', '=', b.titleType)
    .where('name', '=', b.name)
    .executeTakeFirst();

// --- invoices ---

export interface NewInvoice {
  invoiceNo: string;
  userId: number;
  buyer: Buyer;
  amountFen: number;
  provider: string;
  orders: { orderId: number; amountFen: number }[];
}

/**
 * Writes the invoice and the orders it covers. The partial unique index on invoice_orders (one live
 * invoice per order) is what refuses an order invoiced twice, even by two requests at once.
 */
export const insertInvoice = async (trx: Db, n: NewInvoice): Promise<InvoiceRow> => {
  const now = nowIso();
  const row = await trx.kysely
    .insertInto('invoices')
    .values({
      invoice_no: n.invoiceNo,
      user_id: n.userId,
      title_type: n.buyer.titleType,
      buyer_name: n.buyer.name,
      buyer_tax_number: n.buyer.taxNumber,
      email: n.buyer.email,
      amount_fen: n.amountFen,
      state: 'issuing',
      provider: n.provider,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx.kysely
    .insertInto('invoice_orders')
    .values(
      n.orders.map((o) => ({ invoice_id: row.id, order_id: o.orderId, amount_fen: o.amountFen, live: 1 })),
    )
    .execute();
  return row;
};

export const findInvoice = (db: Db, id: number) =>
  db.kysely.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();

export const findOwnInvoice = (db: Db, userId: number, id: number) =>
  db.kysely
    .selectFrom('invoices')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();

export const pageOwnInvoices = async (db: Db, userId: number, pageNum: number, pageSize: number) => {
  const [rows, count] = await Promise.all([
    db.kysely
      .selectFrom('invoices')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute(),
    db.kysely.selectFrom('invoices').select(countAll()).where('user_id', '=', userId).executeTakeFirst(),
  ]);
  return { rows, total: toCount(count?.count) };
};

export const pageQueue = async (
  db: Db,
  state: InvoiceRow['state'] | undefined,
  pageNum: number,
  pageSize: number,
) => {
  let rows = db.kysely.selectFrom('invoices').selectAll();
  let count = db.kysely.selectFrom('invoices').select(countAll());
  if (state) {
    rows = rows.where('state', '=', state);
    count = count.where('state', '=', state);
  }
  const [list, total] = await Promise.all([
    rows
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute(),
    count.executeTakeFirst(),
  ]);
  return { rows: list, total: toCount(total?.count) };
};

/** The orders of these invoices, with the amount each was invoiced for. */
export const ordersOfInvoices = (db: Db, invoiceIds: readonly number[]) =>
  invoiceIds.length === 0
    ? Promise.resolve([])
    : db.kysely
        .selectFrom('invoice_orders')
        .select(['invoice_id', 'order_id', 'amount_fen', 'live'])
        .where('invoice_id', 'in', invoiceIds)
        .orderBy('order_id')
        .execute();

/** Which of these orders a standing invoice covers already. */
export const liveInvoicedOrderIds = async (db: Db, orderIds: readonly number[]): Promise<Set<number>> => {
  if (orderIds.length === 0) return new Set();
  const rows = await db.kysely
    .selectFrom('invoice_orders')
    .select('order_id')
    .where('order_id', 'in', orderIds)
    .where('live', '=', 1)
    .execute();
  return new Set(rows.map((r) => r.order_id));
};

/** The standing invoice of an order, if any. */
export const liveInvoiceOfOrder = (db: Db, orderId: number) =>
  db.kysely
    .selectFrom('invoice_orders')
    .select('invoice_id')
    .where('order_id', '=', orderId)
    .where('live', '=', 1)
    .executeTakeFirst();

type InvoiceChange = Partial<
  Pick<
    InvoiceRow,
    | 'state'
    | 'provider_serial'
    | 'provider_invoice_no'
    | 'pdf_key'
    | 'failure_reason'
    | 'red_serial'
    | 'red_pdf_key'
    | 'reversal_reason'
    | 'issued_at'
    | 'reversed_at'
  >
>;

/** Changes an invoice only while it is in one of `from`: a second job or request finds it moved. */
export const updateInvoice = (
  trx: Db,
  id: number,
  from: readonly InvoiceRow['state'][],
  change: InvoiceChange,
) =>
  trx.kysely
    .updateTable('invoices')
    .set({ ...change, updated_at: nowIso() })
    .where('id', '=', id)
    .where('state', 'in', from)
    .returningAll()
    .executeTakeFirst();

/** Frees the orders of an invoice that no longer stands (reversed, or never issued and given up). */
export const releaseOrders = (trx: Db, invoiceId: number) =>
  trx.kysely.updateTable('invoice_orders').set({ live: 0 }).where('invoice_id', '=', invoiceId).execute();

// --- wishes made at checkout ---

export const upsertWish = (trx: Db, orderId: number, userId: number, b: Buyer) =>
  trx.kysely
    .insertInto('invoice_wishes')
    .values({
      order_id: orderId,
      user_id: userId,
      title_type: b.titleType,
      buyer_name: b.name,
      buyer_tax_number: b.taxNumber,
      email: b.email,
      created_at: nowIso(),
      invoice_id: null,
    })
    .onConflict((oc) =>
      oc.column('order_id').doUpdateSet({
        title_type: b.titleType,
        buyer_name: b.name,
        buyer_tax_number: b.taxNumber,
        email: b.email,
      }),
    )
    .execute();

export const findOpenWish = (db: Db, orderId: number) =>
  db.kysely
    .selectFrom('invoice_wishes')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('invoice_id', 'is', null)
    .executeTakeFirst();

export const markWishIssued = (trx: Db, orderId: number, invoiceId: number) =>
  trx.kysely
    .updateTable('invoice_wishes')
    .set({ invoice_id: invoiceId })
    .where('order_id', '=', orderId)
    .execute();

/** An account merge (accounts/account-merge.ts): invoice titles, invoices and the wishes of unpaid orders follow the parent. */
export const moveInvoicesToAccount = async (
  trx: Db,
  fromUserId: number,
  intoUserId: number,
): Promise<void> => {
  await trx.kysely
    .updateTable('invoice_titles')
    .set({ user_id: intoUserId })
    .where('user_id', '=', fromUserId)
    .execute();
  await trx.kysely
    .updateTable('invoices')
    .set({ user_id: intoUserId })
    .where('user_id', '=', fromUserId)
    .execute();
  await trx.kysely
    .updateTable('invoice_wishes')
    .set({ user_id: intoUserId })
    .where('user_id', '=', fromUserId)
    .execute();
};
