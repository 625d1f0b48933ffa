import type { BillView } from '@sprout/contract';

export interface ChildBills {
  pid: string;
  patientName: string;
  bills: BillView[];
}

/** Bills grouped by child (clinic record), children in the order their first bill comes. */
export const groupByChild = (bills: readonly BillView[]): ChildBills[] => {
  const groups = new Map<string, ChildBills>();
  for (const bill of bills) {
    const group = groups.get(bill.pid) ?? { pid: bill.pid, patientName: bill.patientName, bills: [] };
    group.bills.push(bill);
    groups.set(bill.pid, group);
  }
  return [...groups.values()];
};

/** Toggles a bill in the selection; only unpaid bills can be chosen. */
export const toggleBill = (
  selected: readonly number[],
  bill: Pick<BillView, 'billId' | 'status'>,
): number[] => {
  if (bill.status !== 'unpaid') return [...selected];
  return selected.includes(bill.billId)
    ? selected.filter((id) => id !== bill.billId)
    : [...selected, bill.billId];
};

/** Drops chosen ids that are no longer unpaid bills (paid elsewhere, voided, being paid). */
export const keepPayable = (selected: readonly number[], bills: readonly BillView[]): number[] =>
  selected.filter((id) => bills.some((b) => b.billId === id && b.status === 'unpaid'));
