import { screenshot } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { loginThroughPage, pickInWheel, specMobile } from './support/parent-flows.ts';

test('a new parent logs in with the SMS code, adds babies, sets the default, edits and deletes', async ({
  page,
  server,
}) => {
  await loginThroughPage(page, server.url, specMobile(1));
  await expect(page).toHaveURL(/#\/pages\/home\/index/);
  await expect(page.getByTestId('home-baby-empty')).toBeVisible();
  await screenshot(page, 'babies-1-home-without-baby');

  // First baby: every field, through the real pickers.
  await page.goto('/appointment/#/pages/newFun/addBaby');
  await page.getByTestId('baby-form-name').fill('小禾');
  await page.getByTestId('baby-form-sex-女').click();
  await pickInWheel(page, 'birthday', ['2023年', '5月', '20日']);
  await pickInWheel(page, 'city', ['广东省', '深圳市']);
  await page.getByTestId('baby-form-dad').fill('176');
  await page.getByTestId('baby-form-mom').fill('162');
  await expect(page.getByTestId('baby-form-genetic-value')).toContainText('162.5');
  // Creating a child's profile needs the guardian's separate consent: no tick, no save.
  await expect(page.getByTestId('baby-form-submit')).toBeDisabled();
  await page.getByTestId('baby-form-consent').check();
  await screenshot(page, 'babies-2-form-filled');
  await page.getByTestId('baby-form-submit').click();
  await expect(page).toHaveURL(/newFun\/myBaby/);
  const firstCard = page.locator('[data-testid^="baby-card-"]').filter({ hasText: '小禾' });
  await expect(firstCard).toContainText('默认');
  const firstId = (await firstCard.getAttribute('data-testid'))?.replace('baby-card-', '') ?? '';

  // Second baby: only what is required.
  await page.getByTestId('baby-add').click();
  await page.getByTestId('baby-form-name').fill('小苗');
  await page.getByTestId('baby-form-sex-男').click();
  await pickInWheel(page, 'birthday', ['2025年', '1月', '8日']);
  await page.getByTestId('baby-form-consent').check();
  await page.getByTestId('baby-form-submit').click();
  const secondCard = page.locator('[data-testid^="baby-card-"]').filter({ hasText: '小苗' });
  await expect(secondCard).toBeVisible();
  const secondId = (await secondCard.getAttribute('data-testid'))?.replace('baby-card-', '') ?? '';
  // A card that is not the default offers 设为默认; the default one does not.
  await expect(page.getByTestId(`baby-set-default-${secondId}`)).toBeVisible();
  await expect(page.getByTestId(`baby-set-default-${firstId}`)).toHaveCount(0);

  // The second becomes the default: exactly one default remains.
  await page.getByTestId(`baby-set-default-${secondId}`).click();
  await expect(page.getByTestId(`baby-set-default-${secondId}`)).toHaveCount(0);
  await expect(page.getByTestId(`baby-set-default-${firstId}`)).toBeVisible();
  await screenshot(page, 'babies-3-second-is-default');

  // Edit the first one's name.
  await page.getByTestId(`baby-edit-${firstId}`).click();
  await expect(page.getByTestId('baby-form-name')).toHaveValue('小禾');
  await page.getByTestId('baby-form-name').fill('小禾苗');
  await page.getByTestId('baby-form-submit').click();
  await expect(page.locator(`[data-testid="baby-card-${firstId}"]`)).toContainText('小禾苗');

  // Delete the default: the other one becomes the default.
  await page.getByTestId(`baby-delete-${secondId}`).click();
  // The confirm's own button: the cards' 删除 buttons are behind its mask.
  await page.locator('.adm-dialog').getByRole('button', { name: '删除' }).click();
  await expect(page.locator(`[data-testid="baby-card-${secondId}"]`)).toHaveCount(0);
  await expect(page.getByTestId(`baby-set-default-${firstId}`)).toHaveCount(0);
  await screenshot(page, 'babies-4-after-delete');

  // Home shows the remaining baby.
  await page.goto('/appointment/#/pages/home/index');
  await expect(page.getByTestId('home-baby-card')).toContainText('小禾苗');
  await screenshot(page, 'babies-5-home-with-baby');
});
