import { smsCode, screenshot } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { pickInWheel, specMobile, WECHAT_UA } from './support/parent-flows.ts';

test.use({ userAgent: WECHAT_UA });

test('a WeChat-only account meets the phone-binding dialog and binds a phone', async ({ page, server }) => {
  // Inside WeChat with no token, launch goes through official-account authorisation.
  await page.goto('/appointment/#/pages/home/index');
  await expect(page).toHaveURL(/\/dev\/wechat\/authorize/);
  await page.getByTestId('wx-nickname').fill('豆豆爸爸');
  await screenshot(page, 'wechat-1-authorise');
  await page.getByTestId('wx-allow').click();

  // Back in the app with a phone-less account: the one binding prompt.
  const dialog = page.locator('.adm-dialog');
  await expect(dialog).toContainText('您还未绑定手机号，请先绑定~');
  await expect(dialog.getByRole('button', { name: '去绑定' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: '先逛逛' })).toBeVisible();
  await expect(page).not.toHaveURL(/code=/);
  await screenshot(page, 'wechat-2-bind-dialog');

  // 先逛逛, then something that needs a phone (adding a baby) brings the dialog back (1004).
  await dialog.getByRole('button', { name: '先逛逛' }).click();
  await expect(dialog).toHaveCount(0);
  await page.goto('/appointment/#/pages/newFun/addBaby');
  await page.getByTestId('baby-form-name').fill('豆豆');
  await page.getByTestId('baby-form-sex-男').click();
  await pickInWheel(page, 'birthday', ['2023年', '4月', '9日']);
  await page.getByTestId('baby-form-consent').check();
  await page.getByTestId('baby-form-submit').click();
  await expect(page.locator('.adm-dialog')).toContainText('您还未绑定手机号，请先绑定~');
  await page.locator('.adm-dialog').getByRole('button', { name: '去绑定' }).click();

  // The bind page binds a phone with an SMS code; the account then has it.
  await expect(page).toHaveURL(/home\/register\?mode=bind/);
  const mobile = specMobile(3);
  await page.getByTestId('login-mobile').fill(mobile);
  const agree = page.getByTestId('login-agree');
  if (await agree.isVisible()) await agree.check();
  await page.getByTestId('login-send-code').click();
  await page.getByTestId('login-code').fill(await smsCode(server.url, mobile));
  await screenshot(page, 'wechat-3-bind-page');
  await page.getByTestId('login-submit').click();
  // Bound, the page leaves the bind form (going on sooner could cut the binding short).
  await expect(page).not.toHaveURL(/mode=bind/);
  await page.goto('/appointment/#/pages/otherFun/userInfo');
  await expect(page.getByTestId('account-phone')).toContainText(
    `${mobile.slice(0, 3)}****${mobile.slice(7)}`,
  );
  await expect(page.getByTestId('account-wechat')).toContainText(/已/);
  await screenshot(page, 'wechat-4-bound');
});
