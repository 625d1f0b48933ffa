import { randomUUID } from 'node:crypto';
import { apiGet, apiPost, baseUrl, loginParentViaApi, screenshot } from './support/api.ts';
import { signInParent, staffToken } from './support/chat-flows.ts';
import { checkAnswers, expect, test } from './support/fixtures.ts';
import { specMobile, watchToasts } from './support/parent-flows.ts';
import { signInStaff } from './support/staff-flows.ts';
import { phoneContext } from './support/phone.ts';
import { childWithRecord } from './support/value-setup.ts';

/**
 * Clinic fees (issue 15): a manager bills a child in the console twice; the parent sees both under
 * 待缴费, pays them together through the sandbox cashier, and finds the receipt under 已缴费.
 */
const FEE_INDEX = '/appointment/#/pages/htmlFee/feeIndex';

// The console on a desktop screen; the parent's part opens its own phone-sized context.

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

test('a manager bills a child; the parent pays two bills together and sees the receipt', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  const mobile = specMobile(171);
  const token = await loginParentViaApi(mobile, server.url);
  const { pid } = await childWithRecord(token, { babyName: '林小禾', sex: '女', birthday: '2022-03-04' });
  const manager = await staffToken('manager');
  for (const item of [
    { code: 'E2E-BLOOD', name: '微量元素检测', category: 'lab', unitPriceFen: 3500, enabled: true },
    { code: 'E2E-VITD', name: '维生素D滴剂', category: 'drug', unitPriceFen: 4800, enabled: true },
  ])
    await apiPost('/api/console/fees/items/save', item, manager);

  // The console: 账单 → 开账单, found by the record number, one line each time.
  await signInStaff(page, 'manager');
  await page.goto('/console/#/fees/bills');
  // Other specs add fee items of the same name to the shared server, so the pick is by the code the
  // picker shows beside the name (名称（编码）).
  for (const { item, code } of [
    { item: '微量元素检测', code: 'E2E-BLOOD' },
    { item: '维生素D滴剂', code: 'E2E-VITD' },
  ]) {
    await page.getByTestId('bill-create').click();
    await page.getByTestId('bill-patient-search').fill(pid);
    await page.getByTestId('bill-patient-find').click();
    await page.getByTestId(`bill-patient-${pid}`).click();
    // The picker empties itself after each pick (a pick adds a line), so the line is what shows the pick.
    const lines = page.locator('.ant-modal .ant-table-tbody');
    await expect(async () => {
      if ((await lines.textContent())?.includes(item)) return;
      const select = page.getByTestId('bill-item-select');
      if ((await page.locator('.ant-select-dropdown:visible').count()) === 0) await select.click();
      await select.locator('input').fill(code);
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: `${item}（${code}，` })
        .click();
      await expect(lines).toContainText(item, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    if (item === '微量元素检测') await screenshot(page, 'fees-1-console-create-bill');
    await page.getByTestId('bill-create-submit').click();
    await expect(page.locator('.ant-message')).toContainText('已为 林小禾 开账单');
  }
  await expect(page.locator('[data-testid^="bill-row-"]').filter({ hasText: pid })).toHaveCount(2);
  await screenshot(page, 'fees-2-console-bills');

  // The parent: 待缴费订单, both bills, choose both, the checkout panel, pay.
  const phone = await phoneContext(browser, baseUrl());
  await checkAnswers(phone);
  await signInParent(phone, token, mobile);
  const parentPage = await phone.newPage();
  await parentPage.goto(FEE_INDEX);
  const bills = parentPage.locator('[data-testid^="fee-bill-"]');
  await expect(bills).toHaveCount(2);
  await bills
    .first()
    .getByRole('button', { name: /查看明细/ })
    .click();
  await screenshot(parentPage, 'fees-3-unpaid');
  // A tap anywhere on a bill's head chooses it (not only its small circle).
  for (const i of [0, 1]) await bills.nth(i).locator('label').click();
  await expect(parentPage.getByTestId('fee-pay-amount')).toHaveText('￥83.00');
  await screenshot(parentPage, 'fees-4-checkout');
  const toasts = await watchToasts(parentPage);
  await parentPage.getByTestId('fee-pay').click();
  await expect(parentPage).toHaveURL(/newFun\/onlinePay\?orderNo=/);
  await expect(parentPage.getByTestId('pay-amount')).toHaveText('¥83.00');
  // The bills being paid are not quoted again (that quote is refused: 账单正在支付中).
  expect((await toasts()).filter((text) => text.includes('支付中'))).toEqual([]);
  await parentPage.getByTestId('pay-submit').click();
  await expect(parentPage).toHaveURL(/\/dev\/pay\/cashier/);
  await parentPage.getByTestId('cashier-pay').click();
  await expect(parentPage).toHaveURL(/otherFun\/success\?orderNo=/, { timeout: 20_000 });

  // 查看订单 opens what was paid: 已缴费, with the receipt (not 预约记录, which lists appointments).
  await parentPage.getByTestId('pay-success-view').click();
  await expect(parentPage).toHaveURL(/htmlFee\/feeIndex\?tab=paid/);
  await expect(parentPage.locator('[data-testid^="fee-bill-"]')).toHaveCount(2);
  await parentPage.getByRole('button', { name: '收据' }).first().click();
  const receipt = parentPage.getByTestId('fee-receipt');
  await expect(receipt).toContainText('缴费收据');
  await expect(receipt).toContainText('￥83.00');
  await expect(receipt).toContainText('已支付');
  await screenshot(parentPage, 'fees-5-receipt');
  await parentPage.goto(FEE_INDEX);
  await expect(parentPage.getByTestId('empty-state')).toContainText('暂无待缴费账单');
  await phone.close();
});

/**
 * Inside the Alipay app (its user agent and a stand-in for its JS bridge): the parent's first Alipay
 * payment asks for the authorisation (the sandbox's page for Alipay's), then Alipay's own sheet opens
 * with the JSAPI trade number; the parent closes it, and later cancels the payment from 待缴费: the
 * bill is 待缴费 again and the sandbox's trade is closed.
 */
test('in the Alipay app: authorise once, pay with tradePay, then 取消支付 from 待缴费', async ({
  browser,
  server,
}) => {
  test.setTimeout(90_000);
  const mobile = specMobile(211);
  const token = await loginParentViaApi(mobile, server.url);
  const { pid } = await childWithRecord(token, { babyName: '林小舟', sex: '男', birthday: '2021-06-01' });
  const manager = await staffToken('manager');
  await apiPost(
    '/api/console/fees/items/save',
    { code: 'E2E-ALI', name: '微量元素检测', category: 'lab', unitPriceFen: 6600, enabled: true },
    manager,
  );
  await apiPost(
    '/api/console/fees/bills/create',
    { requestKey: randomUUID(), pid, lines: [{ itemCode: 'E2E-ALI', quantity: 1 }] },
    manager,
  );

  // Alipay's in-app browser names itself AlipayClient.
  const phone = await phoneContext(
    browser,
    baseUrl(),
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 AlipayClient/10.5.96 Language/zh-Hans',
  );
  await checkAnswers(phone);
  await signInParent(phone, token, mobile);
  // Alipay's bridge: tradePay remembers the trade number and answers 6001 (the parent closed the sheet).
  await phone.addInitScript(() => {
    (window as unknown as { AlipayJSBridge: unknown }).AlipayJSBridge = {
      call: (name: string, params: { tradeNO: string }, cb: (r: { resultCode: string }) => void) => {
        sessionStorage.setItem('e2e.tradePay', `${name}:${params.tradeNO}`);
        setTimeout(() => cb({ resultCode: '6001' }), 50);
      },
    };
  });
  const page = await phone.newPage();
  await page.goto(FEE_INDEX);
  const bill = page.locator('[data-testid^="fee-bill-"]');
  await expect(bill).toHaveCount(1);
  await bill.getByRole('checkbox').click({ force: true });
  await page.getByTestId('fee-pay').click();
  await expect(page).toHaveURL(/newFun\/onlinePay\?orderNo=/);
  const orderNo = new URL(page.url().replace('#', '')).searchParams.get('orderNo') ?? '';
  await expect(page.getByText('支付宝安全支付')).toBeVisible(); // first in Alipay's app, and chosen

  // The first Alipay payment: authorise (Alipay does it silently inside its app; the sandbox asks).
  await page.getByTestId('pay-submit').click();
  await expect(page).toHaveURL(/\/dev\/pay\/alipay\/authorize/);
  await screenshot(page, 'fees-6-alipay-authorize');
  await page.getByTestId('alipay-allow').click();
  // Back on the pay page, which goes on by itself: Alipay's sheet opens with the JSAPI trade, and
  // the parent closes it.
  await expect(page).toHaveURL(/newFun\/surePay\?orderNo=.*result=cancel/);
  expect(page.url()).not.toContain('auth_code');
  expect(await page.evaluate(() => sessionStorage.getItem('e2e.tradePay'))).toBe(`tradePay:sbxali${orderNo}`);

  // Authorised now: another 立即支付 goes straight to Alipay's sheet.
  await page.goto(`/appointment/#/pages/newFun/onlinePay?orderNo=${orderNo}`);
  await page.evaluate(() => sessionStorage.removeItem('e2e.tradePay'));
  await page.getByTestId('pay-submit').click();
  await expect(page).toHaveURL(/newFun\/surePay\?orderNo=.*result=cancel/);
  expect(await page.evaluate(() => sessionStorage.getItem('e2e.tradePay'))).toBe(`tradePay:sbxali${orderNo}`);

  // 待缴费: the bill is 支付中; 取消支付 after the confirmation puts it back.
  await page.goto(FEE_INDEX);
  await expect(page.getByTestId(`fee-cancel-${orderNo}`)).toBeVisible();
  await screenshot(page, 'fees-7-paying');
  await page.getByTestId(`fee-cancel-${orderNo}`).click();
  await expect(page.getByRole('dialog')).toContainText('账单将回到待缴费');
  await screenshot(page, 'fees-8-cancel-confirm');
  await page.getByRole('dialog').getByRole('button', { name: '取消支付' }).click();
  await expect(page.getByText('已取消支付')).toBeVisible();
  await expect(page.getByTestId(`fee-cancel-${orderNo}`)).toHaveCount(0);
  await expect(bill.getByRole('checkbox')).toBeVisible();
  await screenshot(page, 'fees-9-cancelled');
  const status = await apiGet<{ status: string }>('/api/pay/v1/order_status', { orderNo }, token);
  expect(status.status).toBe('closed');
  await phone.close();
});
