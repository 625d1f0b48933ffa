import { afterEach, describe, expect, it, vi } from 'vitest';
import { type BrandPayParams, payInWechat } from './wechat-bridge.ts';

const PARAMS: BrandPayParams = {
  appId: 'wx123',
  timeStamp: '1700000000',
  nonceStr: 'abc',
  package: 'prepay_id=wx1',
  signType: 'RSA',
  paySign: 'sig',
};

/** A bridge that answers with `errMsg` and records what it was asked. */
const fakeBridge = (errMsg: string) => {
  const calls: unknown[] = [];
  return {
    calls,
    invoke: (name: string, params: BrandPayParams, callback: (res: { err_msg?: string }) => void) => {
      calls.push({ name, params });
      callback({ err_msg: errMsg });
    },
  };
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('payInWechat', () => {
  it('hands the signed parameters to getBrandWCPayRequest and maps the answer', async () => {
    const bridge = fakeBridge('get_brand_wcpay_request:cancel');
    vi.stubGlobal('window', { WeixinJSBridge: bridge });
    vi.stubGlobal('document', new EventTarget());
    await expect(payInWechat(PARAMS)).resolves.toBe('cancel');
    expect(bridge.calls).toEqual([{ name: 'getBrandWCPayRequest', params: PARAMS }]);
  });

  it('waits for WeixinJSBridgeReady when the bridge is not there yet', async () => {
    const win: { WeixinJSBridge?: ReturnType<typeof fakeBridge> } = {};
    const doc = new EventTarget();
    vi.stubGlobal('window', win);
    vi.stubGlobal('document', doc);
    const paying = payInWechat(PARAMS);
    win.WeixinJSBridge = fakeBridge('get_brand_wcpay_request:ok');
    doc.dispatchEvent(new Event('WeixinJSBridgeReady'));
    await expect(paying).resolves.toBe('ok');
  });

  it('gives up after 5 s without a bridge', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', {});
    vi.stubGlobal('document', new EventTarget());
    const paying = payInWechat(PARAMS);
    const outcome = expect(paying).rejects.toThrow(/WeixinJSBridge/);
    await vi.advanceTimersByTimeAsync(5_000);
    await outcome;
  });
});
