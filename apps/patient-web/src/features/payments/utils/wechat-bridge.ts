import { bridgePayResult, type PayResult } from './pay-result.ts';

/** The parts of WeChat's in-page JS bridge that paying uses. */
interface WeixinJSBridgeApi {
  invoke(
    name: 'getBrandWCPayRequest',
    params: BrandPayParams,
    callback: (res: { err_msg?: string }) => void,
  ): void;
}

declare global {
  interface Window {
    WeixinJSBridge?: WeixinJSBridgeApi;
  }
}

/** What getBrandWCPayRequest takes: the JSAPI parameters the server signed. */
export interface BrandPayParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: string;
  paySign: string;
}

const BRIDGE_WAIT_MS = 5_000;

/** WeChat injects the bridge some time after the page starts; wait for its ready event (bounded). */
const bridge = (): Promise<WeixinJSBridgeApi> =>
  new Promise((resolve, reject) => {
    if (window.WeixinJSBridge) {
      resolve(window.WeixinJSBridge);
      return;
    }
    const timer = setTimeout(() => {
      document.removeEventListener('WeixinJSBridgeReady', onReady);
      reject(new Error('WeixinJSBridge not ready'));
    }, BRIDGE_WAIT_MS);
    function onReady() {
      clearTimeout(timer);
      if (window.WeixinJSBridge) resolve(window.WeixinJSBridge);
      else reject(new Error('WeixinJSBridge missing after ready'));
    }
    document.addEventListener('WeixinJSBridgeReady', onReady, { once: true });
  });

/** Opens WeChat's payment sheet and reports how it ended. Rejects only when there is no bridge. */
export const payInWechat = async (params: BrandPayParams): Promise<PayResult> => {
  const api = await bridge();
  return new Promise((resolve) => {
    api.invoke('getBrandWCPayRequest', params, (res) => resolve(bridgePayResult(res.err_msg)));
  });
};
