import { describe, expect, it } from 'vitest';
import { checkLabel } from './check-labels.ts';

describe('checkLabel', () => {
  it('names the checks managers know and shows an unknown one by its code', () => {
    expect(checkLabel('orders-payments')).toBe('订单与到账、退款');
    expect(checkLabel('something-new')).toBe('something-new');
  });
});
