import type { Browser } from '@playwright/test';

/**
 * The phone every spec runs as (playwright.config.ts's default): an iPhone-sized screen with touch, in
 * Chinese on China's clock. Kept in one place so a spec that opens a second, phone-sized context (the
 * console on a desktop beside the parent's phone) sees the app exactly as the other specs do.
 */
export const PHONE = {
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
} as const;

/**
 * A new phone context on the test server, with another user agent when given (WeChat, Alipay). This
 * file imports nothing of the suite's, so that playwright.config.ts can read PHONE from it.
 */
export const phoneContext = (browser: Browser, baseURL: string, userAgent?: string) =>
  browser.newContext({ ...PHONE, baseURL, ...(userAgent ? { userAgent } : {}) });
