import { clinicToday } from '@sprout/domain';
import { apiPost, loginParentViaApi, screenshot } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { pickOption, signInStaff } from './support/staff-flows.ts';
import { specMobile } from './support/parent-flows.ts';

/**
 * The console's growth pages: a doctor finds a child made for this test (parent specMobile(16)) by
 * name and guardian phone, is warned about an implausible height, enters a clinic measurement below
 * P3, sees it with its percentile and SD band, adds a bone age, records puberty status (and deletes it
 * with a reason), and finds the child on 随访名单 with the flag, its SD band and its source.
 */
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

test('a doctor enters a low height and a bone age, and the child is on 随访名单', async ({ page }) => {
  // Four screens and eleven saves: more than the default 30 s on a loaded machine.
  test.setTimeout(60_000);
  const mobile = specMobile(16);
  const parent = await loginParentViaApi(mobile);
  const baby = await apiPost<{ babyId: number }>(
    '/online/usercenter/addBabyInfo',
    { babyName: '苗苗', sex: '女', birthday: '2023-03-08', gestationalWeeks: 39, guardianConsent: true },
    parent,
  );
  const today = clinicToday();

  await signInStaff(page, 'doctor');
  await page.getByTestId('nav-growth-measurements').click();
  await page.getByTestId('growth-find-mode').getByText('姓名 + 监护人手机号').click();
  await page.getByTestId('growth-find-name').fill('苗苗');
  await page.getByTestId('growth-find-phone').fill(mobile);
  await page.getByTestId('growth-find-submit').click();
  const header = page.getByTestId('growth-baby-header');
  await expect(header).toContainText('苗苗');
  await expect(header).toContainText('39 周');
  await expect(header).toContainText(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
  await expect(page).toHaveURL(new RegExp(`babyId=${baby.babyId}`));

  // A height no three-year-old has: the server asks the doctor to check it first.
  await page.getByTestId('growth-measurement-create').click();
  await page.getByTestId('growth-measurement-height').fill('70');
  await page.getByTestId('growth-measurement-weight').fill('12.5');
  await page.getByTestId('growth-measurement-submit').click();
  await expect(page.getByTestId('growth-measurement-unusual')).toContainText('与年龄明显不符');
  await expect(page.getByTestId('growth-measurement-confirm-unusual')).toBeVisible();
  await screenshot(page, 'console-growth-1-unusual');

  // The real value: low (below P3) but plausible.
  await page.getByTestId('growth-measurement-height').fill('88');
  await expect(page.getByTestId('growth-measurement-unusual')).toHaveCount(0);
  await page.getByTestId('growth-measurement-submit').click();
  await expect(page.getByText('已列入随访名单')).toBeVisible();
  const row = page.getByTestId(`growth-measurement-row-${today}`);
  await expect(row).toContainText('88 厘米（立位）');
  await expect(row).toContainText('<P3');
  // How far below P3: 88 cm at 3岁8月 is below WS/T 423's −3 SD line.
  await expect(row).toContainText('<P3 · <-3SD');
  await expect(row).toContainText('门诊');
  await expect(row).toContainText('12.5 公斤');

  await page.getByTestId('growth-bone-age-create').click();
  await page.getByTestId('growth-bone-age-years').fill('3');
  await page.getByTestId('growth-bone-age-months').fill('2');
  await page.getByTestId('growth-bone-age-method').getByText('TW3', { exact: true }).click();
  await page.getByTestId('growth-bone-age-submit').click();
  const boneAge = page.getByTestId(`growth-bone-age-row-${today}`);
  await expect(boneAge).toContainText('3岁2月');
  await expect(boneAge).toContainText('TW3');
  await expect(boneAge).toContainText('落后');
  await screenshot(page, 'console-growth-2-measurements');

  // Puberty status: Tanner stage on a day; one entered by mistake is deleted with a reason.
  await page.getByTestId('growth-puberty-create').click();
  await page.getByTestId('growth-puberty-submit').click();
  await expect(page.getByText('请选择Tanner分期')).toBeVisible();
  await page.getByTestId('growth-puberty-stage').getByText('Tanner 2期（青春期开始）').click();
  await screenshot(page, 'console-growth-2b-puberty-form');
  await page.getByTestId('growth-puberty-submit').click();
  const puberty = page.getByTestId(`growth-puberty-row-${today}`);
  await expect(puberty).toContainText('Tanner 2期（青春期开始）');
  await expect(puberty).toContainText('林晓岚');
  await screenshot(page, 'console-growth-2c-puberty');
  await puberty.getByTestId('growth-puberty-delete').click();
  await page.getByTestId('growth-puberty-delete-reason').fill('分期录错');
  await page.getByTestId('growth-puberty-delete-submit').click();
  await expect(page.getByTestId(`growth-puberty-row-${today}`)).toHaveCount(0);
  await expect(page.getByText('还没有青春期发育记录')).toBeVisible();

  await page.getByTestId('nav-growth-follow-ups').click();
  await pickOption(page, 'follow-up-filter-flag', '低于P3', { search: false });
  await expect(page).toHaveURL(/flag=belowP3/);
  const followUp = page.getByTestId(`follow-up-row-${baby.babyId}`);
  await expect(followUp).toContainText('苗苗');
  await expect(followUp).toContainText('低于P3');
  await expect(followUp).toContainText(today);
  await expect(followUp.getByTestId('follow-up-flag-belowP3').first()).toContainText(
    /低于P3（WS\/T 423-2022，<-3SD）/,
  );
  await expect(followUp.getByTestId('follow-up-flag-belowP3').first()).not.toContainText('依据');
  await screenshot(page, 'console-growth-3-follow-ups');

  await followUp.getByTestId('follow-up-open').click();
  await expect(page).toHaveURL(new RegExp(`growth/measurements\\?babyId=${baby.babyId}`));
  await expect(page.getByTestId('growth-baby-header')).toContainText('苗苗');
  await expect(page.getByTestId(`growth-measurement-row-${today}`)).toContainText('<P3');

  // A clinic measurement entered by mistake is deleted with a reason; the child leaves the list.
  await page.getByTestId(`growth-measurement-row-${today}`).getByTestId('growth-measurement-delete').click();
  await page.getByTestId('growth-delete-submit').click();
  await expect(page.getByText('请写明删除原因')).toBeVisible();
  await page.getByTestId('growth-delete-reason').fill('数值录错');
  await screenshot(page, 'console-growth-4-delete');
  await page.getByTestId('growth-delete-submit').click();
  await expect(page.getByTestId(`growth-measurement-row-${today}`)).toHaveCount(0);
  await page.getByTestId('nav-growth-follow-ups').click();
  // Wait for 随访名单 itself: the measurement page's two tables may still be on screen for a moment.
  await expect(page).toHaveURL(/#\/growth\/follow-ups/);
  await expect(page.getByTestId('follow-up-filter-flag')).toBeVisible();
  await expect(page.locator('.ant-table-tbody')).toHaveCount(1);
  await expect(page.locator('.ant-table-tbody')).toBeVisible();
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await expect(page.getByTestId(`follow-up-row-${baby.babyId}`)).toHaveCount(0);

  // A value the doctor has checked is saved with 确认无误 (confirmUnusual).
  await page.goto(`/console/#/growth/measurements?babyId=${baby.babyId}`);
  await page.getByTestId('growth-measurement-create').click();
  await page.getByTestId('growth-measurement-height').fill('70');
  await page.getByTestId('growth-measurement-submit').click();
  await page.getByTestId('growth-measurement-confirm-unusual').click();
  await expect(page.getByTestId(`growth-measurement-row-${today}`)).toContainText('70 厘米（立位）');
});
