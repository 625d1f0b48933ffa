import { expireParentSessions, SESSION_CACHE_MS, screenshot } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { loginThroughPage, specMobile } from './support/parent-flows.ts';

test('an expired session clears the stored user and forces a new login', async ({ page, server }) => {
  const mobile = specMobile(2);
  await loginThroughPage(page, server.url, mobile);
  await expect(page).toHaveURL(/home\/index/);
  await page.goto('/appointment/#/pages/newFun/myBaby');
  await expect(page.getByTestId('baby-add')).toBeVisible();

  expect(expireParentSessions(server.sqlitePath, mobile)).toBeGreaterThan(0);
  // The expiry was written into the database file, not through the server: let its memory of the
  // session run out, as a session past its expiry time does on its own.
  await page.waitForTimeout(SESSION_CACHE_MS + 500);
  await page.reload();
  await expect(page).toHaveURL(/home\/register/);
  await expect(page.getByTestId('login-mobile')).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('sprout.user') ?? '{}'));
  expect(stored.state?.token ?? null).toBeNull();
  await screenshot(page, 'session-expired-login');
});
