import type { api, ParsedBodyOf, ParsedQueryOf } from '@sprout/contract';
import type { AppContext } from '../../app-context.ts';
import { inTransaction } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { writeAudit } from '../audit/audit.service.ts';
import { billViews } from './bill-view.ts';
import { findHisBill, hisBillsChanged } from './bills.repository.ts';
import { billedRecord, billRecord } from './bills.service.ts';

type Push = ParsedBodyOf<typeof api.clientAuth.pushBill>;
type ChangesQuery = ParsedQueryOf<typeof api.clientAuth.billChanges>;

/** Changes younger than this are left for the next read: a transaction still open may write one older. */
export const HIS_CHANGES_SETTLE_MS = 10_000;
const DEFAULT_CHANGES_PAGE = 50;
const BEGINNING = '1970-01-01T00:00:00.000Z';

const existing = async (ctx: AppContext, clientId: number, hisBillNo: string) => {
  const bill = await findHisBill(ctx.db, clientId, hisBillNo);
  if (!bill) return null;
  const [view] = await billViews(ctx.db, [bill]);
  return view ? { ...view, created: false } : null;
};

/**
 * A HIS pushes a bill. Its own bill number is unique per client: a re-push (a retry after a lost
 * answer, or two at once) answers the bill already made, never a second one.
 */
export const pushHisBill = async (ctx: AppContext, client: { clientId: number }, input: Push) => {
  const earlier = await existing(ctx, client.clientId, input.hisBillNo);
  if (earlier) return earlier;
  const record = await billedRecord(ctx, input.pid);
  try {
    const bill = await inTransaction(ctx.db, async (trx) => {
      const made = await billRecord(ctx, trx, record, {
        pid: input.pid,
        title: input.title,
        lines: input.lines,
        source: 'his',
        his: { clientId: client.clientId, billNo: input.hisBillNo },
      });
      await writeAudit(trx, {
        actorType: 'system',
        actorId: null,
        action: 'fees.bill.push',
        subjectType: 'bill',
        subjectId: String(made.id),
        detail: { clientId: client.clientId, hisBillNo: input.hisBillNo, totalFen: made.total_fen },
      });
      return made;
    });
    const [view] = await billViews(ctx.db, [{ ...bill, order_no: null }]);
    if (!view) throw new Error('bill vanished');
    return { ...view, created: true };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const raced = await existing(ctx, client.clientId, input.hisBillNo);
    if (!raced) throw err;
    return raced;
  }
};

/**
 * What became of the bills this HIS pushed (paid in the app or at the desk, refunded, voided): the
 * bills changed after the cursor, oldest change first. The HIS keeps `next` and reads again from it;
 * a bill that changes again comes again with its new state. Changes of the last few seconds wait
 * for the next read, so a slow transaction cannot slip in behind the cursor.
 */
export const hisBillChanges = async (
  ctx: AppContext,
  client: { clientId: number },
  query: ChangesQuery,
  now = new Date(),
) => {
  const cursor = {
    changedSince: query.changedSince ? new Date(query.changedSince).toISOString() : BEGINNING,
    afterBillId: query.afterBillId ?? 0,
  };
  const until = new Date(now.getTime() - HIS_CHANGES_SETTLE_MS).toISOString();
  const rows = await hisBillsChanged(
    ctx.db,
    client.clientId,
    cursor,
    until,
    query.limit ?? DEFAULT_CHANGES_PAGE,
  );
  const last = rows.at(-1);
  return {
    list: rows.map((b) => ({
      billId: b.id,
      hisBillNo: b.his_bill_no ?? '',
      pid: b.pid,
      status: b.status,
      totalFen: b.total_fen,
      paidVia: b.paid_via,
      paidAt: b.paid_at,
      orderNo: b.status === 'paid' || b.status === 'refunded' ? b.order_no : null,
      refundedAt: b.refunded_at,
      voidedAt: b.voided_at,
      changedAt: b.updated_at,
    })),
    next: last ? { changedSince: last.updated_at, afterBillId: last.id } : cursor,
  };
};
