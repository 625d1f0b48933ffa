import type { Page } from '@playwright/test';
import { DEMO } from './api.ts';
import { expect } from './fixtures.ts';

/** Signs a demo staff member in through the console's login page and waits for the signed-in header. */
export const signInStaff = async (page: Page, who: keyof typeof DEMO.staff): Promise<void> => {
  await page.goto('/console/#/login');
  await page.getByTestId('staff-username').fill(DEMO.staff[who].username);
  await page.getByTestId('staff-password').fill(DEMO.staff[who].password);
  await page.getByTestId('staff-login-submit').click();
  // The console's first load builds its menu after /me: give a cold start a little longer.
  await expect(page.getByTestId('current-staff-name')).toBeVisible({ timeout: 15_000 });
};
