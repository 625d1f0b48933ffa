import { describe, expect, it } from 'vitest';
import { canRetry, INVOICE_STATE_OPTIONS, readInvoiceState } from './invoice-states.ts';

describe('invoice queue states', () => {
  it('offers every state by its Chinese name and reads only known ones from the address', () => {
    expect(INVOICE_STATE_OPTIONS.map((o) => o.label)).toEqual(['开具中', '已开具', '已红冲', '开具失败']);
    expect(readInvoiceState('failed')).toBe('failed');
    expect(readInvoiceState('bogus')).toBeUndefined();
  });
  it('retries a failed issue and a failed red-letter invoice only', () => {
    expect(canRetry({ state: 'failed', reversalReason: null, failureReason: 'x' })).toBe(true);
    expect(canRetry({ state: 'failed', reversalReason: '订单退款', failureReason: 'x' })).toBe(false);
    expect(canRetry({ state: 'issued', reversalReason: '订单退款', failureReason: '红冲失败：x' })).toBe(
      true,
    );
    expect(canRetry({ state: 'issued', reversalReason: null, failureReason: null })).toBe(false);
    expect(canRetry({ state: 'issuing', reversalReason: null, failureReason: null })).toBe(false);
  });
});
