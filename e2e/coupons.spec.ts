import { addClinicDays, clinicToday } from '@sprout/domain';
import { axeFindings } from './support/accessibility.ts';
import { screenshot } from './support/api.ts';
import { checkAnswers, expect, test } from './support/fixtures.ts';
import { loginThroughPage, specMobile } from './support/parent-flows.ts';
import { signInStaff } from './support/staff-flows.ts';

/**
 * Coupons (issue 15) end to end: a manager makes a campaign in the console (满100减20, 30 days from
 * claiming) and puts it live; a parent (specMobile(161)) opens 优惠券, claims it in 领券中心, finds it
 * under 未使用 with its count, and reads its rules on 优惠券规则; the console then counts it claimed.
 */
test('a manager makes a campaign, a parent claims it and sees it under 未使用 with its rules', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(90_000);
  const name = `体检满100减20-${Date.now() % 100_000}`;
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: server.url });
  await checkAnswers(desk);
  const consolePage = await desk.newPage();
  await signInStaff(consolePage, 'manager');
  await consolePage.getByTestId('nav-coupon-campaigns').click();
  await consolePage.getByTestId('campaign-create').click();
  await consolePage.getByTestId('campaign-name').fill(name);
  await consolePage.getByTestId('campaign-value').fill('20');
  await consolePage.getByTestId('campaign-threshold').fill('100');
  await consolePage.getByTestId('campaign-claim-from').fill(clinicToday());
  await consolePage.getByTestId('campaign-claim-to').fill(addClinicDays(clinicToday(), 10));
  await screenshot(consolePage, 'coupons-1-console-form');
  const consoleFindings = [...(await axeFindings(consolePage, [])).map((f) => `campaign form: ${f}`)];
  await consolePage.getByTestId('campaign-submit').click();
  const row = consolePage.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('草稿');
  await expect(row).toContainText('满100元减20元');
  await row.getByTestId('campaign-go-live').click();
  await expect(row).toContainText('进行中');
  await expect(row).toContainText('0 / 0 / 100');
  await screenshot(consolePage, 'coupons-2-console-live');
  await consolePage.mouse.move(1275, 795); // not on a control: a hover colour mid-transition is not the page's
  consoleFindings.push(...(await axeFindings(consolePage, [])).map((f) => `campaign list: ${f}`));
  expect(consoleFindings).toEqual([]);

  await loginThroughPage(page, server.url, specMobile(161));
  await expect(page).toHaveURL(/#\/pages\/home\/index/);
  await page.goto('/appointment/#/pages/newFun/coupons');
  await expect(page.getByTestId('empty-state')).toContainText('暂无可用的优惠券');
  await screenshot(page, 'coupons-3-empty');
  await page.getByTestId('open-claim-centre').click();
  const offer = page.getByTestId('claim-item').filter({ hasText: name });
  await expect(offer).toContainText('满100元减20元');
  await expect(offer).toContainText('领取后30天内有效');
  await screenshot(page, 'coupons-4-claim-centre');
  await offer.getByRole('button', { name: '立即领取' }).click();
  await expect(page.getByText('领取成功')).toBeVisible();
  await expect(offer).toContainText('每人限领1张');
  await page.getByRole('button', { name: '关闭' }).click();
  await expect(page.getByRole('tab', { name: '未使用(1)' })).toBeVisible();
  const card = page.getByTestId('coupon-card').filter({ hasText: name });
  await expect(card).toContainText(`有效期至${addClinicDays(clinicToday(), 29)}`);
  await screenshot(page, 'coupons-5-unused');
  await card.click();
  await expect(page).toHaveURL(/newFun\/couponsDetail\?couponCode=[0-9A-Z]{16}/);
  const detail = page.getByTestId('coupon-detail');
  await expect(detail).toContainText('满100元减20元');
  await expect(detail).toContainText('全部项目可用');
  await expect(detail).toContainText('可与会员折扣同享');
  await expect(detail).toContainText(`${clinicToday()} 至 ${addClinicDays(clinicToday(), 29)}`);
  await screenshot(page, 'coupons-6-detail');
  await page.goBack();
  await page.getByRole('tab', { name: '已过期(0)' }).click();
  await expect(page).toHaveURL(/newFun\/coupons\?tab=expired/);
  await expect(page.getByTestId('empty-state')).toContainText('暂无已过期的优惠券');

  await consolePage.reload();
  await expect(consolePage.getByRole('row').filter({ hasText: name })).toContainText('1 / 0 / 100');
  await desk.close();
});
