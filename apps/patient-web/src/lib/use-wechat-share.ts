import { routes } from '@sprout/contract/routes';
import { useEffect } from 'react';
import { callApi } from './api-client.ts';
import {
  type JsSdkHost,
  loadJsSdk,
  type ShareCard,
  setShareCard,
  type WechatJsSdk,
} from './wechat-js-sdk.ts';

declare global {
  interface Window {
    wx?: WechatJsSdk;
  }
}

const browserHost = (): JsSdkHost => ({
  userAgent: navigator.userAgent,
  currentWx: () => window.wx,
  addScript: (src, done) => {
    const existing = document.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
    const script = existing ?? document.createElement('script');
    script.addEventListener('load', () => done(true), { once: true });
    script.addEventListener('error', () => done(false), { once: true });
    if (!existing) {
      script.src = src;
      script.async = true;
      document.head.appendChild(script);
    }
  },
});

/** The signature for this page from the server's existing endpoint, without toasts (sharing is a bonus). */
const signPage = (url: string) =>
  callApi(routes.accounts.getHtmlSignature, { body: { url } }, { silent: true });

/**
 * Gives the page its own card when it is shared from WeChat's menu. Outside WeChat nothing is loaded;
 * a refusal leaves WeChat's default card (the page title and address), which still opens the page.
 */
export const useWechatShareCard = (card: Omit<ShareCard, 'link'> | null): void => {
  const title = card?.title;
  const desc = card?.desc;
  const imgUrl = card?.imgUrl;
  useEffect(() => {
    if (title === undefined || desc === undefined || imgUrl === undefined) return;
    void loadJsSdk(browserHost())
      .then((wx) =>
        wx
          ? setShareCard(
              wx,
              { title, desc, imgUrl, link: window.location.href },
              window.location.href,
              signPage,
            )
          : undefined,
      )
      .catch(() => undefined);
  }, [title, desc, imgUrl]);
};
