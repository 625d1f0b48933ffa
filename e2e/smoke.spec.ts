import { screenshot } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';

test('patient app renders under /appointment/ with a strict script CSP', async ({ page }) => {
  const response = await page.goto('/appointment/');
  expect(response?.status()).toBe(200);
  const csp = response?.headers()['content-security-policy'] ?? '';
  const scriptSrc =
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src')) ?? '';
  expect(scriptSrc, `CSP: ${csp}`).not.toBe('');
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  // A visitor without a session lands on the home page or is sent on to the login page.
  await expect(page).toHaveTitle(/首页|登录/);
  // The app mounted: the splash placeholder in index.html was replaced by the React tree.
  await expect(page.locator('#root .sp-splash')).toHaveCount(0);
  await expect(page.locator('#root')).not.toBeEmpty();
  await screenshot(page, 'smoke-patient-home');
});

test('staff console shows the login form under /console/', async ({ page }) => {
  const response = await page.goto('/console/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('input[type="password"]')).toBeVisible();
  await expect(page.getByRole('button', { name: /登\s*录/ })).toBeVisible();
  await screenshot(page, 'smoke-console-login');
});
