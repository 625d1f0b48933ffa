import { describe, expect, it } from 'vitest';
import {
  BILL_STATUS_LABELS,
  billsPayableBlocker,
  lineAmountFen,
  MAX_BILLS_PER_PAYMENT,
} from './fee-bills.ts';

describe('clinic fee bills', () => {
  it('labels the states as the parent reads them', () => {
    expect(BILL_STATUS_LABELS.unpaid).toBe('待缴费');
    expect(BILL_STATUS_LABELS.paying).toBe('支付中');
    expect(BILL_STATUS_LABELS.paid).toBe('已缴费');
    expect(BILL_STATUS_LABELS.refunded).toBe('已退费');
    expect(BILL_STATUS_LABELS.void).toBe('已作废');
  });

  it('multiplies a line exactly and refuses what fen cannot hold', () => {
    expect(lineAmountFen(3, 1250)).toBe(3750);
    expect(() => lineAmountFen(2, Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
  });

  it('lets only unpaid bills be paid, and says why not', () => {
    expect(billsPayableBlocker([{ status: 'unpaid' }, { status: 'unpaid' }])).toBeNull();
    expect(billsPayableBlocker([])).toBe('请选择要缴费的账单');
    expect(billsPayableBlocker([{ status: 'unpaid' }, { status: 'paying' }])).toMatch(/支付中/);
    expect(billsPayableBlocker([{ status: 'paid' }])).toMatch(/状态已变更/);
    expect(billsPayableBlocker([{ status: 'void' }])).toMatch(/状态已变更/);
    const many = Array.from({ length: MAX_BILLS_PER_PAYMENT + 1 }, () => ({ status: 'unpaid' as const }));
    expect(billsPayableBlocker(many)).toMatch(/最多/);
  });
});
