import { routes } from '@sprout/contract/routes';
import { callApi } from '../../../lib/api-client.ts';
import { surePayReturnUrl } from '../routes.ts';
import type { PayChoice } from '../utils/pay-channel.ts';
import type { BrandPayParams } from '../utils/wechat-bridge.ts';

/** What the page does next: open a cashier page, or hand WeChat's sheet its signed parameters. */
export type PaymentStart =
  | { kind: 'cashier'; url: string }
  | { kind: 'wechatBridge'; params: BrandPayParams }
  | { kind: 'unsupported' };

/**
 * Asks the server for the channel's parameters (pay_sign_wx or pay_sign_ali), with 确认支付 as the
 * address to come back to. The sandbox (and Alipay in a browser) answer with a cashier page.
 */
export const startPayment = async (orderNo: string, channel: PayChoice): Promise<PaymentStart> => {
  const query = { orderNo, returnUrl: surePayReturnUrl(orderNo) };
  if (channel === 'alipay') {
    const ali = await callApi(routes.payments.paySignAli, { query }, { loading: true });
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
