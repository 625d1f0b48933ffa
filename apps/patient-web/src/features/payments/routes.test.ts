import { payReturnUrlField } from '@sprout/contract';
import { describe, expect, it } from 'vitest';
import { surePayReturnUrl } from './routes.ts';

describe('surePayReturnUrl', () => {
  it('is a 确认支付 address the server accepts as a return URL', () => {
    const url = surePayReturnUrl('SP20260514120000123456');
    expect(url).toBe('/appointment/#/pages/newFun/surePay?orderNo=SP20260514120000123456');
    expect(payReturnUrlField.safeParse(url).success).toBe(true);
  });
});
