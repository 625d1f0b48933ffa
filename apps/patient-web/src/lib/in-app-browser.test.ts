import { describe, expect, it } from 'vitest';
import { detectInAppBrowser } from './in-app-browser.ts';

const WECHAT_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003129) NetType/WIFI Language/zh_CN';
const WECHAT_ANDROID =
  'Mozilla/5.0 (Linux; Android 13; V2227A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/111.0.5563.116 Mobile Safari/537.36 XWEB/1110017 MMWEBSDK/20231202 MMWEBID/2247 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';
const ALIPAY =
  'Mozilla/5.0 (Linux; U; Android 12; zh-CN; M2012K11AC Build/SKQ1.211006.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/69.0.3497.100 UWS/3.22.2.60 Mobile Safari/537.36 UCBS/3.22.2.60_230817151606 ChannelId(8) NebulaSDK/1.8.100112 Nebula AlipayDefined(nt:WIFI,ws:393|0|2.75) AliApp(AP/10.5.36.8100) AlipayClient/10.5.36.8100 Language/zh-Hans useStatusBar/true isConcaveScreen/true';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

describe('detectInAppBrowser', () => {
  it('recognises WeChat on iOS and Android', () => {
    expect(detectInAppBrowser(WECHAT_IOS)).toBe('wechat');
    expect(detectInAppBrowser(WECHAT_ANDROID)).toBe('wechat');
  });
  it('recognises Alipay', () => {
    expect(detectInAppBrowser(ALIPAY)).toBe('alipay');
  });
  it('returns null for ordinary browsers and empty strings', () => {
    expect(detectInAppBrowser(SAFARI)).toBeNull();
    expect(detectInAppBrowser(CHROME)).toBeNull();
    expect(detectInAppBrowser('')).toBeNull();
  });
  it('ignores case', () => {
    expect(detectInAppBrowser('foo micromessenger/8.0')).toBe('wechat');
  });
});
