import { routes } from '@sprout/contract/routes';
import { callApi } from '../../../lib/api-client.ts';
import { surePayReturnUrl } from '../routes.ts';
import type { PayChoice } from '../utils/pay-channel.ts';
import { hasAlipayBridge } from '../utils/alipay-bridge.ts';
import type { BrandPayParams } from '../utils/wechat-bridge.ts';

/** What the page does next: open a cashier page, or hand WeChat's sheet its signed parameters. */
export type PaymentStart =
  | { kind: 'cashier'; url: string }
  | { kind: 'wechatBridge'; params: BrandPayParams }
  | { kind: 'alipayBridge'; tradeNo: string }
  | { kind: 'unsupported' };

/**
 * Asks the server for the channel's parameters (pay_sign_wx or pay_sign_ali), with 确认支付 as the
 * address to come back to. The sandbox (and Alipay in a browser) answer with a cashier page; inside
 * the Alipay app an authorised payer gets a trade number for AlipayJSBridge's tradePay.
 */
export const startPayment = async (orderNo: string, channel: PayChoice): Promise<PaymentStart> => {
  const query = { orderNo, returnUrl: surePayReturnUrl(orderNo) };
  if (channel === 'alipay') {
    const ali = await callApi(routes.payments.paySignAli, { query }, { loading: true });
    // Inside the Alipay app, for a payer who authorised: Alipay's own sheet over the page.
    if (ali.tradeNo && hasAlipayBridge()) return { kind: 'alipayBridge', tradeNo: ali.tradeNo };
    return ali.cashierUrl ? { kind: 'cashier', url: ali.cashierUrl } : { kind: 'unsupported' };
  }
  const wx = await callApi(routes.payments.paySignWx, { query }, { loading: true });
  if (wx.cashierUrl) return { kind: 'cashier', url: wx.cashierUrl };
  return {
    kind: 'wechatBridge',
    params: {
      appId: wx.appId,
      timeStamp: wx.timeStamp,
      nonceStr: wx.nonceStr,
      package: wx.package,
      signType: wx.signType,
      paySign: wx.sign,
    },
  };
};
