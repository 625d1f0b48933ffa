import { describe, expect, it } from 'vitest';
import {
  JS_SDK_URL,
  type JsSdkHost,
  type JsSdkSignature,
  loadJsSdk,
  setShareCard,
  signedPageUrl,
  type WechatJsSdk,
} from './wechat-js-sdk.ts';

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003129) NetType/WIFI Language/zh_CN';
const SAFARI_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** A stand-in for WeChat's `wx`: records each call; `refuse` makes config fail as WeChat reports it. */
const fakeWx = (refuse?: string) => {
  const calls: [string, unknown][] = [];
  let onReady = () => {};
  let onError = (_r: { errMsg: string }) => {};
  const wx: WechatJsSdk = {
    config: (options) => {
      calls.push(['config', options]);
      queueMicrotask(() => (refuse ? onError({ errMsg: refuse }) : onReady()));
    },
    ready: (callback) => {
      onReady = callback;
    },
    error: (callback) => {
      onError = callback;
    },
    updateAppMessageShareData: (card) => calls.push(['updateAppMessageShareData', card]),
    updateTimelineShareData: (card) => calls.push(['updateTimelineShareData', card]),
  };
  return { wx, calls };
};

const PAGE =
  'https://clinic.example.cn/appointment/?from=singlemessage#/pages/evaluationFun/shareWebview/index?token=1.2.x';
const CARD = {
  title: '王* 的身高报告',
  desc: '小芽儿童健康 · 生长发育评估，链接有效期至 2026-12-01 10:00',
  link: PAGE,
  imgUrl: 'https://clinic.example.cn/appointment/share-icon.png',
};
const SIGNED: JsSdkSignature = {
  appId: 'wxAPP',
  timestamp: 1764000000,
  nonceStr: 'n0nce',
  signature: 'abc123',
};

describe('WeChat JS-SDK share card', () => {
  it('signs the page without its #fragment, configures the share APIs, then sets both cards', async () => {
    const { wx, calls } = fakeWx();
    const signedUrls: string[] = [];
    await setShareCard(wx, CARD, PAGE, async (url) => {
      signedUrls.push(url);
      return SIGNED;
    });
    expect(signedUrls).toEqual(['https://clinic.example.cn/appointment/?from=singlemessage']);
    expect(calls).toEqual([
      [
        'config',
        {
          debug: false,
          appId: 'wxAPP',
          timestamp: 1764000000,
          nonceStr: 'n0nce',
          signature: 'abc123',
          jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
        },
      ],
      ['updateAppMessageShareData', CARD],
      ['updateTimelineShareData', { title: CARD.title, link: PAGE, imgUrl: CARD.imgUrl }],
    ]);
  });

  it('sets no card when WeChat refuses the configuration', async () => {
    const { wx, calls } = fakeWx('config:invalid signature');
    await expect(setShareCard(wx, CARD, PAGE, async () => SIGNED)).rejects.toThrow(
      'config:invalid signature',
    );
    expect(calls.map(([name]) => name)).toEqual(['config']);
  });

  it('loads the SDK from res.wx.qq.com inside WeChat only', async () => {
    const added: string[] = [];
    let loaded: WechatJsSdk | undefined;
    const host = (userAgent: string): JsSdkHost => ({
      userAgent,
      currentWx: () => loaded,
      addScript: (src, done) => {
        added.push(src);
        loaded = fakeWx().wx;
        done(true);
      },
    });
    expect(await loadJsSdk(host(SAFARI_UA))).toBeNull();
    expect(added).toEqual([]);
    expect(await loadJsSdk(host(WECHAT_UA))).toBe(loaded);
    expect(added).toEqual(['https://res.wx.qq.com/open/js/jweixin-1.6.0.js']);
    expect(JS_SDK_URL.startsWith('https://res.wx.qq.com/')).toBe(true);
    // Already there: not added twice.
    await loadJsSdk(host(WECHAT_UA));
    expect(added).toHaveLength(1);
  });

  it('answers null when the script fails to load', async () => {
    const host: JsSdkHost = {
      userAgent: WECHAT_UA,
      currentWx: () => undefined,
      addScript: (_src, done) => done(false),
    };
    expect(await loadJsSdk(host)).toBeNull();
  });

  it('keeps a URL without a fragment as it is', () => {
    expect(signedPageUrl('https://x.cn/appointment/')).toBe('https://x.cn/appointment/');
  });
});
