import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { apiGet, apiPost, screenshot } from './support/api.ts';
import { staffToken } from './support/chat-flows.ts';
import { saveCardProduct, activateMember } from './support/value-setup.ts';
import { expect, test } from './support/fixtures.ts';
import { loginThroughPage, sessionToken, specMobile } from './support/parent-flows.ts';
import { pickRegion } from './support/address-flows.ts';
import { payOnSandbox } from './support/sandbox-pay.ts';

/**
 * The points mall and package cards in Chromium (issue 15): a parent redeems a mall item to a new
 * address, cancels it and sees the points back; the clinic turns package cards on, a parent buys one
 * for a child, pays on the sandbox cashier and sees its uses.
 */
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

const app = (path: string) => `/appointment/#/pages/${path}`;

const userIdOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('sprout.user') ?? '{}').state?.userId as number);

/** A member with 1,000 points, given by the manager's adjustment (the points ledger's own call). */
const memberWithPoints = async (token: string, userId: number) => {
  await activateMember(token);
  await apiPost(
    '/api/console/members/points/adjust',
    { userId, points: 1000, reason: '端到端测试赠送', requestKey: randomUUID() },
    await staffToken('manager'),
  );
};

test('a parent redeems a mall item to a new address, cancels it, and the points come back', async ({
  page,
  server,
}) => {
  test.setTimeout(90_000);
  await loginThroughPage(page, server.url, specMobile(181));
  await expect(page).toHaveURL(/#\/pages\/home\/index/);
  const token = await sessionToken(page);
  await memberWithPoints(token, await userIdOf(page));
  const manager = await staffToken('manager');
  const goods = await apiPost<{ goodsId: number }>(
    '/api/console/mall/goods/save',
    { name: '儿童保温水杯', description: '316不锈钢，350毫升', pointsPrice: 300, enabled: true },
    manager,
  );
  await apiPost(
    '/api/console/mall/goods/stock',
    { goodsId: goods.goodsId, delta: 3, reason: '首批入库', requestKey: randomUUID() },
    manager,
  );

  await page.goto(app('newFun/integralMall'));
  await expect(page.getByTestId('mall-balance')).toContainText('1000');
  await screenshot(page, 'mall-1-home');
  await page.getByTestId(`goods-exchange-${goods.goodsId}`).click();
  await expect(page.getByTestId('exchange-submit')).toHaveText(/请选择收货地址/);

  // No address yet: 收货地址 in select mode, add one, pick it, and back to the exchange.
  await page.getByTestId('exchange-address').click();
  await expect(page).toHaveURL(/addressManage\?mode=select/);
  await page.getByTestId('address-add').click();
  await page.getByTestId('address-form-recipient').fill('陈小果');
  await page.getByTestId('address-form-mobile').fill('13912340181');
  await pickRegion(page, ['广东省', '深圳市', '南山区']);
  await page.getByTestId('address-form-detail').fill('科技园南区1栋101');
  await page.getByTestId('address-form-submit').click();
  await expect(page).toHaveURL(/addressManage\?mode=select/);
  const card = page.locator('[data-testid^="address-card-"]').filter({ hasText: '陈小果' });
  await card.getByRole('button', { pressed: false }).first().click();
  await expect(page).toHaveURL(/integralMall\?goodsId=/);
  await expect(page.getByTestId('exchange-address')).toContainText('陈小果');
  await expect(page.getByTestId('exchange-total')).toHaveText('300积分');
  await screenshot(page, 'mall-2-confirm');

  await page.getByTestId('exchange-submit').click();
  await expect(page).toHaveURL(/integrallook\?exchangeId=/);
  await expect(page.getByTestId('exchange-status')).toHaveText('待发货');
  await expect(page.getByTestId('exchange-address-text')).toHaveText('广东省深圳市南山区科技园南区1栋101');
  await screenshot(page, 'mall-3-detail');
  const list = await apiGet<{ balance: number }>('/opordering/wechatapp/integralMall/goodsList', {}, token);
  expect(list.balance).toBe(700);

  await page.getByTestId('exchange-cancel').click();
  await page.locator('.adm-dialog-button', { hasText: '确定取消' }).click();
  await expect(page.getByTestId('exchange-status')).toHaveText('已取消');
  await screenshot(page, 'mall-4-cancelled');
  await page.goto(app('newFun/integralRecording'));
  await expect(page.locator('[data-testid^="exchange-"]').first()).toContainText('已取消');
  await screenshot(page, 'mall-5-records');
  await page.goto(app('newFun/integralMall'));
  await expect(page.getByTestId('mall-balance')).toContainText('1000');
});

test('with package cards on, a parent buys a card for a child, pays, and sees its uses', async ({
  page,
  server,
}) => {
  test.setTimeout(90_000);
  const manager = await staffToken('manager');
  const productId = await saveCardProduct(manager, {
    name: '儿保年卡',
    description: '一年内儿保体检三次、骨龄检测一次',
    priceFen: 39_900,
    services: [
      { serviceCode: 'EXAM', serviceName: '儿保体检', uses: 3 },
      { serviceCode: 'BONE', serviceName: '骨龄检测', uses: 1 },
    ],
    validityDays: 365,
    refundHandlingPercent: 10,
  });
  await loginThroughPage(page, server.url, specMobile(182));
  await expect(page).toHaveURL(/#\/pages\/home\/index/);
  const token = await sessionToken(page);
  await apiPost(
    '/online/usercenter/addBabyInfo',
    { babyName: '小果', sex: '女', birthday: '2022-03-01', guardianConsent: true },
    token,
  );

  await page.goto(app('newFun/setMeal'));
  await expect(page.getByTestId(`product-${productId}`)).toContainText('¥399.00');
  await screenshot(page, 'cards-1-on-sale');
  await page.getByTestId(`product-buy-${productId}`).click();
  await page.locator('.adm-action-sheet-button-item', { hasText: '小果' }).click();
  await expect(page).toHaveURL(/onlinePay\?orderNo=/);
  const orderNo = new URL(page.url().replace('#', '')).searchParams.get('orderNo') ?? '';

  await payOnSandbox(token, orderNo);

  await page.goto(app('newFun/setMeal'));
  const mine = page.locator('[data-testid^="card-left-"]').first();
  await expect(mine).toHaveText('剩余4/4次');
  await screenshot(page, 'cards-2-mine');
  await page.locator('[data-testid^="card-"]').filter({ hasText: '儿保年卡' }).first().click();
  await expect(page.getByTestId('service-EXAM')).toContainText('剩余3/3次');
  await expect(page.getByTestId('service-BONE')).toContainText('剩余1/1次');
  await screenshot(page, 'cards-3-detail');
});
