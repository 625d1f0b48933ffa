import type { Page } from '@playwright/test';
import { DEMO } from './api.ts';
import { expect } from './fixtures.ts';

/** Signs a demo staff member in through the console's login page and waits for the signed-in header. */
/** The console is a desktop app: its specs run at a laptop's width, with a mouse. */
export const CONSOLE_DESKTOP = {
  viewport: { width: 1366, height: 800 },
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
};

export const signInStaff = async (page: Page, who: keyof typeof DEMO.staff): Promise<void> => {
  await page.goto('/console/#/login');
  await page.getByTestId('staff-username').fill(DEMO.staff[who].username);
  await page.getByTestId('staff-password').fill(DEMO.staff[who].password);
  await page.getByTestId('staff-login-submit').click();
  // The console's first load builds its menu after /me: give a cold start a little longer.
  await expect(page.getByTestId('current-staff-name')).toBeVisible({ timeout: 15_000 });
};

/** Opens a child's record on the console's 检查报告 screen by its record number, and waits for its name. */
export const openRecordReports = async (page: Page, pid: string, name: string): Promise<void> => {
  await page.getByTestId('nav-inspection-reports').click();
  await page.getByTestId('growth-find-pid').fill(pid);
  await page.getByTestId('growth-find-submit').click();
  await expect(page.getByText(`${name}（`)).toBeVisible();
};

/**
 * Picks an option of the antd Select with `testId`, searching for `text` first when the select
 * searches. The dropdown slides in: an option clicked while it still moves can land on its neighbour
 * (a run saved 周一 for 周四), so the click waits for the dropdown to settle, and the select must then
 * show the choice or the pick is tried again.
 */
export const pickOption = async (
  page: Page,
  testId: string,
  text: string,
  { search = true }: { search?: boolean } = {},
): Promise<void> => {
  const select = page.getByTestId(testId);
  const open = page.locator('.ant-select-dropdown:visible:not([class*="-leave"])');
  const settled = open.and(page.locator(':not([class*="-appear"]):not([class*="-enter"])'));
  await expect(async () => {
    if ((await open.count()) === 0) await select.click();
    if (search) await select.locator('input').fill(text);
    await settled.locator('.ant-select-item-option', { hasText: text }).first().click({ timeout: 3_000 });
    await expect(select).toContainText(text, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
};
