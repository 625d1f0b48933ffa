import { randomUUID } from 'node:crypto';
import { apiPost, screenshot } from './support/api.ts';
import { staffToken } from './support/chat-flows.ts';
import { expect, test } from './support/fixtures.ts';
import { loginThroughPage, specMobile } from './support/parent-flows.ts';

/**
 * Issue 22 as a parent walks it: a non-member is offered membership on 积分商城 and 积分明细, a goods the
 * parent cannot afford says 积分不足 with 兑换 off (on the list and on 商品详情), and empty pages offer a
 * way on.
 */
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

const app = (path: string) => `/appointment/#/pages/${path}`;

test('a parent who is not a member finds membership, and empty pages lead on', async ({ page, server }) => {
  test.setTimeout(90_000);
  await loginThroughPage(page, server.url, specMobile(186));
  await expect(page).toHaveURL(/#\/pages\/home\/index/);
  const manager = await staffToken('manager');
  const goods = await apiPost<{ goodsId: number }>(
    '/api/console/mall/goods/save',
    { name: '绘本礼盒', description: '六册', pointsPrice: 500, enabled: true },
    manager,
  );
  await apiPost(
    '/api/console/mall/goods/stock',
    { goodsId: goods.goodsId, delta: 2, reason: '入库', requestKey: randomUUID() },
    manager,
  );

  await page.goto(app('newFun/integralMall'));
  await expect(page.getByTestId('member-join-banner')).toBeVisible({ timeout: 15_000 });
  const exchange = page.getByTestId(`goods-exchange-${goods.goodsId}`);
  await expect(exchange).toHaveText('积分不足');
  await expect(exchange).toBeDisabled();
  expect((await exchange.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await screenshot(page, 'i22-mall-not-member');

  await page.goto(app('newFun/integralDetail'));
  await expect(page.getByTestId('member-join-banner')).toBeVisible();
  await screenshot(page, 'i22-ledger-not-member');
  await page.getByTestId('member-join').click();
  await expect(page).toHaveURL(/registmember\/index/);

  await page.goto(app('newFun/integralRecording'));
  await expect(page.getByTestId('empty-way')).toHaveText(/积分商城/);
  await screenshot(page, 'i22-records-empty');
  await page.getByTestId('empty-way').click();
  await expect(page).toHaveURL(/integralMall/);

  await page.goto(app('newFun/integrallook'));
  await expect(page.getByText('没有指定要查看的兑换记录')).toBeVisible();
  await screenshot(page, 'i22-look-no-id');
  await page.getByTestId('empty-way').click();
  await expect(page).toHaveURL(/integralRecording/);

  await page.goto(app('newFun/setMealDetail'));
  await expect(page.getByText('没有指定要查看的套餐卡')).toBeVisible();
  await screenshot(page, 'i22-card-no-id');
  await page.getByTestId('empty-way').click();
  await expect(page).toHaveURL(/setMeal(?!Detail)/);
});

test('membership is found from home and 就诊人信息, and pages opened without their id lead on', async ({
  page,
  server,
}) => {
  test.setTimeout(90_000);
  await loginThroughPage(page, server.url, specMobile(187));
  await expect(page).toHaveURL(/#\/pages\/home\/index/);
  await page.getByTestId('home-entry-newFun-memberCheck').click();
  await expect(page).toHaveTitle('会员查询');
  await expect(page.getByTestId('member-go-activate')).toBeVisible();

  await page.goto(app('otherFun/userInfo'));
  const row = page.getByTestId('account-member');
  await expect(row).toContainText('未开通');
  await screenshot(page, 'i22-user-info-member-row');
  await row.click();
  await expect(page).toHaveURL(/registmember\/index/);

  // Opened without a notice version nothing is activated and no 须知已更新 toast is shown.
  await page.goto(app('registmember/loading'));
  await expect(page.getByText('请先阅读并同意开通会员须知')).toBeVisible();
  await expect(page.getByText('须知已更新')).toHaveCount(0);
  await page.getByTestId('empty-way').click();
  await expect(page).toHaveURL(/registmember\/index/);

  await page.goto(app('otherFun/chat'));
  await expect(page.getByText('链接有误，没有指明是哪次问诊')).toBeVisible();
  await page.getByTestId('empty-way').click();
  await expect(page).toHaveURL(/interrogationList/);

  await page.goto(app('otherFun/scheduling'));
  await expect(page.getByText('链接有误，没有指明医生')).toBeVisible();
  await page.getByTestId('empty-way').click();
  await expect(page).toHaveURL(/otherFun\/doctor(?!Home)/);
});

test('商品详情 offers a non-member membership, says 积分不足, and leads back to 积分商城 without its goods', async ({
  page,
  server,
}) => {
  test.setTimeout(90_000);
  await loginThroughPage(page, server.url, specMobile(190));
  await expect(page).toHaveURL(/#\/pages\/home\/index/);
  const manager = await staffToken('manager');
  const goods = await apiPost<{ goodsId: number }>(
    '/api/console/mall/goods/save',
    { name: '儿童牙刷礼盒', description: '软毛牙刷两支，含氟儿童牙膏一支', pointsPrice: 200, enabled: true },
    manager,
  );
  await apiPost(
    '/api/console/mall/goods/stock',
    { goodsId: goods.goodsId, delta: 3, reason: '入库', requestKey: randomUUID() },
    manager,
  );

  await page.goto(app('newFun/integralMall'));
  await page.getByTestId(`goods-open-${goods.goodsId}`).click();
  await expect(page).toHaveURL(/goodsDetail\?goodsId=/);
  await expect(page.getByTestId('member-join-banner')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('goods-description')).toHaveText('软毛牙刷两支，含氟儿童牙膏一支');
  await expect(page.getByTestId('goods-picture')).toHaveCount(0); // none uploaded: no empty frame
  const exchange = page.getByTestId('goods-detail-exchange');
  await expect(exchange).toHaveText('积分不足');
  await expect(exchange).toBeDisabled();
  await screenshot(page, 'i22-goods-not-member');
  await page.getByTestId('member-join').click();
  await expect(page).toHaveURL(/registmember\/index/);

  // Opened without a goods, with a broken id, or with goods that is not on sale: the way back.
  for (const query of ['', '?goodsId=abc', '?goodsId=99999999']) {
    await page.goto(app(`newFun/goodsDetail${query}`));
    await expect(page.getByTestId('empty-way')).toHaveText('去积分商城');
    await expect(page.getByTestId('empty-state')).toContainText(
      query.endsWith('9') ? '商品不存在或已下架' : '没有指定要查看的商品',
    );
  }
  await screenshot(page, 'i22-goods-gone');
  await page.getByTestId('empty-way').click();
  await expect(page).toHaveURL(/integralMall/);
});
