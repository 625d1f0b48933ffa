import { screenshot } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { loginThroughPage, specMobile } from './support/parent-flows.ts';
import { CONSOLE_DESKTOP, signInStaff } from './support/staff-flows.ts';

/**
 * 使用帮助 (issue 22): a parent opens it from 就诊人信息 by tapping, finds every topic closed as a table
 * of contents, opens one and follows its link to 隐私政策.
 */
test('a parent reaches 使用帮助 from 就诊人信息 and reads a topic', async ({ page, server }) => {
  await loginThroughPage(page, server.url, specMobile(221));
  await page.goto('/appointment/#/pages/otherFun/userInfo');
  await page.getByTestId('account-help').click();
  await expect(page).toHaveTitle('使用帮助');
  const sections = page.locator('[data-testid^="help-section-"]');
  await expect(sections).toHaveCount(9);
  await expect(sections.first()).toContainText('登录与绑定手机');
  const pay = page.getByTestId('help-section-pay');
  await pay.locator('summary').click();
  await expect(pay).toHaveAttribute('open', '');
  await expect(pay).toContainText('立即支付');
  await screenshot(page, 'help-1-parent');
  const privacy = page.getByTestId('help-section-privacy');
  await privacy.locator('summary').click();
  await page.getByTestId('help-link-secret').click();
  await expect(page).toHaveTitle('隐私政策');
});

/**
 * 帮助 in the console (issue 22): a manager opens it from the menu by clicking, finds the sections of
 * their own work closed, opens 收费与退款, sees links only to the pages a manager may open (no
 * 接口客户端, an admin's), and follows 账单.
 */
test.describe('the console', () => {
  test.use(CONSOLE_DESKTOP);

  test('a manager reaches 帮助 from the menu, reads 收费与退款 and opens 账单', async ({ page }) => {
    await signInStaff(page, 'manager');
    await page.getByTestId('nav-help').click();
    await expect(page).toHaveTitle('帮助 - Sprout 工作台');
    await expect(page.getByTestId('help-role')).toHaveText('您的角色：经理');
    await expect(page.getByTestId('help-section-account')).toContainText('登录与账号');
    await expect(page.locator('[data-testid^="help-body-"]')).toHaveCount(0);
    await page.getByTestId('help-section-fees').click();
    const fees = page.getByTestId('help-body-fees');
    await expect(fees).toBeVisible();
    await expect(fees).toContainText('开账单');
    await expect(fees.getByTestId('help-link-fee-items')).toBeVisible();
    await expect(fees.getByTestId('help-link-api-clients')).toHaveCount(0);
    await page.mouse.move(1360, 790); // not on a link: its hover colour is not the page's
    await screenshot(page, 'help-2-console');
    await fees.getByTestId('help-link-fee-bills').click();
    await expect(page).toHaveURL(/#\/fees\/bills$/);
    await expect(page).toHaveTitle('账单 - Sprout 工作台');
  });
});
