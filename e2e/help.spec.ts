import { screenshot } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { loginThroughPage, specMobile } from './support/parent-flows.ts';

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
