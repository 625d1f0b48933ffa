import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { addClinicDays, clinicToday } from '@sprout/domain';
import { axeFindings } from './support/accessibility.ts';
import { apiGet, apiPost, screenshot } from './support/api.ts';
import { staffToken } from './support/chat-flows.ts';
import { checkAnswers, expect, test } from './support/fixtures.ts';
import { loginThroughPage, specMobile } from './support/parent-flows.ts';
import { pickOption, signInStaff } from './support/staff-flows.ts';

/**
 * Picks `date` (YYYY-MM-DD) on the antd DatePicker with `testId`: opens its calendar, turns to the
 * month with 下个月 as needed, clicks the day, and waits for the calendar to close on the picked day.
 * The calendar slides in: a day clicked while it still moves can miss, so the click waits for it to
 * settle, and the field must then show the day or the pick is tried again (as `pickOption` does).
 */
const pickDate = async (page: Page, testId: string, date: string): Promise<void> => {
  const input = page.getByTestId(testId);
  const open = page.locator('.ant-picker-dropdown:visible:not([class*="-leave"])');
  const settled = open.and(page.locator(':not([class*="-appear"]):not([class*="-enter"])'));
  const day = settled.locator(`td.ant-picker-cell-in-view[title="${date}"]`);
  await expect(async () => {
    if ((await open.count()) === 0) await input.click();
    await expect(settled).toHaveCount(1, { timeout: 2_000 });
    for (let turns = 0; turns < 24 && (await day.count()) === 0; turns++)
      await settled.getByRole('button', { name: '下个月' }).click();
    await day.click({ timeout: 3_000 });
    await expect(input).toHaveValue(date, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
};

/** 上线 asks first (it is final): the dialog names what becomes fixed; 确定上线 puts it live. */
const confirmGoLive = async (page: Page, row: ReturnType<Page['getByRole']>): Promise<void> => {
  await row.getByTestId('campaign-go-live').click();
  await expect(page.getByTestId('campaign-go-live-terms')).toContainText('不能再修改');
  await page.getByRole('button', { name: '确定上线' }).click();
  await expect(row).toContainText('进行中');
};

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
  await pickDate(consolePage, 'campaign-claim-from', clinicToday());
  await pickDate(consolePage, 'campaign-claim-to', addClinicDays(clinicToday(), 10));
  await screenshot(consolePage, 'coupons-1-console-form');
  const consoleFindings = [...(await axeFindings(consolePage, [])).map((f) => `campaign form: ${f}`)];
  await consolePage.getByTestId('campaign-submit').click();
  const row = consolePage.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('草稿');
  await expect(row).toContainText('满100元减20元');
  await confirmGoLive(consolePage, row);
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

type Campaign = {
  campaignId: number;
  name: string;
  state: string;
  serviceCodes: string[] | null;
  validMode: string;
  validFrom: string | null;
  validTo: string | null;
  claimFrom: string;
  claimTo: string;
};

/**
 * Issue 22: the campaign form picks its 适用项目 from 收费项目 (by name, searched) and its days from the
 * Chinese calendar, and 上线 asks first (取消 leaves the draft a draft). The saved campaign, as the
 * console lists it and the API answers, holds the fee item's code and the days picked, sent as
 * YYYY-MM-DD. A draft naming a code that is no fee item shows it, marked, when edited.
 */
test('the campaign form picks items from 收费项目 and days from the calendar, and 上线 asks first', async ({
  browser,
  server,
}) => {
  test.setTimeout(90_000);
  const suffix = randomUUID().slice(0, 6).toUpperCase();
  const code = `CP-LAB-${suffix}`;
  const manager = await staffToken('manager');
  await apiPost(
    '/api/console/fees/items/save',
    { code, name: `微量元素检测${suffix}`, category: 'lab', unitPriceFen: 12_000, enabled: true },
    manager,
  );
  const gone = await apiPost<{ campaignId: number }>(
    '/api/console/coupons/campaign/save',
    {
      name: `旧项目券-${suffix}`,
      kind: 'amount',
      valueFen: 500,
      thresholdFen: 0,
      serviceCodes: [`GONE-${suffix}`],
      scopeText: '仅限旧项目',
      stacksWithMemberDiscount: true,
      validMode: 'days',
      validDays: 30,
      claimFrom: clinicToday(),
      claimTo: addClinicDays(clinicToday(), 7),
      perPersonLimit: 1,
      totalQuantity: 10,
    },
    manager,
  );

  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: server.url });
  await checkAnswers(desk);
  const page = await desk.newPage();
  await signInStaff(page, 'manager');
  await page.getByTestId('nav-coupon-campaigns').click();
  const name = `检验满50减10-${suffix}`;
  await page.getByTestId('campaign-create').click();
  await page.getByTestId('campaign-name').fill(name);
  await page.getByTestId('campaign-value').fill('10');
  await page.getByTestId('campaign-threshold').fill('50');
  await page.getByText('指定项目', { exact: true }).click();
  // Searched by its name, the option reads name and code; the tag keeps both.
  await pickOption(page, 'campaign-service-codes', `微量元素检测${suffix}`);
  await expect(page.getByTestId('campaign-service-codes')).toContainText(code);
  await page.getByTestId('campaign-scope-text').fill('仅限微量元素检测');
  await page.getByText('固定日期', { exact: true }).click();
  const validFrom = clinicToday();
  const validTo = addClinicDays(clinicToday(), 40);
  const claimTo = addClinicDays(clinicToday(), 20);
  // The calendar is the console's Chinese one: weeks start on Monday, days read 一 … 日.
  await page.getByTestId('campaign-valid-from').click();
  await expect(page.locator('.ant-picker-dropdown:visible thead th').first()).toHaveText('一');
  await expect(page.locator('.ant-picker-dropdown:visible')).toContainText('今天');
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
  await pickDate(page, 'campaign-valid-from', validFrom);
  await pickDate(page, 'campaign-valid-to', validTo);
  await pickDate(page, 'campaign-claim-from', clinicToday());
  await pickDate(page, 'campaign-claim-to', claimTo);
  await screenshot(page, 'coupons-7-console-form-picked');
  await page.getByTestId('campaign-submit').click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('草稿');
  await expect(row).toContainText(`${validFrom}至${validTo}`);
  await expect(row).toContainText(`${clinicToday()} 至 ${claimTo}`);

  // 取消 leaves it a draft; 确定上线 puts it live.
  await row.getByTestId('campaign-go-live').click();
  await expect(page.getByTestId('campaign-go-live-terms')).toContainText('仅限微量元素检测');
  await screenshot(page, 'coupons-8-console-go-live-confirm');
  await page.getByTestId('campaign-go-live-cancel').click();
  await expect(page.getByTestId('campaign-go-live-terms')).toHaveCount(0);
  await expect(row).toContainText('草稿');
  await confirmGoLive(page, row);
  await expect(row.getByTestId('campaign-edit')).toHaveCount(0);

  const live = await apiGet<{ list: Campaign[] }>(
    '/api/console/coupons/campaign/list',
    { state: 'live', pageSize: 100 },
    manager,
  );
  expect(live.list.find((c) => c.name === name)).toMatchObject({
    state: 'live',
    serviceCodes: [code],
    validMode: 'fixed',
    validFrom,
    validTo,
    claimFrom: clinicToday(),
    claimTo,
  });

  // The draft whose code is no fee item shows it, marked, and saves it unchanged.
  const goneRow = page.getByTestId(`campaign-${gone.campaignId}`);
  await goneRow.getByTestId('campaign-edit').click();
  await expect(page.getByTestId('campaign-service-codes')).toContainText(`GONE-${suffix}（不在收费项目中）`);
  await expect(page.getByTestId('campaign-claim-from')).toHaveValue(clinicToday());
  await page.getByTestId('campaign-submit').click();
  await expect(page.getByTestId('campaign-submit')).toHaveCount(0);
  const drafts = await apiGet<{ list: Campaign[] }>(
    '/api/console/coupons/campaign/list',
    { state: 'draft', pageSize: 100 },
    manager,
  );
  expect(drafts.list.find((c) => c.campaignId === gone.campaignId)).toMatchObject({
    serviceCodes: [`GONE-${suffix}`],
    claimFrom: clinicToday(),
    claimTo: addClinicDays(clinicToday(), 7),
  });
  await desk.close();
});
