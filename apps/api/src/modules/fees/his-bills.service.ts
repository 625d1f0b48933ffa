import type { api, ParsedBodyOf } from '@sprout/contract';
import type { AppContext } from '../../app-context.ts';
import { inTransaction } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { writeAudit } from '../audit/audit.service.ts';
import { billViews } from './bill-view.ts';
import { findHisBill } from './bills.repository.ts';
import { billedRecord, billRecord } from './bills.service.ts';

type Push = ParsedBodyOf<typeof api.clientAuth.pushBill>;

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
      const made = await billRecord(trx, record, {
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
