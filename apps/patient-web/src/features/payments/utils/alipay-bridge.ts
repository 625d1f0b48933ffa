import type { PayResult } from './pay-result.ts';

/** The part of the Alipay app's in-page bridge that paying uses (tradePay with a JSAPI trade number). */
interface AlipayJSBridgeApi {
  call(name: 'tradePay', params: { tradeNO: string }, callback: (res: { resultCode?: string }) => void): void;
}

declare global {
  interface Window {
    AlipayJSBridge?: AlipayJSBridgeApi;
  }
}

/**
 * tradePay's resultCode (Alipay's JSAPI reference): 9000 paid; 8000 and 6004 still being processed
 * (the server's answer decides, so they count as ok and 确认支付 asks it); 6001 the payer closed the
 * sheet; anything else (4000 failed, 6002 network) a failure.
 */
export const alipayPayResult = (resultCode: string | undefined): PayResult => {
  if (resultCode === '9000' || resultCode === '8000' || resultCode === '6004') return 'ok';
  if (resultCode === '6001') return 'cancel';
  return 'fail';
};

/** True inside the Alipay app once its bridge is there (it is injected before the page's scripts run). */
export const hasAlipayBridge = (): boolean => typeof window.AlipayJSBridge?.call === 'function';

/** Opens Alipay's payment sheet for the trade and reports how it ended. */
export const payInAlipay = (tradeNo: string): Promise<PayResult> =>
  new Promise((resolve, reject) => {
    const api = window.AlipayJSBridge;
    if (!api) {
      reject(new Error('AlipayJSBridge missing'));
      return;
    }
    api.call('tradePay', { tradeNO: tradeNo }, (res) => resolve(alipayPayResult(res.resultCode)));
  });
