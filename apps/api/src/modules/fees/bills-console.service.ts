import { api, type ParsedBodyOf, type ParsedQueryOf } from '@sprout/contract';
import type { AppContext } from '../../app-context.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import { conflict, invalidInput, notFound } from '../../http/app-error.ts';
import { writeAudit } from '../audit/audit.service.ts';
import { searchBabiesForStaff } from '../babies/staff-lookup.service.ts';
import type { StaffPrincipal } from '../sessions/sessions.types.ts';
import { oncePerKey } from '../value/once-per-key.service.ts';
import { tellPaidAtDesk } from './bill-notices.ts';
import { billViews } from './bill-view.ts';
import { findBill, moveBills, pageBills } from './bills.repository.ts';
import { billedRecord, billRecord } from './bills.service.ts';

const maskPhone = (p: string | null) => (p ? `${p.slice(0, 3)}****${p.slice(7)}` : '');

/** 找就诊人: by record number, or the guardian's phone (babies linked to a record only). */
export const findFeePatients = async (
  ctx: AppContext,
  q: ParsedQueryOf<typeof api.feesConsole.feePatients>,
) => {
  if (q.pid === undefined && q.phone === undefined)
    throw invalidInput({ pid: '请输入就诊档案号或家长手机号' });
  const pids = new Set<string>();
  if (q.pid !== undefined) pids.add(q.pid);
  if (q.phone !== undefined)
    for (const b of await searchBabiesForStaff(ctx.db, { phone: q.phone })) if (b.pid) pids.add(b.pid);
  const list = [];
  for (const pid of pids) {
    const r = await ctx.his.getRecord(pid);
    if (r) list.push({ ...r, guardianPhone: maskPhone(r.guardianPhone) });
  }
  return { list };
};

export const pageConsoleBills = async (ctx: AppContext, q: ParsedQueryOf<typeof api.feesConsole.bills>) => {
  const { rows, total } = await pageBills(ctx.db, { pid: q.pid, status: q.status }, q.pageNum, q.pageSize);
  return { list: await billViews(ctx.db, rows), total, pageNum: q.pageNum, pageSize: q.pageSize };
};

const viewOf = async (db: Db, billId: number) => {
  const bill = await findBill(db, billId);
  if (!bill) throw notFound('账单不存在');
  const [view] = await billViews(db, [bill]);
  if (!view) throw notFound('账单不存在');
  return view;
};

const audit = (
  db: Db,
  staff: StaffPrincipal,
  action: string,
  billId: number,
  detail: Record<string, unknown>,
) =>
  writeAudit(db, {
    actorType: 'staff',
    actorId: staff.staffId,
    action,
    subjectType: 'bill',
    subjectId: String(billId),
    detail,
  });

/**
 * 开账单 by hand: items and prices from the catalogue only. Once per request key (R16): a family must
 * pay what it is billed, so a form sent twice (a double click, a retry after a lost answer) bills once
 * and answers the same bill.
 */
export const createConsoleBill = async (
  ctx: AppContext,
  staff: StaffPrincipal,
  input: ParsedBodyOf<typeof api.feesConsole.createBill>,
) => {
  const { requestKey, ...details } = input;
  const record = await billedRecord(ctx, details.pid);
  return oncePerKey(
    ctx.db,
    { caller: `staff:${staff.staffId}`, scope: 'fees.bill.create', key: requestKey, body: details },
    api.feesConsole.createBill.response,
    async (trx) => {
      const bill = await billRecord(ctx, trx, record, {
        ...details,
        source: 'console',
        staffId: staff.staffId,
      });
      await audit(trx, staff, 'fees.bill.create', bill.id, { pid: bill.pid, totalFen: bill.total_fen });
      return viewOf(trx, bill.id);
    },
  );
};

/** 作废: only an unpaid bill, with the reason kept on the bill and in the audit row. */
export const voidBill = (
  ctx: AppContext,
  staff: StaffPrincipal,
  input: ParsedBodyOf<typeof api.feesConsole.voidBill>,
) =>
  inTransaction(ctx.db, async (trx) => {
    await viewOf(trx, input.billId);
    const moved = await moveBills(trx, [input.billId], 'unpaid', {
      status: 'void',
      voided_at: nowIso(),
      void_reason: input.reason,
    });
    if (moved !== 1) throw conflict('只能作废待缴费的账单');
    await audit(trx, staff, 'fees.bill.void', input.billId, { reason: input.reason });
    return viewOf(trx, input.billId);
  });

/**
 * 核销: the bill was paid at the desk, in cash or by bank card (the POS reference is the bank-pay
 * backtrack). Once per request key; a bill being paid online or already paid is refused.
 */
export const writeOffBill = (
  ctx: AppContext,
  staff: StaffPrincipal,
  input: ParsedBodyOf<typeof api.feesConsole.writeOffBill>,
) => {
  const { requestKey, ...details } = input;
  if (details.method === 'card' && !details.posReference)
    throw invalidInput({ posReference: '银行卡收款请填写 POS 参考号' });
  return oncePerKey(
    ctx.db,
    { caller: `staff:${staff.staffId}`, scope: 'fees.writeOff', key: requestKey, body: details },
    api.feesConsole.writeOffBill.response,
    async (trx) => {
      await viewOf(trx, details.billId);
      const moved = await moveBills(trx, [details.billId], 'unpaid', {
        status: 'paid',
        paid_via: details.method,
        desk_reference: details.posReference ?? null,
        paid_at: nowIso(),
      });
      if (moved !== 1) throw conflict('账单不是待缴费状态，无法核销');
      const bill = await findBill(trx, details.billId);
      if (bill) await tellPaidAtDesk(trx, bill);
      await audit(trx, staff, 'fees.bill.writeOff', details.billId, {
        method: details.method,
        posReference: details.posReference ?? null,
        note: details.note ?? null,
      });
      return viewOf(trx, details.billId);
    },
  );
};
