import type { BillView } from '@sprout/contract';
import { BILL_STATUS_LABELS, FEE_CATEGORY_LABELS } from '@sprout/domain';
import type { Db } from '../../db/database.ts';
import { type BillLineRow, type BillWithOrder, linesOfBills } from './bills.repository.ts';

export const toBillView = (b: BillWithOrder, lines: readonly BillLineRow[]): BillView => ({
  billId: b.id,
  pid: b.pid,
  patientName: b.patient_name,
  title: b.title,
  totalFen: b.total_fen,
  status: b.status,
  statusLabel: BILL_STATUS_LABELS[b.status],
  source: b.source,
  hisBillNo: b.his_bill_no,
  orderNo: b.order_no,
  paidVia: b.paid_via,
  paidAt: b.paid_at,
  createdAt: b.created_at,
  lines: lines
    .filter((l) => l.bill_id === b.id)
    .map((l) => ({
      itemCode: l.item_code,
      name: l.name,
      category: l.category,
      categoryLabel: FEE_CATEGORY_LABELS[l.category],
      quantity: l.quantity,
      unitPriceFen: l.unit_price_fen,
      amountFen: l.amount_fen,
    })),
});

/** The views of these bills, their lines read in one query. */
export const billViews = async (db: Db, bills: readonly BillWithOrder[]): Promise<BillView[]> => {
  const lines = await linesOfBills(
    db,
    bills.map((b) => b.id),
  );
  return bills.map((b) => toBillView(b, lines));
};
