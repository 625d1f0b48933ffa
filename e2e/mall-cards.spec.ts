import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { apiGet, apiPost, screenshot } from './support/api.ts';
import { staffToken } from './support/chat-flows.ts';
import { saveCardProduct, activateMember } from './support/value-setup.ts';
import { goodsOnSale } from './support/mall-setup.ts';
import { solidPng } from './support/png.ts';
import { expect, test } from './support/fixtures.ts';
import { loginThroughPage, sessionToken, specMobile } from './support/parent-flows.ts';
import { pickRegion } from './support/address-flows.ts';
import { payOnSandbox } from './support/sandbox-pay.ts';

/**
 * The points mall and package cards in Chromium (issue 15): a parent redeems a mall item to a new
 * address, cancels it and sees the points back; opens a goods' 商品详情 from the list and exchanges
 * from there (issue 22); the clinic turns package cards on, a parent buys one for a child, pays on
 * the sandbox cashier and sees its uses.
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

test('a parent opens a goods from 积分商城, reads it whole, sees its pictures, and exchanges from 商品详情', async ({
  page,
  server,
}) => {
  test.setTimeout(90_000);
  await loginThroughPage(page, server.url, specMobile(189));
  await expect(page).toHaveURL(/#\/pages\/home\/index/);
  const token = await sessionToken(page);
  await memberWithPoints(token, await userIdOf(page));
  await apiPost(
    '/online/usercenter/addrSaveOrUpdate',
    {
      recipient: '林小禾',
      mobile: '13912340189',
      provinceId: '44',
      cityId: '4403',
      areaId: '440305',
      detail: '科技园南区2栋202',
    },
    token,
  );
  const manager = await staffToken('manager');
  const description =
    '恐龙主题儿童餐具四件套：碗、盘、叉、勺。\n食品级PP材质，可进洗碗机。\n适合2岁以上宝宝。';
  const goodsId = await goodsOnSale(manager, {
    name: '恐龙餐具四件套',
    description,
    pointsPrice: 400,
    stock: 5,
    pictures: [solidPng(240, [91, 60, 196]), solidPng(240, [42, 157, 143]), solidPng(240, [233, 196, 106])],
  });
  const soldOutId = await goodsOnSale(manager, {
    name: '限量绘本',
    description: '',
    pointsPrice: 100,
    stock: 0,
    pictures: [solidPng(240, [231, 111, 81])],
  });

  // The picture and name of a card open 商品详情; 兑换 on the card stays the shortcut.
  await page.goto(app('newFun/integralMall'));
  const open = page.getByTestId(`goods-open-${goodsId}`);
  await expect(open).toContainText('恐龙餐具四件套');
  await open.locator('img').click();
  await expect(page).toHaveURL(new RegExp(`goodsDetail\\?goodsId=${goodsId}`));
  await expect(page).toHaveTitle('商品详情');
  await expect(page.getByTestId('goods-name')).toHaveText('恐龙餐具四件套');
  await expect(page.getByTestId('goods-description')).toHaveText(description, { useInnerText: true });
  await expect(page.getByTestId('goods-stock')).toHaveText('库存5');
  await expect(page.getByTestId('goods-balance')).toHaveText('1000积分');
  await expect(page.getByText('每次最多兑换10件，以库存和可用积分为限')).toBeVisible();

  // Three pictures in the swiper, each loaded; the thumbnails show each one without swiping.
  const pictures = page.getByTestId('goods-picture');
  await expect(pictures).toHaveCount(3);
  for (const picture of await pictures.all())
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
  await expect(page.getByTestId('goods-thumb-1')).toHaveAttribute('aria-current', 'true');
  await page.getByTestId('goods-thumb-3').click();
  await expect(page.getByTestId('goods-thumb-3')).toHaveAttribute('aria-current', 'true');
  await expect(page.getByText('3/3')).toBeVisible();
  // The swiper has moved to the third picture (and settled there) when it is wholly in view.
  await expect(pictures.nth(2)).toBeInViewport({ ratio: 1 });
  await expect(pictures.nth(0)).not.toBeInViewport();
  await screenshot(page, 'mall-goods-1-detail');

  const exchange = page.getByTestId('goods-detail-exchange');
  await expect(exchange).toHaveText('兑换');
  expect((await exchange.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await exchange.click();
  await expect(page).toHaveURL(new RegExp(`integralMall\\?goodsId=${goodsId}`));
  await expect(page.getByTestId('exchange-address')).toContainText('林小禾');
  await expect(page.getByTestId('exchange-total')).toHaveText('400积分');
  await page.getByTestId('exchange-submit').click();
  await expect(page).toHaveURL(/integrallook\?exchangeId=/);
  await expect(page.getByTestId('exchange-status')).toHaveText('待发货');
  const list = await apiGet<{ balance: number }>('/opordering/wechatapp/integralMall/goodsList', {}, token);
  expect(list.balance).toBe(600);

  // Back on its page the stock has gone down; goods with no stock say 已兑完 (one picture, no swiper).
  await page.goto(app(`newFun/goodsDetail?goodsId=${goodsId}`));
  await expect(page.getByTestId('goods-stock')).toHaveText('库存4');
  await page.goto(app('newFun/integralMall'));
  await page.getByTestId(`goods-open-${soldOutId}`).click();
  await expect(page.getByTestId('goods-description')).toHaveText('暂无介绍');
  await expect(page.getByTestId('goods-picture')).toHaveCount(1);
  await expect(page.getByTestId('goods-thumb-1')).toHaveCount(0);
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0); // 兑换成功 has gone
  await expect(page.getByTestId('goods-detail-exchange')).toHaveText('已兑完');
  await expect(page.getByTestId('goods-detail-exchange')).toBeDisabled();
  await screenshot(page, 'mall-goods-2-sold-out');
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
