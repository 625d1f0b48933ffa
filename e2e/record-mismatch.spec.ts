import { clinicToday } from '@sprout/domain';
import { addHisRecord, apiPost, screenshot, smsCode } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { loginThroughPage, pickBirthday, sessionToken, specMobile } from './support/parent-flows.ts';

/**
 * Issue 13: a 2022 record was bound to a profile saved as a newborn because the birthday wheel,
 * opening on today, was confirmed untouched. The birthday starts empty and 确定 needs a turned
 * wheel; 绑定就诊档案 shows a record whose birthday or sex differs, with both values, offers
 * 修改宝宝资料 instead of 绑定, and binds once the profile is corrected.
 */

test('the birthday starts empty and an untouched wheel is not a birthday', async ({ page, server }) => {
  await loginThroughPage(page, server.url, specMobile(82));
  await expect(page).toHaveURL(/home\/index/);
  await page.goto('/appointment/#/pages/newFun/addBaby');
  await expect(page.getByTestId('baby-form-birthday')).toHaveText('请选择出生日期');
  await page.getByTestId('baby-form-name').fill('小新');
  await page.getByTestId('baby-form-sex-男').click();
  await page.getByTestId('baby-form-consent').check();
  await page.getByTestId('baby-form-submit').click();
  await expect(page.getByText('请选择出生日期').last()).toBeVisible();
  await expect(page).toHaveURL(/newFun\/addBaby/);

  // 确定 on the untouched wheel (it shows today) keeps the picker open and asks for a choice.
  await page.getByTestId('baby-form-birthday').click();
  const picker = page.locator('.baby-form-birthday-picker');
  await picker.locator('.adm-picker-header-button', { hasText: '确定' }).click();
  await expect(page.locator('.adm-toast-mask')).toContainText('请滚动选择宝宝的出生日期');
  await expect(picker).toBeVisible();
  await screenshot(page, 'birthday-untouched-refused');
  await picker.locator('.adm-picker-header-button', { hasText: '取消' }).click();
  await expect(page.getByTestId('baby-form-birthday')).toHaveText('请选择出生日期');

  await pickBirthday(page, '2022-03-01');
  await page.getByTestId('baby-form-submit').click();
  await expect(page).toHaveURL(/newFun\/myBaby/);
});

test('a record whose birthday differs is shown with both values and binds after the profile is corrected', async ({
  page,
  server,
}) => {
  test.setTimeout(90_000);
  const dad = specMobile(83);
  const pid = 'H20220301';
  addHisRecord(server.sqlitePath, {
    pid,
    name: '林小满',
    sex: '女',
    birthday: '2022-03-01',
    guardianPhone: dad,
  });
  await loginThroughPage(page, server.url, specMobile(84));
  await expect(page).toHaveURL(/home\/index/);
  const token = await sessionToken(page);
  // The profile was saved as a newborn.
  const today = clinicToday();
  await apiPost(
    '/online/usercenter/addBabyInfo',
    { babyName: '林小满', sex: '女', birthday: today, guardianConsent: true },
    token,
  );
  await page.goto('/appointment/#/pages/newFun/jcReport');
  await page.reload();
  await page.getByTestId('bind-mobile').fill(dad);
  await page.getByTestId('bind-send-code').click();
  await page.getByTestId('bind-verifyCode').fill(await smsCode(server.url, dad));
  await page.getByTestId('bind-find').click();

  const mismatch = page.getByTestId(`bind-mismatch-${pid}`);
  await expect(mismatch).toContainText('档案为女、2022-03-01出生');
  await expect(mismatch).toContainText(`宝宝资料为女、${today}出生`);
  await expect(page.getByTestId(`bind-this-${pid}`)).toHaveCount(0);
  await screenshot(page, 'binding-mismatch');

  // 修改宝宝资料 → 编辑宝宝 → back to the same records, which now match.
  await page.getByTestId(`bind-edit-baby-${pid}`).click();
  await expect(page).toHaveURL(/newFun\/updateBaby/);
  await pickBirthday(page, '2022-03-01');
  await page.getByTestId('baby-form-submit').click();
  await expect(page).toHaveURL(/newFun\/jcReport/);
  await expect(mismatch).toHaveCount(0);
  await page.getByTestId(`bind-this-${pid}`).click();
  await expect(page.getByText('绑定成功')).toBeVisible();
  await expect(page.getByTestId('bind-record')).toHaveCount(0);
});
