import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { countAll, nowIso, toCount } from '../../db/dialect.ts';
import type {
  MallExchangeStatus,
  MallExchangesTable,
  MallGoodsTable,
  MallStockKind,
} from '../../db/schema-value-goods.ts';

type GoodsColumns = Pick<MallGoodsTable, 'name' | 'description' | 'points_price' | 'pictures' | 'enabled'>;

const page = (pageNum: number, pageSize: number) => ({ limit: pageSize, offset: (pageNum - 1) * pageSize });

export const pageGoods = async (db: Db, onlyEnabled: boolean, pageNum: number, pageSize: number) => {
  let q = db.kysely.selectFrom('mall_goods');
  if (onlyEnabled) q = q.where('enabled', '=', 1);
  const { limit, offset } = page(pageNum, pageSize);
  const rows = await q.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();
  const total = await q.select(countAll()).executeTakeFirst();
  return { rows, total: toCount(total?.count) };
};

export const findGoods = (db: Db, id: number) =>
  db.kysely.selectFrom('mall_goods').selectAll().where('id', '=', id).executeTakeFirst();

export const insertGoods = (trx: Db, g: GoodsColumns) =>
  trx.kysely
    .insertInto('mall_goods')
    .values({ ...g, stock: 0, created_at: nowIso(), updated_at: nowIso() })
    .returningAll()
    .executeTakeFirstOrThrow();

export const updateGoods = (trx: Db, id: number, g: GoodsColumns) =>
  trx.kysely
    .updateTable('mall_goods')
    .set({ ...g, updated_at: nowIso() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();

/**
 * Moves the stock by `delta` only when it stays at 0 or more: the guard (R8) under which 20 exchanges
 * of the last item leave exactly one winner, with the CHECK behind it. Undefined when it would not.
 */
export const moveStock = (trx: Db, goodsId: number, delta: number) =>
  trx.kysely
    .updateTable('mall_goods')
    .set({ stock: sql<number>`stock + ${delta}`, updated_at: nowIso() })
    .where('id', '=', goodsId)
    .where('stock', '>=', -delta)
    .returningAll()
    .executeTakeFirst();

/** One entry of the stock ledger; undefined when one with the same ref is there already. */
export const insertStockEntry = (
  trx: Db,
  e: {
    goods_id: number;
    delta: number;
    kind: MallStockKind;
    ref: string;
    staff_id: number | null;
    reason: string;
  },
) =>
  trx.kysely
    .insertInto('mall_stock_entries')
    .values({ ...e, created_at: nowIso() })
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();

/** Goods whose stock differs from the sum of their entries (the reconciliation; none in a sound ledger). */
export const goodsOffLedger = (db: Db) =>
  db.kysely
    .selectFrom('mall_goods as g')
    .leftJoin('mall_stock_entries as e', 'e.goods_id', 'g.id')
    .select(['g.id', 'g.stock', sql<number | string | null>`sum(e.delta)`.as('sum')])
    .groupBy(['g.id', 'g.stock'])
    .having(sql<boolean>`coalesce(sum(e.delta), 0) <> g.stock`)
    .execute();

export const insertExchange = (
  trx: Db,
  e: Omit<
    MallExchangesTable,
    | 'id'
    | 'status'
    | 'carrier'
    | 'tracking_no'
    | 'shipped_at'
    | 'delivered_at'
    | 'cancelled_at'
    | 'cancel_reason'
    | 'created_at'
    | 'updated_at'
  >,
) =>
  trx.kysely
    .insertInto('mall_exchanges')
    .values({
      ...e,
      status: 'waiting',
      carrier: null,
      tracking_no: null,
      shipped_at: null,
      delivered_at: null,
      cancelled_at: null,
      cancel_reason: null,
      created_at: nowIso(),
      updated_at: nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();

/** An exchange with its goods' first picture and the parent's phone (display columns). */
const exchangeView = (db: Db) =>
  db.kysely
    .selectFrom('mall_exchanges as x')
    .innerJoin('mall_goods as g', 'g.id', 'x.goods_id')
    .innerJoin('users as u', 'u.id', 'x.user_id')
    .selectAll('x')
    .select(['g.pictures', 'u.phone as parent_phone']);

export type ExchangeViewRow = NonNullable<Awaited<ReturnType<typeof findExchangeView>>>;

export const findExchangeView = (db: Db, id: number) =>
  exchangeView(db).where('x.id', '=', id).executeTakeFirst();

export const findOwnExchangeView = (db: Db, userId: number, id: number) =>
  exchangeView(db).where('x.id', '=', id).where('x.user_id', '=', userId).executeTakeFirst();

export const pageExchangeViews = async (
  db: Db,
  f: { userId?: number; status?: MallExchangeStatus | undefined; pageNum: number; pageSize: number },
) => {
  let q = exchangeView(db);
  if (f.userId !== undefined) q = q.where('x.user_id', '=', f.userId);
  if (f.status !== undefined) q = q.where('x.status', '=', f.status);
  const { limit, offset } = page(f.pageNum, f.pageSize);
  const rows = await q.orderBy('x.id', 'desc').limit(limit).offset(offset).execute();
  const total = await q.clearSelect().select(countAll()).executeTakeFirst();
  return { rows, total: toCount(total?.count) };
};

/** Moves an exchange from `from` to `to` with its columns, once: undefined when it was not in `from`. */
export const moveExchange = (
  trx: Db,
  id: number,
  from: MallExchangeStatus,
  to: MallExchangeStatus,
  changes: Partial<
    Pick<
      MallExchangesTable,
      'carrier' | 'tracking_no' | 'shipped_at' | 'delivered_at' | 'cancelled_at' | 'cancel_reason'
    >
  > = {},
) =>
  trx.kysely
    .updateTable('mall_exchanges')
    .set({ ...changes, status: to, updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', from)
    .returningAll()
    .executeTakeFirst();

/** An account merge (accounts/account-merge.ts): the parent's exchanges follow them (addresses were copied in). */
export const moveExchangesToAccount = async (
  trx: Db,
  fromUserId: number,
  intoUserId: number,
): Promise<void> => {
  await trx.kysely
    .updateTable('mall_exchanges')
    .set({ user_id: intoUserId })
    .where('user_id', '=', fromUserId)
    .execute();
};
