import { detectInAppBrowser } from './in-app-browser.ts';

/** The part of WeChat's JS-SDK (jweixin 1.6.0) the app uses. */
export interface WechatJsSdk {
  config(options: {
    debug: boolean;
    appId: string;
    timestamp: number;
    nonceStr: string;
    signature: string;
    jsApiList: string[];
  }): void;
  ready(callback: () => void): void;
  error(callback: (result: { errMsg: string }) => void): void;
  updateAppMessageShareData(card: { title: string; desc: string; link: string; imgUrl: string }): void;
  updateTimelineShareData(card: { title: string; link: string; imgUrl: string }): void;
}

export interface JsSdkSignature {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}

/** What a page shows when it is sent to a chat (发送给朋友) or posted to 朋友圈. */
export interface ShareCard {
  title: string;
  desc: string;
  /** Absolute: the page being shared (WeChat requires a JS-SDK safe domain). */
  link: string;
  /** Absolute URL of a PNG or JPEG icon. */
  imgUrl: string;
}

/** WeChat's own host for the SDK; the page's CSP names exactly this origin (apps/api/src/http/security.ts). */
export const JS_SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
const SHARE_APIS = ['updateAppMessageShareData', 'updateTimelineShareData'];

/** The page address WeChat signs: the full URL without its #fragment (the hash routes live there). */
export const signedPageUrl = (href: string): string => href.split('#')[0] ?? href;

/** What the loader touches in the browser, passed in so a test can run it without one. */
export interface JsSdkHost {
  userAgent: string;
  /** The loaded SDK, if any (window.wx). */
  currentWx(): WechatJsSdk | undefined;
  /** Adds a script tag for `src`; calls back when it loaded or failed. */
  addScript(src: string, done: (ok: boolean) => void): void;
}

/**
 * Loads the JS-SDK inside WeChat only (anywhere else it could do nothing and would be one more
 * outside script); null outside WeChat or when the script failed. Loaded once per page.
 */
export const loadJsSdk = (host: JsSdkHost): Promise<WechatJsSdk | null> => {
  if (detectInAppBrowser(host.userAgent) !== 'wechat') return Promise.resolve(null);
  const loaded = host.currentWx();
  if (loaded) return Promise.resolve(loaded);
  return new Promise((resolve) =>
    host.addScript(JS_SDK_URL, (ok) => resolve(ok ? (host.currentWx() ?? null) : null)),
  );
};

/**
 * Signs the page with the server (getHtmlSignature), configures the SDK for the share calls and sets
 * the card. Rejects when WeChat refuses the configuration (wrong safe domain, stale signature).
 */
export const setShareCard = async (
  wx: WechatJsSdk,
  card: ShareCard,
  pageHref: string,
  sign: (url: string) => Promise<JsSdkSignature>,
): Promise<void> => {
  const signed = await sign(signedPageUrl(pageHref));
  await new Promise<void>((resolve, reject) => {
    wx.ready(resolve);
    wx.error((result) => reject(new Error(result.errMsg)));
    wx.config({ debug: false, ...signed, jsApiList: SHARE_APIS });
  });
  wx.updateAppMessageShareData(card);
  wx.updateTimelineShareData({ title: card.title, link: card.link, imgUrl: card.imgUrl });
};
