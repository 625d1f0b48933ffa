export type InAppBrowser = 'wechat' | 'alipay';

/**
 * Which messaging or payment app's built-in browser a user agent belongs to (spec section 6).
 * WeChat's web view (also its mini-program and Work WeChat views) carries "MicroMessenger";
 * Alipay's carries "AlipayClient".
 */
export function detectInAppBrowser(userAgent: string): InAppBrowser | null {
  const ua = userAgent.toLowerCase();
  if (ua.includes('micromessenger')) return 'wechat';
  if (ua.includes('alipayclient')) return 'alipay';
  return null;
}

export const currentInAppBrowser = (): InAppBrowser | null =>
  typeof navigator === 'undefined' ? null : detectInAppBrowser(navigator.userAgent);
