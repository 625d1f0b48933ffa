import type { BillView } from '@sprout/contract';
import { describe, expect, it } from 'vitest';
import { groupByChild, keepPayable, toggleBill } from './group-bills.ts';

const bill = (billId: number, pid: string, status: BillView['status'] = 'unpaid'): BillView => ({
  billId,
  pid,
  patientName: `宝宝${pid}`,
  title: '血常规',
  totalFen: 3500,
  status,
  statusLabel: '',
  source: 'console',
  hisBillNo: null,
  orderNo: null,
  paidVia: null,
  paidAt: null,
  createdAt: '2026-11-26T00:00:00.000Z',
  lines: [],
});

describe('fee bills on the page', () => {
  it('groups bills by child in the order they come', () => {
    const groups = groupByChild([bill(1, 'P1'), bill(2, 'P2'), bill(3, 'P1')]);
    expect(groups.map((g) => [g.pid, g.bills.map((b) => b.billId)])).toEqual([
      ['P1', [1, 3]],
      ['P2', [2]],
    ]);
  });

  it('selects and unselects unpaid bills only', () => {
    expect(toggleBill([], bill(1, 'P1'))).toEqual([1]);
    expect(toggleBill([1, 2], bill(1, 'P1'))).toEqual([2]);
    expect(toggleBill([], bill(3, 'P1', 'paying'))).toEqual([]);
  });

  it('keeps only chosen bills that are still unpaid', () => {
    expect(keepPayable([1, 2, 9], [bill(1, 'P1'), bill(2, 'P1', 'paying')])).toEqual([1]);
  });
});
