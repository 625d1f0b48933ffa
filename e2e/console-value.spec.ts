import { randomUUID } from 'node:crypto';
import { apiGet, apiPost, loginParentViaApi, screenshot } from './support/api.ts';
import { staffToken } from './support/chat-flows.ts';
import { sellPackageCards, activateMember } from './support/value-setup.ts';
import { expect, test } from './support/fixtures.ts';
import { specMobile } from './support/parent-flows.ts';
import { CONSOLE_DESKTOP, pickOption, signInStaff } from './support/staff-flows.ts';
import { payOnSandbox } from './support/sandbox-pay.ts';

/**
 * 套餐卡 and 积分商城 in the console (issue 15): a manager makes a card product, writes off a use of
 * a parent's card at the desk and refunds the rest; makes goods, stocks them, and ships an exchange.
 */
test.use(CONSOLE_DESKTOP);

test('a manager makes a card product, writes off a use at the desk and refunds the rest', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const manager = await staffToken('manager');
  await sellPackageCards(manager);
  // The card's service is picked from 收费项目 (issue 22); picking it fills 项目名称, which stays editable.
  const feeName = `儿童保健体检${randomUUID().slice(0, 6)}`;
  await apiPost(
    '/api/console/fees/items/save',
    {
      code: `CARD-${randomUUID().slice(0, 8)}`,
      name: feeName,
      category: 'exam',
      unitPriceFen: 15_000,
      enabled: true,
    },
    manager,
  );
  await signInStaff(page, 'manager');
  await page.goto('/console/#/package-cards');
  await page.getByRole('tab', { name: '套餐卡产品' }).click();
  await page.getByTestId('product-new').click();
  await page.getByTestId('product-form-name').fill('控制台体检卡');
  await page.getByTestId('product-form-price').fill('200');
  await pickOption(page, 'product-form-service-0', feeName);
  await expect(page.getByLabel('项目名称')).toHaveValue(feeName);
  await page.getByLabel('项目名称').fill('儿保体检');
  await page.getByLabel('次数').fill('4');
  await page.getByTestId('product-form-submit').click();
  await expect(page.getByRole('cell', { name: '控制台体检卡' })).toBeVisible();
  await screenshot(page, 'console-cards-1-products');

  const mobile = specMobile(184);
  const parent = await loginParentViaApi(mobile);
  const baby = await apiPost<{ babyId: number }>(
    '/online/usercenter/addBabyInfo',
    { babyName: '小舟', sex: '男', birthday: '2021-08-01', guardianConsent: true },
    parent,
  );
  const products = await apiGet<{ list: { productId: number; name: string }[] }>(
    '/opordering/wechatapp/setMeal/productList',
    {},
    parent,
  );
  const productId = products.list.find((p) => p.name === '控制台体检卡')?.productId ?? 0;
  const bought = await apiPost<{ cardId: number; orderNo: string }>(
    '/opordering/wechatapp/setMeal/buy',
    { productId, babyId: baby.babyId, requestKey: randomUUID() },
    parent,
  );
  await payOnSandbox(parent, bought.orderNo);

  await page.getByRole('tab', { name: '已售套餐卡' }).click();
  await page.getByLabel('按家长手机号查找').fill(mobile);
  await page.getByLabel('按家长手机号查找').press('Enter');
  const row = page.getByTestId(`sold-card-${bought.cardId}`);
  await expect(row).toContainText('儿保体检 4/4');
  await row.getByTestId('card-write-off').click();
  await page.getByTestId('write-off-submit').click();
  await expect(row).toContainText('儿保体检 3/4');
  await screenshot(page, 'console-cards-2-written-off');
  await row.getByTestId('card-refund').click();
  // 3 of 4 uses left of ¥200.00: ¥150.00, less 10 % handling: ¥135.00.
  await expect(page.getByText('¥135.00')).toBeVisible();
  await page.getByTestId('card-refund-reason').fill('家长搬家');
  await page.getByTestId('card-refund-submit').click();
  await expect(row).toContainText('已退卡');
  await screenshot(page, 'console-cards-3-refunded');
});

test("a manager makes and stocks goods, and the desk ships a parent's exchange", async ({ page }) => {
  test.setTimeout(90_000);
  await signInStaff(page, 'manager');
  await page.goto('/console/#/mall');
  await page.getByRole('tab', { name: '商品与库存' }).click();
  await page.getByTestId('goods-new').click();
  await page.getByTestId('goods-form-name').fill('控制台绘本');
  await page.getByTestId('goods-form-submit').click();
  const goodsRow = page.locator('[data-testid^="goods-row-"]').filter({ hasText: '控制台绘本' });
  await expect(goodsRow).toBeVisible();
  await goodsRow.getByTestId('goods-stock').click();
  await page.getByLabel('原因').fill('首批入库');
  await page.getByTestId('stock-submit').click();
  await expect(goodsRow).toContainText('10');
  await screenshot(page, 'console-mall-1-goods');

  const mobile = specMobile(185);
  const parent = await loginParentViaApi(mobile);
  await activateMember(parent);
  const manager = await staffToken('manager');
  const found = await apiGet<{ member: { userId: number } | null }>(
    '/api/console/members/find',
    { mobile },
    manager,
  );
  const goodsId = Number((await goodsRow.getAttribute('data-testid'))?.replace('goods-row-', ''));
  const userId = found.member?.userId ?? 0;
  expect(userId).toBeGreaterThan(0);
  await apiPost(
    '/api/console/members/points/adjust',
    { userId, points: 500, reason: '控制台测试', requestKey: randomUUID() },
    manager,
  );
  const address = await apiPost<{ id: number }>(
    '/online/usercenter/addrSaveOrUpdate',
    { recipient: '林小舟', mobile, provinceId: '44', cityId: '4403', areaId: '440305', detail: '科技园2号' },
    parent,
  );
  const exchanged = await apiPost<{ exchangeId: number }>(
    '/opordering/wechatapp/integralMall/exchange',
    { goodsId, addressId: address.id, quantity: 1, requestKey: randomUUID() },
    parent,
  );

  await page.reload(); // the exchange was made behind the page's back, after it fetched the list
  await page.getByRole('tab', { name: '兑换单' }).click();
  const row = page.getByTestId(`exchange-row-${exchanged.exchangeId}`);
  await expect(row).toContainText('待发货');
  await row.getByTestId('exchange-ship').click();
  await page.getByLabel('快递公司').fill('顺丰速运');
  await page.getByLabel('运单号').fill('SF1234567890');
  await page.getByTestId('ship-submit').click();
  await expect(row).toContainText('已发货');
  await expect(row).toContainText('SF1234567890');
  await screenshot(page, 'console-mall-2-shipped');
  const detail = await apiGet<{ status: string; trackingNo: string }>(
    '/opordering/wechatapp/integralMall/exchangeDetail',
    { exchangeId: exchanged.exchangeId },
    parent,
  );
  expect(detail).toMatchObject({ status: 'shipped', trackingNo: 'SF1234567890' });
});

test('a manager sets the member discount on 药费 and a parent sees it on 会员卡规则', async ({ page }) => {
  const manager = await staffToken('manager');
  const before = await apiGet<{ list: { cardTypeId: number; note: string }[] }>(
    '/api/console/members/cardTypes',
    {},
    manager,
  );
  const cardTypeId = before.list[0]?.cardTypeId ?? 0;
  try {
    await signInStaff(page, 'manager');
    await page.goto('/console/#/member-cards');
    const card = page.getByTestId(`card-type-${cardTypeId}`);
    await expect(card.getByTestId('card-percent-exam')).toHaveValue('95');
    await expect(card.getByTestId('card-percent-drug')).toHaveValue('');
    await card.getByTestId('card-percent-drug').fill('98');
    await card.getByTestId('card-note').fill('检查、检验、治疗费与药费享会员折扣');
    await card.getByTestId('card-save').click();
    await expect(card.getByText('请填写修改原因')).toBeVisible(); // the reason is required
    await card.getByTestId('card-reason').fill('药费纳入会员折扣');
    await card.getByTestId('card-save').click();
    await expect(page.locator('.ant-message')).toContainText('已保存');
    await screenshot(page, 'console-member-cards');

    const parent = await loginParentViaApi(specMobile(212));
    const rule = await apiGet<{
      cardTypeNote: string;
      discounts: { categoryName: string; payPercent: number }[];
    }>('/opordering/wechatapp/memberCard/rule', {}, parent);
    expect(rule.cardTypeNote).toBe('检查、检验、治疗费与药费享会员折扣');
    expect(rule.discounts).toContainEqual(expect.objectContaining({ categoryName: '药费', payPercent: 98 }));
  } finally {
    // Put the clinic's discounts back for the specs that follow, whatever happened above.
    await apiPost(
      '/api/console/members/cardTypes/save',
      {
        cardTypeId,
        name: '普通会员卡',
        note: before.list[0]?.note ?? '会员折扣',
        discounts: [
          { category: 'exam', payPercent: 95 },
          { category: 'lab', payPercent: 95 },
          { category: 'treatment', payPercent: 90 },
        ],
        reason: '测试后恢复',
      },
      manager,
    );
  }
});

test('a manager adds a 金卡 and moves a member to it; the parent’s 会员卡规则 follows', async ({ page }) => {
  const name = `金卡会员${randomUUID().slice(0, 4)}`;
  const mobile = specMobile(213);
  const parent = await loginParentViaApi(mobile);
  await activateMember(parent);
  await signInStaff(page, 'manager');
  await page.goto('/console/#/member-cards');
  await page.getByTestId('card-type-add').click();
  const fresh = page.getByTestId('card-type-new');
  await fresh.getByTestId('card-name').fill(name);
  await fresh.getByTestId('card-note').fill('药费九折，检查费八五折');
  await fresh.getByTestId('card-percent-drug').fill('90');
  await fresh.getByTestId('card-percent-exam').fill('85');
  await fresh.getByTestId('card-save').click();
  await expect(fresh.getByText('请填写新增原因')).toBeVisible();
  await fresh.getByTestId('card-reason').fill('推出金卡');
  await fresh.getByTestId('card-save').click();
  await expect(page.locator('.ant-message')).toContainText('已新增会员卡');
  await expect(page.getByTestId('card-type-new')).toHaveCount(0);
  const gold = page.locator('[data-testid^="card-type-"]').filter({ hasText: name });
  await expect(gold).toContainText('0 位会员');
  await expect(gold.getByTestId('card-percent-drug')).toHaveValue('90');
  await screenshot(page, 'console-member-cards-2-added');

  await page.goto('/console/#/members');
  const search = page.getByTestId('member-search').locator('input');
  await search.fill(mobile);
  await search.press('Enter');
  await expect(page.getByTestId('member-card-type')).toHaveText('普通会员卡');
  await page.getByTestId('member-change-card').click();
  await pickOption(page, 'change-card-type', name, { search: false });
  await page.getByTestId('change-card-submit').click();
  await expect(page.getByText('请填写更换原因')).toBeVisible();
  await page.getByTestId('change-card-reason').fill('年消费满额升级');
  await page.getByTestId('change-card-submit').click();
  await expect(page.getByTestId('member-card-type')).toHaveText(name);
  await screenshot(page, 'console-member-cards-3-member-moved');

  const rule = await apiGet<{
    cardTypeName: string;
    discounts: { categoryName: string; payPercent: number }[];
  }>('/opordering/wechatapp/memberCard/rule', {}, parent);
  expect(rule.cardTypeName).toBe(name);
  expect(rule.discounts).toContainEqual(expect.objectContaining({ categoryName: '药费', payPercent: 90 }));
});
