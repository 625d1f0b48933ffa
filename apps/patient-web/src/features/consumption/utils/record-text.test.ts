import { describe, expect, it } from 'vitest';
import { channelText, clinicTime, kindText, signedAmount } from './record-text.ts';

describe('consumption record text', () => {
  it('names the channels a parent knows and keeps an unknown one as sent', () => {
    expect(channelText('wxpublic')).toBe('微信支付');
    expect(channelText('alipay')).toBe('支付宝');
    expect(channelText('unionpay')).toBe('unionpay');
    expect(channelText(null)).toBe('无需支付');
  });
  it('signs money out and money back', () => {
    expect(signedAmount('payment', 12_800)).toBe('-¥128.00');
    expect(signedAmount('refund', 1800)).toBe('+¥18.00');
  });
  it('names the known kinds and leaves a later kind to its title', () => {
    expect(kindText('registration')).toBe('挂号');
    expect(kindText('points-mall')).toBeNull();
  });
  it('shows times on the clinic clock', () => {
    expect(clinicTime('2026-11-25T17:05:00Z')).toBe('2026-11-26 01:05');
  });
});
