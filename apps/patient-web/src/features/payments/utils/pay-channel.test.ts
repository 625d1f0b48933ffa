import { describe, expect, it } from 'vitest';
import { channelName, channelsFor } from './pay-channel.ts';

describe('channelsFor', () => {
  it("offers only WeChat Pay in WeChat's browser", () => {
    expect(channelsFor('wechat')).toEqual(['wxpay']);
  });
  it('offers both elsewhere, Alipay first inside Alipay', () => {
    expect(channelsFor(null)).toEqual(['wxpay', 'alipay']);
    expect(channelsFor('alipay')).toEqual(['alipay', 'wxpay']);
  });
});

describe('channelName', () => {
  it('names the server channels and nothing else', () => {
    expect(channelName('wxpay')).toBe('微信支付');
    expect(channelName('wxpublic')).toBe('微信支付');
    expect(channelName('alipay')).toBe('支付宝');
    expect(channelName('toString')).toBeNull();
    expect(channelName(null)).toBeNull();
  });
});
