import type { BillLine } from '@sprout/domain';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import { findOwnedBaby, ownedBabyIds } from '../babies/owned-babies.service.ts';
import type { ParentPrincipal } from '../sessions/sessions.types.ts';
import { type BillLineRow, type BillWithOrder, findBillsByIds, linesOfBills } from './bills.repository.ts';

type Parent = Pick<ParentPrincipal, 'userId'>;

/** The clinic records (pid) of the parent's live babies, each with the baby that holds it. */
export const familyRecords = async (db: Db, parent: Parent): Promise<Map<string, number>> => {
  const records = new Map<string, number>();
  for (const babyId of await ownedBabyIds(db, parent)) {
    const baby = await findOwnedBaby(db, parent, babyId);
    if (baby?.pid && !records.has(baby.pid)) records.set(baby.pid, baby.id);
  }
  return records;
};

export const NO_BILL = '账单不存在';

/**
 * The parent's bills by id, in the order asked, with their lines: a bill of a record no baby of theirs
 * holds reads as absent (4004), as another family's record does (R1).
 */
export const familyBills = async (db: Db, parent: Parent, billIds: readonly number[]) => {
  const records = await familyRecords(db, parent);
  const rows = await findBillsByIds(db, billIds);
  const bills = billIds.map((id) => {
    const bill = rows.find((b) => b.id === id);
    if (!bill || !records.has(bill.pid)) throw notFound(NO_BILL);
    return bill;
  });
  const lines = await linesOfBills(db, billIds);
  return { bills, lines, records };
};

/** The bills' lines as checkout reads them: each line names its item (the service code) and its child. */
export const checkoutLines = (
  bills: readonly BillWithOrder[],
  lines: readonly BillLineRow[],
  records: ReadonlyMap<string, number>,
): BillLine[] =>
  lines.map((l) => {
    const bill = bills.find((b) => b.id === l.bill_id);
    return {
      lineId: String(l.id),
      serviceCode: l.item_code,
      category: l.category,
      amountFen: l.amount_fen,
      babyId: bill ? (records.get(bill.pid) ?? null) : null,
    };
  });
