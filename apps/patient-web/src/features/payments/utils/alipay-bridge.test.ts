import { afterEach, describe, expect, it, vi } from 'vitest';
import { alipayPayResult, hasAlipayBridge, payInAlipay } from './alipay-bridge.ts';

describe("Alipay's tradePay", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads resultCode: 9000 paid, 8000 and 6004 for the server to decide, 6001 cancelled, the rest failed', () => {
    expect(['9000', '8000', '6004', '6001', '4000', '6002', undefined].map(alipayPayResult)).toEqual([
      'ok',
      'ok',
      'ok',
      'cancel',
      'fail',
      'fail',
      'fail',
    ]);
  });

  it('hands the trade number to the bridge as tradeNO, and fails without a bridge', async () => {
    vi.stubGlobal('window', {});
    await expect(payInAlipay('2015042321001004720200028594')).rejects.toThrow(/AlipayJSBridge/);
    expect(hasAlipayBridge()).toBe(false);
    const seen: unknown[] = [];
    vi.stubGlobal('window', {
      AlipayJSBridge: {
        call: (name: string, params: unknown, callback: (res: { resultCode?: string }) => void) => {
          seen.push([name, params]);
          callback({ resultCode: '6001' });
        },
      },
    });
    expect(hasAlipayBridge()).toBe(true);
    expect(await payInAlipay('2015042321001004720200028594')).toBe('cancel');
    expect(seen).toEqual([['tradePay', { tradeNO: '2015042321001004720200028594' }]]);
  });
});
