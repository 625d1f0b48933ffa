import { describe, expect, it } from 'vitest';
import { bridgePayResult, isMoneyReceived, parsePayResult } from './pay-result.ts';

describe('parsePayResult', () => {
  it('reads ok and cancel, and everything else as a failure', () => {
    expect(parsePayResult('ok')).toBe('ok');
    expect(parsePayResult('cancel')).toBe('cancel');
    expect(parsePayResult('fail')).toBe('fail');
    expect(parsePayResult(null)).toBe('fail');
    expect(parsePayResult('OK')).toBe('fail');
  });
});

describe('bridgePayResult', () => {
  it("maps WeChat's answers to ok, cancel or failure", () => {
    expect(bridgePayResult('get_brand_wcpay_request:ok')).toBe('ok');
    expect(bridgePayResult('get_brand_wcpay_request:cancel')).toBe('cancel');
    expect(bridgePayResult('get_brand_wcpay_request:fail')).toBe('fail');
    expect(bridgePayResult('system:access_denied')).toBe('fail');
    expect(bridgePayResult(undefined)).toBe('fail');
  });
});

describe('isMoneyReceived', () => {
  it('is true once paid, also while or after refunding', () => {
    expect(['created', 'paying', 'paid', 'refunding', 'refunded', 'closed'].filter(isMoneyReceived)).toEqual([
      'paid',
      'refunding',
      'refunded',
    ]);
  });
});
