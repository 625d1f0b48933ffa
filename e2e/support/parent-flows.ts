import { expect, type Page } from '@playwright/test';
import { smsCode } from './api.ts';

/** Logs a parent in through the login page, with the code read from the development SMS outbox. */
export const loginThroughPage = async (page: Page, base: string, mobile: string): Promise<void> => {
  await page.goto('/appointment/#/pages/home/register');
  await page.getByTestId('login-mobile').fill(mobile);
  await page.getByTestId('login-agree').check();
  await page.getByTestId('login-send-code').click();
  await page.getByTestId('login-code').fill(await smsCode(base, mobile));
  await page.getByTestId('login-submit').click();
};

/** The session token the app stored after a login through the page (for API calls beside the page). */
export const sessionToken = async (page: Page): Promise<string> =>
  page.evaluate(() => JSON.parse(localStorage.getItem('sprout.user') ?? '{}').state?.token as string);

/** Picks a value in one of the baby form's wheel pickers (see features/babies/README.md). */
export const pickInWheel = async (
  page: Page,
  field: 'birthday' | 'city',
  choices: string[],
): Promise<void> => {
  await page.getByTestId(`baby-form-${field}`).click();
  const columns = page.locator(`.baby-form-${field}-picker .adm-picker-view-column`);
  for (const [i, text] of choices.entries()) {
    await columns
      .nth(i)
      .locator('.adm-picker-view-column-item', { hasText: new RegExp(`^${text}$`) })
      .dispatchEvent('click');
  }
  await page.locator(`.baby-form-${field}-picker .adm-picker-header-button`, { hasText: '确定' }).click();
};

/**
 * Sets the baby form's birthday to `date` (YYYY-MM-DD) on the wheel, and again until the field
 * shows it: a wheel that opens on another date can let a click on a day column go by while the
 * columns settle after a change of year or month.
 */
export const pickBirthday = async (page: Page, date: string): Promise<void> => {
  const [y, m, d] = date.split('-').map(Number);
  await expect(async () => {
    await pickInWheel(page, 'birthday', [`${y}年`, `${m}月`, `${d}日`]);
    await expect(page.getByTestId('baby-form-birthday')).toHaveText(`${y}年${m}月${d}日`, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
};

/** A mainland number no other spec uses, so SMS limits never couple specs. */
export const specMobile = (n: number): string => `1391234${String(n).padStart(4, '0')}`;

/** WeChat's in-app browser on an iPhone, as the app detects it. */
export const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323c) NetType/WIFI Language/zh_CN';

/**
 * Records every toast text shown on the page from now on. A toast lasts 800 ms (spec 9), which a
 * polling expect can step over; a MutationObserver in the page sees each one as it is added.
 * Returns a reader for expect.poll.
 */
export const watchToasts = async (page: Page): Promise<() => Promise<string[]>> => {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { sproutToasts: string[] }).sproutToasts = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('.adm-toast-mask')) {
        const text = el.textContent?.trim() ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { sproutToasts: string[] }).sproutToasts);
};
