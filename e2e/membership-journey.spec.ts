import { randomUUID } from 'node:crypto';
import { addClinicDays, clinicToday } from '@sprout/domain';
import { simpleParser } from 'mailparser';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { apiGet, apiPost, screenshot } from './support/api.ts';
import { staffToken } from './support/chat-flows.ts';
import { expect, test } from './support/fixtures.ts';
import { loginThroughPage, sessionToken, specMobile } from './support/parent-flows.ts';
import { pickRegion } from './support/address-flows.ts';
import { childWithRecord } from './support/value-setup.ts';

/**
 * Issue 15 walked whole, as one parent: activate member points, claim a coupon, pay a clinic bill with
 * the coupon and the member discount and ask for an invoice at checkout, earn points for it, redeem a
 * mall item to a new address, cancel it and get the points back, and read the invoice's e-mail with
 * its PDF. The clinic's part (fee items, the bill, the campaign, the goods) is made through the API;
 * each has its own console spec.
 */
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

const app = (path: string) => `/appointment/#/pages/${path}`;

const pdfText = async (bytes: Uint8Array) => {
  const doc = await getDocument({ data: bytes, useSystemFonts: false }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++)
    for (const item of (await (await doc.getPage(n)).getTextContent()).items)
      if ('str' in item) parts.push(item.str);
  return parts.join('\n');
};

test('a member pays a bill with a coupon and the member discount, earns points, redeems and cancels, and gets the invoice by e-mail', async ({
  page,
  server,
}) => {
  test.setTimeout(180_000);
  const suffix = randomUUID().slice(0, 6).toUpperCase();
  const manager = await staffToken('manager');
  for (const item of [
    { code: `J-LAB-${suffix}`, name: '微量元素检测', category: 'lab', unitPriceFen: 12_000 },
    { code: `J-NEB-${suffix}`, name: '雾化治疗', category: 'treatment', unitPriceFen: 20_000 },
  ])
    await apiPost('/api/console/fees/items/save', { ...item, enabled: true }, manager);
  const campaign = await apiPost<{ campaignId: number }>(
    '/api/console/coupons/campaign/save',
    {
      name: `检验满100减20·${suffix}`,
      kind: 'amount',
      valueFen: 2_000,
      thresholdFen: 10_000,
      serviceCodes: [`J-LAB-${suffix}`],
      scopeText: '仅限微量元素检测',
      stacksWithMemberDiscount: false,
      validMode: 'days',
      validDays: 30,
      claimFrom: clinicToday(),
      claimTo: addClinicDays(clinicToday(), 7),
      perPersonLimit: 1,
      totalQuantity: 10,
    },
    manager,
  );
  await apiPost(
    '/api/console/coupons/campaign/state',
    { campaignId: campaign.campaignId, action: 'goLive' },
    manager,
  );

  // The parent, a child with a clinic record, and the clinic's bill for the visit.
  await loginThroughPage(page, server.url, specMobile(201));
  await expect(page).toHaveURL(/#\/pages\/home\/index/);
  const token = await sessionToken(page);
  const { pid } = await childWithRecord(token, { babyName: '陈小满', sex: '男', birthday: '2021-09-09' });
  await apiPost(
    '/api/console/fees/bills/create',
    {
      requestKey: randomUUID(),
      pid,
      lines: [
        { itemCode: `J-LAB-${suffix}`, quantity: 1 },
        { itemCode: `J-NEB-${suffix}`, quantity: 1 },
      ],
    },
    manager,
  );

  // 会员积分激活 after agreeing to 开通会员须知.
  await page.goto(app('registmember/index'));
  await page.getByTestId('member-agree').check();
  await page.getByTestId('member-activate').click();
  await expect(page).toHaveURL(/newFun\/memberCheck/);
  await expect(page.getByTestId('member-balance')).toHaveText('0');

  // 优惠券 → 领券中心 → 领取.
  await page.goto(app('newFun/coupons'));
  await page.getByTestId('open-claim-centre').click();
  const offer = page.getByTestId('claim-item').filter({ hasText: suffix });
  await offer.getByRole('button', { name: '领取' }).click();
  await expect(offer)
    .not.toContainText('领取', { timeout: 5_000 })
    .catch(() => undefined);
  await page.goto(app('newFun/coupons'));
  await expect(page.getByTestId('coupon-card').filter({ hasText: suffix })).toBeVisible();

  // 待缴费订单: the checkout explains the coupon (20 off the test) and the member's 10 % off 治疗.
  await page.goto(app('htmlFee/feeIndex'));
  const bill = page.locator('[data-testid^="fee-bill-"]').first();
  await bill.getByRole('checkbox').click({ force: true });
  const checkout = page.getByTestId('fee-checkout');
  await expect(page.getByTestId('fee-pay-amount')).toHaveText('￥280.00');
  await expect(checkout).toContainText('-￥20.00');
  await expect(checkout).toContainText('治疗费');
  // The coupon picker marks the coupon the price assumes, and it is one the parent may pick.
  await checkout.getByRole('button', { name: /优惠券/ }).click();
  const chosen = page.locator('[data-testid^="fee-coupon-"]').filter({ hasText: suffix });
  await expect(chosen).toContainText('已选用');
  await expect(chosen).not.toContainText('不可用');
  await screenshot(page, 'journey-1-coupon-picker');
  await page.getByRole('button', { name: '关闭' }).click();
  // 电子发票 at checkout: a personal title and an e-mail.
  const email = `journey-${Date.now()}@example.cn`;
  await page.getByTestId('checkout-invoice').click();
  await page.getByTestId('invoice-type-personal').click();
  await page.getByTestId('invoice-name').fill('陈大满');
  await page.getByTestId('invoice-email').fill(email);
  await page.getByTestId('invoice-submit').click();
  await expect(page.getByTestId('checkout-invoice')).toContainText('个人 · 陈大满');
  await expect(page.getByTestId('invoice-form')).toHaveCount(0);
  await screenshot(page, 'journey-1-checkout');
  await page.getByTestId('fee-pay').click();
  await expect(page).toHaveURL(/newFun\/onlinePay\?orderNo=/);
  await page.getByTestId('pay-submit').click();
  await expect(page).toHaveURL(/\/dev\/pay\/cashier/);
  await page.getByTestId('cashier-pay').click();
  await expect(page).toHaveURL(/otherFun\/success\?orderNo=/, { timeout: 20_000 });

  // Points for the 280.00 paid (1 point per yuan), with the reason, on 积分明细.
  await expect(async () => {
    await page.goto(app('newFun/integralDetail'));
    await expect(page.getByTestId('points-balance')).toHaveText('280', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId('points-entry').first()).toContainText('+280');
  await screenshot(page, 'journey-2-points');

  // 积分商城: redeem to a new address picked in select mode; cancel; the points come back.
  const goods = await apiPost<{ goodsId: number }>(
    '/api/console/mall/goods/save',
    { name: `儿童牙刷·${suffix}`, description: '软毛，3-6岁', pointsPrice: 200, enabled: true },
    manager,
  );
  await apiPost(
    '/api/console/mall/goods/stock',
    { goodsId: goods.goodsId, delta: 2, reason: '入库', requestKey: randomUUID() },
    manager,
  );
  await page.goto(app('newFun/integralMall'));
  await expect(page.getByTestId('mall-balance')).toContainText('280');
  await page.getByTestId(`goods-exchange-${goods.goodsId}`).click();
  await page.getByTestId('exchange-address').click();
  await expect(page).toHaveURL(/addressManage\?mode=select/);
  await page.getByTestId('address-add').click();
  await page.getByTestId('address-form-recipient').fill('陈大满');
  await page.getByTestId('address-form-mobile').fill('13912340201');
  await pickRegion(page, ['浙江省', '杭州市', '西湖区']);
  await page.getByTestId('address-form-detail').fill('文三路90号');
  await page.getByTestId('address-form-submit').click();
  await expect(page).toHaveURL(/addressManage\?mode=select/);
  await page
    .locator('[data-testid^="address-card-"]')
    .filter({ hasText: '陈大满' })
    .getByRole('button', { pressed: false })
    .first()
    .click();
  await expect(page.getByTestId('exchange-address')).toContainText('陈大满');
  await page.getByTestId('exchange-submit').click();
  await expect(page.getByTestId('exchange-status')).toHaveText('待发货');
  await expect(page.getByTestId('exchange-address-text')).toHaveText('浙江省杭州市西湖区文三路90号');
  await page.goto(app('newFun/integralMall'));
  await expect(page.getByTestId('mall-balance')).toContainText('80');
  await page.goto(app('newFun/integralRecording'));
  await page.locator('[data-testid^="exchange-"]').first().click();
  await page.getByTestId('exchange-cancel').click();
  await page.locator('.adm-dialog-button', { hasText: '确定取消' }).click();
  await expect(page.getByTestId('exchange-status')).toHaveText('已取消');
  await page.goto(app('newFun/integralMall'));
  await expect(page.getByTestId('mall-balance')).toContainText('280');
  await screenshot(page, 'journey-3-points-back');

  // The invoice asked for at checkout was issued with the payment and mailed with its PDF.
  let raw = '';
  await expect(async () => {
    const { list } = await apiGet<{ list: { raw: string }[] }>(
      '/dev/mail-outbox',
      { to: email },
      undefined,
      server.url,
    );
    raw = list[0]?.raw ?? '';
    expect(raw).not.toBe('');
  }).toPass({ timeout: 60_000 });
  const mail = await simpleParser(raw);
  expect(mail.subject).toContain('电子发票');
  const text = await pdfText(new Uint8Array(mail.attachments[0]?.content ?? []));
  expect(text).toContain('名称：陈大满');
  expect(text).toContain('¥280.00');
  await page.goto(app('newFun/webPages?tab=mine'));
  await expect(
    page.getByTestId('invoice-card').filter({ hasText: '陈大满' }).getByTestId('invoice-state'),
  ).toHaveText('已开具');
  await screenshot(page, 'journey-4-invoice');
});
