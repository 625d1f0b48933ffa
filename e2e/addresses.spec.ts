import type { Page } from '@playwright/test';
import { screenshot } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { loginThroughPage, specMobile } from './support/parent-flows.ts';
import { pickRegion } from './support/address-flows.ts';

const LIST = '/appointment/#/pages/newFun/addressManage';

/**
 * Picks province, city and district on 所在地区. The district wheel fills in after the city's districts
 * arrive (regionAreas), so each item is waited for before it is clicked, and its choice before the next.
 */
const fillAddress = async (
  page: Page,
  a: { recipient: string; mobile: string; region: string[]; detail: string },
  shot?: string,
) => {
  await page.getByTestId('address-form-recipient').fill(a.recipient);
  await page.getByTestId('address-form-mobile').fill(a.mobile);
  await pickRegion(page, a.region, shot);
  await page.getByTestId('address-form-detail').fill(a.detail);
};

const cardOf = (page: Page, text: string) =>
  page.locator('[data-testid^="address-card-"]').filter({ hasText: text });
const idOf = async (page: Page, text: string) =>
  (await cardOf(page, text).getAttribute('data-testid'))?.replace('address-card-', '') ?? '';

test('a parent adds two addresses with the cascade, makes the second default, deletes it, and the first is default again', async ({
  page,
  server,
}) => {
  await loginThroughPage(page, server.url, specMobile(141));
  await expect(page).toHaveURL(/#\/pages\/home\/index/);
  await page.goto(LIST);
  await expect(page.getByTestId('empty-state')).toContainText('还没有收货地址');
  await screenshot(page, 'addresses-1-empty');

  await page.getByTestId('address-add').click();
  await expect(page).toHaveURL(/newFun\/addAddress/);
  await expect(page.getByTestId('address-form-default')).toHaveAttribute('aria-checked', 'true'); // the first one
  await fillAddress(
    page,
    {
      recipient: '王小禾',
      mobile: '13912340141',
      region: ['广东省', '深圳市', '南山区'],
      detail: '科技园南区1栋101',
    },
    'addresses-2-picker',
  );
  await expect(page.getByTestId('address-form-region')).toHaveText(/广东省 深圳市 南山区/);
  await screenshot(page, 'addresses-2-form-filled');
  await page.getByTestId('address-form-submit').click();
  await expect(page).toHaveURL(/newFun\/addressManage/);
  const first = cardOf(page, '王小禾');
  await expect(first).toContainText('默认');
  await expect(first).toContainText('139****0141');
  const firstId = await idOf(page, '王小禾');

  // A municipality: 北京市 once on the card, its district from the lazily loaded wheel.
  await page.getByTestId('address-add').click();
  await expect(page.getByTestId('address-form-default')).toHaveAttribute('aria-checked', 'false');
  await fillAddress(page, {
    recipient: '李小苗',
    mobile: '13912340142',
    region: ['北京市', '北京市', '朝阳区'],
    detail: '建国路88号',
  });
  await page.getByTestId('address-form-submit').click();
  await expect(page).toHaveURL(/newFun\/addressManage/);
  const second = cardOf(page, '李小苗');
  await expect(second).toContainText('北京市 朝阳区');
  const secondId = await idOf(page, '李小苗');
  await expect(page.getByTestId(`address-set-default-${secondId}`)).toBeVisible();
  await expect(page.getByTestId(`address-set-default-${firstId}`)).toHaveCount(0);

  await page.getByTestId(`address-set-default-${secondId}`).click();
  await expect(page.getByTestId(`address-set-default-${secondId}`)).toHaveCount(0);
  await expect(page.getByTestId(`address-set-default-${firstId}`)).toBeVisible();
  await expect(page.locator('[data-testid^="address-card-"]').first()).toHaveAttribute(
    'data-default',
    'true',
  );
  await expect(page.locator('[data-testid^="address-card-"]').first()).toContainText('李小苗');
  await screenshot(page, 'addresses-3-second-is-default');

  await page.getByTestId(`address-delete-${secondId}`).click();
  await expect(page.locator('.adm-dialog')).toContainText('李小苗');
  await page.locator('.adm-dialog').getByRole('button', { name: '删除' }).click();
  await expect(page.getByTestId(`address-card-${secondId}`)).toHaveCount(0);
  await expect(page.getByTestId(`address-card-${firstId}`)).toHaveAttribute('data-default', 'true');
  await expect(page.getByTestId(`address-set-default-${firstId}`)).toHaveCount(0);
  await screenshot(page, 'addresses-4-first-default-again');
});

test('editing keeps a draft across a reload; select mode hands the tapped address back', async ({
  page,
  server,
}) => {
  await loginThroughPage(page, server.url, specMobile(142));
  await expect(page).toHaveURL(/#\/pages\/home\/index/);
  await page.goto('/appointment/#/pages/newFun/addAddress');
  // Nothing typed is lost: a reload brings the draft back.
  await page.getByTestId('address-form-recipient').fill('赵小麦');
  await page.getByTestId('address-form-mobile').fill('1391234');
  await page.reload();
  await expect(page.getByTestId('address-form-recipient')).toHaveValue('赵小麦');
  await expect(page.getByTestId('address-form-mobile')).toHaveValue('1391234');
  // The contract's rules speak Chinese under the fields.
  await page.getByTestId('address-form-submit').click();
  await expect(page.getByTestId('address-form')).toContainText('请输入正确的11位手机号');
  await expect(page.getByTestId('address-form')).toContainText('请选择所在地区');
  await page.getByTestId('address-form-mobile').fill('13912340143');
  // 仙桃市 is a county-level city: two wheels, no district.
  await pickRegion(page, ['湖北省', '仙桃市']);
  await expect(page.getByTestId('address-form-region')).toHaveText(/湖北省 仙桃市/);
  await page.getByTestId('address-form-detail').fill('钱沟路1号');
  await screenshot(page, 'addresses-5-draft-restored');
  await page.getByTestId('address-form-submit').click();
  await expect(page).toHaveURL(/newFun\/addressManage/);

  // The mall opens the list in select mode on top of its own page; a tap picks and goes back.
  await page.goto('/appointment/#/pages/home/index');
  await page.goto(`${LIST}?mode=select`);
  await expect(page.getByText('点击地址即可选用')).toBeVisible();
  await screenshot(page, 'addresses-6-select-mode');
  await cardOf(page, '赵小麦').getByRole('button', { pressed: false }).first().click();
  await expect(page).toHaveURL(/home\/index/);
  const picked = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('sprout.pickedAddress') ?? '{}').state?.picked?.recipient,
  );
  expect(picked).toBe('赵小麦');
});
