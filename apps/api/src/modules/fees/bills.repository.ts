import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { countAll, nowIso, toCount } from '../../db/dialect.ts';
import type { BillLinesTable, BillStatus, BillsTable } from '../../db/schema-fees.ts';

export type BillRow = Selectable<BillsTable>;
export type BillLineRow = Selectable<BillLinesTable>;
/** A bill with the number of the order that pays it (joined read-only for display). */
export type BillWithOrder = BillRow & { order_no: string | null };

const withOrder = (db: Db) =>
  db.kysely
    .selectFrom('bills as b')
    .leftJoin('orders as o', 'o.id', 'b.order_id')
    .selectAll('b')
    .select('o.order_no as order_no');

export const insertBill = async (
  trx: Db,
  bill: Omit<Insertable<BillsTable>, 'status' | 'created_at' | 'updated_at'>,
  lines: readonly Omit<Insertable<BillLinesTable>, 'bill_id'>[],
) => {
  const row = await trx.kysely
    .insertInto('bills')
    .values({ ...bill, status: 'unpaid', created_at: nowIso(), updated_at: nowIso() })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx.kysely
    .insertInto('bill_lines')
    .values(lines.map((l) => ({ ...l, bill_id: row.id })))
    .execute();
  return row;
};

export const findBill = (db: Db, id: number): Promise<BillWithOrder | undefined> =>
  withOrder(db).where('b.id', '=', id).executeTakeFirst();

export const findBillsByIds = (db: Db, ids: readonly number[]): Promise<BillWithOrder[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : withOrder(db)
        .where('b.id', 'in', [...ids])
        .orderBy('b.id')
        .execute();

export const findHisBill = (db: Db, clientId: number, hisBillNo: string) =>
  withOrder(db)
    .where('b.his_client_id', '=', clientId)
    .where('b.his_bill_no', '=', hisBillNo)
    .executeTakeFirst();

/**
 * A HIS client's own bills changed after the cursor (updated_at, then id), changed no later than
 * `until`, oldest change first: the keyset the HIS pages through.
 */
export const hisBillsChanged = (
  db: Db,
  clientId: number,
  cursor: { changedSince: string; afterBillId: number },
  until: string,
  limit: number,
): Promise<BillWithOrder[]> =>
  withOrder(db)
    .where('b.his_client_id', '=', clientId)
    .where((eb) =>
      eb.or([
        eb('b.updated_at', '>', cursor.changedSince),
        eb.and([eb('b.updated_at', '=', cursor.changedSince), eb('b.id', '>', cursor.afterBillId)]),
      ]),
    )
    .where('b.updated_at', '<=', until)
    .orderBy('b.updated_at')
    .orderBy('b.id')
    .limit(limit)
    .execute();

/** Bills of these clinic records in these states, newest first. */
export const listBillsOfPids = (
  db: Db,
  pids: readonly string[],
  statuses: readonly BillStatus[],
): Promise<BillWithOrder[]> =>
  pids.length === 0
    ? Promise.resolve([])
    : withOrder(db)
        .where('b.pid', 'in', [...pids])
        .where('b.status', 'in', [...statuses])
        .orderBy('b.created_at', 'desc')
        .orderBy('b.id', 'desc')
        .execute();

export const pageBills = async (
  db: Db,
  by: { pid?: string | undefined; status?: BillStatus | undefined },
  pageNum: number,
  pageSize: number,
) => {
  let q = withOrder(db);
  let c = db.kysely.selectFrom('bills as b').select(countAll());
  if (by.pid !== undefined) {
    q = q.where('b.pid', '=', by.pid);
    c = c.where('b.pid', '=', by.pid);
  }
  if (by.status !== undefined) {
    q = q.where('b.status', '=', by.status);
    c = c.where('b.status', '=', by.status);
  }
  const [rows, count] = await Promise.all([
    q
      .orderBy('b.id', 'desc')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute(),
    c.executeTakeFirst(),
  ]);
  return { rows, total: toCount(count?.count) };
};

export const billsOfOrder = (db: Db, orderId: number): Promise<BillWithOrder[]> =>
  withOrder(db).where('b.order_id', '=', orderId).orderBy('b.id').execute();

export const linesOfBills = (db: Db, billIds: readonly number[]): Promise<BillLineRow[]> =>
  billIds.length === 0
    ? Promise.resolve([])
    : db.kysely
        .selectFrom('bill_lines')
        .selectAll()
        .where('bill_id', 'in', [...billIds])
        .orderBy('id')
        .execute();

/**
 * Moves bills from one state to another with one conditional update; returns how many moved. The
 * caller compares with how many it asked for: fewer means another request moved one first (R8).
 */
export const moveBills = async (
  trx: Db,
  ids: readonly number[],
  from: BillStatus,
  changes: Partial<Omit<BillRow, 'id' | 'created_at'>> & { status: BillStatus },
): Promise<number> => {
  const r = await trx.kysely
    .updateTable('bills')
    .set({ ...changes, updated_at: nowIso() })
    .where('id', 'in', [...ids])
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
};

/** Moves the bills an order holds in state `from`; returns how many. */
export const moveBillsOfOrder = async (
  trx: Db,
  orderId: number,
  from: BillStatus,
  changes: Partial<Omit<BillRow, 'id' | 'created_at'>> & { status: BillStatus },
): Promise<number> => {
  const r = await trx.kysely
    .updateTable('bills')
    .set({ ...changes, updated_at: nowIso() })
    .where('order_id', '=', orderId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
};
