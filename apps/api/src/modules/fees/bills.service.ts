import { FEE_CATEGORY_LABELS, lineAmountFen } from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import type { PatientRecord } from '../../providers/his/his-provider.ts';
import type { Db } from '../../db/database.ts';
import { invalidInput, notFound } from '../../http/app-error.ts';
import { findFeeItemsByCode } from './fee-items.repository.ts';
import { noticeBillDue } from './bill-notices.ts';
import { insertBill } from './bills.repository.ts';

/** One line as billed: an item of the catalogue, how many, and (from a HIS only) its own unit price. */
export interface BilledLine {
  itemCode: string;
  quantity: number;
  unitPriceFen?: number | undefined;
}

export interface NewBill {
  pid: string;
  title?: string | undefined;
  lines: readonly BilledLine[];
  source: 'console' | 'his';
  staffId?: number;
  his?: { clientId: number; billNo: string };
}

/**
 * The lines priced from the catalogue: the name and category are always the catalogue's (coupons and
 * member discounts name them); the unit price is the catalogue's unless a HIS bills its own (a drug's
 * price is the HIS's). An unknown or switched-off item is refused with the line named.
 */
const pricedLines = async (db: Db, lines: readonly BilledLine[]) => {
  const items = await findFeeItemsByCode(
    db,
    lines.map((l) => l.itemCode),
  );
  return lines.map((l, i) => {
    const item = items.find((x) => x.code === l.itemCode);
    if (item?.enabled !== 1)
      throw invalidInput({ [`lines.${i}.itemCode`]: `收费项目 ${l.itemCode} 不存在或已停用` });
    const unit = l.unitPriceFen ?? item.unit_price_fen;
    return {
      item_code: item.code,
      name: item.name,
      category: item.category,
      quantity: l.quantity,
      unit_price_fen: unit,
      amount_fen: lineAmountFen(l.quantity, unit),
    };
  });
};

/**
 * The clinic record a bill names, from the clinic's records (the HIS provider), or 4004 with the pid.
 * Read before the bill's transaction: the provider reads on its own connection.
 */
export const billedRecord = async (ctx: AppContext, pid: string): Promise<PatientRecord> => {
  const record = await ctx.his.getRecord(pid);
  if (!record) throw notFound(`就诊档案 ${pid} 不存在，请核对档案号`);
  return record;
};

/**
 * Bills a child's clinic record in the caller's transaction; the bill carries the record's name, and its
 * guardians are told (待缴费) with it.
 */
export const billRecord = async (ctx: AppContext, trx: Db, record: PatientRecord, bill: NewBill) => {
  const lines = await pricedLines(trx, bill.lines);
  const total = lines.reduce((a, l) => a + l.amount_fen, 0);
  if (total <= 0) throw invalidInput({ lines: '账单金额须大于0' });
  const firstCategory = lines[0]?.category ?? 'other';
  const title =
    bill.title ??
    (lines.length === 1
      ? (lines[0]?.name ?? '门诊费用')
      : `${FEE_CATEGORY_LABELS[firstCategory]}等${lines.length}项`);
  const made = await insertBill(
    trx,
    {
      pid: bill.pid,
      patient_name: record.name,
      title,
      total_fen: total,
      source: bill.source,
      created_by_staff: bill.staffId ?? null,
      his_client_id: bill.his?.clientId ?? null,
      his_bill_no: bill.his?.billNo ?? null,
      order_id: null,
      paid_via: null,
      desk_reference: null,
      paid_at: null,
      voided_at: null,
      void_reason: null,
      refunded_at: null,
    },
    lines,
  );
  await noticeBillDue(ctx, trx, made);
  return made;
};
