import { apiPost, screenshot } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { loginThroughPage, specMobile, sessionToken } from './support/parent-flows.ts';

interface Baby {
  babyId: number;
}

const addBaby = async (token: string, babyName: string, sex: '男' | '女', birthday: string) =>
  apiPost<Baby>(
    '/online/usercenter/addBabyInfo',
    { babyName, sex, birthday, dadHeight: 175, momHeight: 162, guardianConsent: true },
    token,
  );

test.use({ viewport: { width: 375, height: 812 } });

test('a parent enters a height on 身高评估 and reads the result, then the growth curve', async ({
  page,
  server,
}) => {
  const mobile = specMobile(14);
  await loginThroughPage(page, server.url, mobile);
  await expect(page).toHaveURL(/#\/pages\/home\/index/);
  const token: string = await sessionToken(page);
  const baby = await addBaby(token, '小树', '男', '2024-05-10');
  const younger = await addBaby(token, '小芽', '女', '2025-12-01');
  // Two earlier home measurements, so the curve has a line to draw.
  for (const [measuredOn, heightCm, weightKg] of [
    ['2024-11-10', 68.5, 8.4],
    ['2025-08-10', 80.2, 11.1],
  ] as const)
    await apiPost(
      '/api/growth/addMeasurement',
      { babyId: baby.babyId, measuredOn, heightCm, weightKg },
      token,
    );

  // A hash change keeps the app's cached (empty) baby list from the home page: load afresh.
  await page.goto('/appointment/#/pages/evaluationFun/addNewFile');
  await page.reload();
  await expect(page.getByTestId('growth-form')).toBeVisible();
  // Two and a half years old: standing height.
  await expect(page.getByText('身高（立位）')).toBeVisible();
  await page.getByTestId('growth-height').fill('91.2');
  await page.getByTestId('growth-weight').fill('13.4');
  await screenshot(page, 'growth-1-assess-filled');

  // What was typed survives a reload and a switch to another baby and back.
  await page.reload();
  await expect(page.getByTestId('growth-height')).toHaveValue('91.2');
  await page.getByTestId(`growth-baby-${younger.babyId}`).click();
  await expect(page.getByText('身长（卧位）')).toBeVisible();
  await expect(page.getByTestId('growth-height')).toHaveValue('');
  await page.getByTestId(`growth-baby-${baby.babyId}`).click();
  await expect(page.getByTestId('growth-weight')).toHaveValue('13.4');

  // A value that does not fit the age is questioned; 确认无误 is offered only for that kind of message.
  await page.getByTestId('growth-head').fill('62');
  await page.getByTestId('growth-submit').click();
  await expect(page.getByTestId('growth-head-error')).toContainText('请核对');
  await expect(page.getByTestId('growth-head-confirm')).toBeVisible();
  await screenshot(page, 'growth-2-assess-unusual');
  // What was typed is still there; the parent corrects the head instead.
  await expect(page.getByTestId('growth-height')).toHaveValue('91.2');
  await page.getByTestId('growth-head').fill('48.5');
  await page.getByTestId('growth-submit').click();

  const result = page.getByTestId('growth-result');
  await expect(result).toBeVisible();
  await expect(page.getByTestId('growth-centile-lengthHeightForAge')).toHaveText(/^(<P3|>P97|P\d+(\.\d)?)$/);
  await expect(result).toContainText('身高');
  await expect(page.getByTestId('growth-genetic')).toContainText('厘米');
  await screenshot(page, 'growth-3-assess-result');

  // The head curve: its one point, scored on its date.
  await page.getByTestId('growth-open-chart').click();
  await page.getByTestId('growth-tab-head').click();
  await expect(page.getByTestId('growth-chart')).toHaveAttribute('data-state', 'ready');
  await expect(page.locator('[data-testid^="growth-point-m"]')).toHaveCount(1);
  await page.locator('[data-testid^="growth-point-m"]').click();
  await expect(page.getByTestId('growth-point-card')).toContainText('48.5 厘米');
  await screenshot(page, 'growth-3b-chart-head');

  // A value that does not fit the age, checked by the parent: 确认无误 saves it as 待核对 (issue 12,
  // item 1): no percentile until the doctor confirms it, and the words stay calm.
  await page.getByTestId(`growth-baby-${younger.babyId}`).click();
  await page.goto('/appointment/#/pages/evaluationFun/addNewFile');
  await expect(page.getByText('身长（卧位）')).toBeVisible();
  await page.getByTestId('growth-height').fill('52');
  await page.getByTestId('growth-submit').click();
  await page.getByTestId('growth-height-confirm').click();
  await expect(page.getByTestId('growth-centile-lengthHeightForAge')).toHaveText('待核对');
  await expect(page.getByTestId('growth-result-pending')).toContainText('医生');
  await screenshot(page, 'growth-3c-assess-confirmed-below-p3');
  // A value waiting for review makes no 身高报告.
  await expect(page.getByTestId('growth-open-report')).toHaveCount(0);
  await expect(page.getByTestId('growth-make-report')).toHaveCount(0);

  // An ordinary measurement is a 身高报告 at once; under 3 years it predicts no adult height and says why.
  await page.getByTestId('growth-again').click();
  await page.getByTestId('growth-height').fill('72.5');
  await page.getByTestId('growth-weight').fill('9.1');
  await page.getByTestId('growth-submit').click();
  await expect(page.getByTestId('growth-centile-lengthHeightForAge')).toHaveText(/^P\d+(\.\d)?$/);
  await page.getByTestId('growth-open-report').click();
  await expect(page.getByTestId('evaluation-report')).toBeVisible();
  const predictions = page.getByTestId('report-predictions');
  await expect(predictions).toContainText('3岁以下的身高变化大，成年身高预测不可靠，3岁后再看');
  await expect(predictions).not.toContainText('厘米（');
  await expect(page.locator('[data-testid^="report-prediction-placed-"]')).toHaveCount(0);
  await predictions.scrollIntoViewIfNeeded();
  await screenshot(page, 'growth-3d-report-under-3-no-prediction');
});

test('the growth curve: indicator tabs, age ranges, a tapped point, and the empty state', async ({
  page,
  server,
}) => {
  const mobile = specMobile(15);
  await loginThroughPage(page, server.url, mobile);
  await expect(page).toHaveURL(/#\/pages\/home\/index/);
  const token: string = await sessionToken(page);
  const baby = await addBaby(token, '小叶', '女', '2019-03-02');

  // No measurement yet: the empty state leads to 身高评估.
  await page.goto('/appointment/#/pages/newFun/lineCharts');
  await page.reload();
  await expect(page.getByTestId('growth-go-assess')).toBeVisible();
  await screenshot(page, 'growth-4-chart-empty');

  for (const [measuredOn, heightCm, weightKg] of [
    ['2021-03-05', 86.0, 12.0],
    ['2023-03-10', 102.5, 16.2],
    ['2025-09-01', 125.0, 24.5],
  ] as const)
    await apiPost(
      '/api/growth/addMeasurement',
      { babyId: baby.babyId, measuredOn, heightCm, weightKg },
      token,
    );
  await page.getByTestId('growth-go-assess').click();
  await page.getByTestId('growth-height').fill('131.5');
  await page.getByTestId('growth-weight').fill('27.8');
  await page.getByTestId('growth-submit').click();
  await expect(page.getByTestId('growth-result')).toBeVisible();
  // From 7 years WS/T 612's grade and from 6 WS/T 586/456's class reach the parent as screening
  // categories with what they mean, never as the standard's bare label.
  await expect(page.getByTestId('growth-screening-height')).toContainText('身高筛查分类：');
  await expect(page.getByTestId('growth-screening-bmi')).toContainText('BMI筛查分类：');
  await expect(page.getByTestId('growth-result')).not.toContainText('身高等级');
  await expect(page.getByTestId('growth-result')).not.toContainText(/下等|中下等|中等|上等|肥胖|消瘦/);
  await screenshot(page, 'growth-4b-assess-screening');
  // The 身高报告 made from it says the same, as every report page does (the same rows).
  await page.getByTestId('growth-open-report').click();
  await expect(page.getByTestId('report-screening-height')).toContainText('身高筛查分类：');
  await expect(page.getByTestId('report-results')).not.toContainText(/身高等级|BMI分类|下等|上等|肥胖|消瘦/);
  await page.getByTestId('report-results').scrollIntoViewIfNeeded();
  await screenshot(page, 'growth-4c-report-screening');
  await page.getByTestId('report-open-chart').click();

  const chart = page.getByTestId('growth-chart');
  await expect(chart).toHaveAttribute('data-state', 'ready');
  await expect(page.locator('[data-testid^="growth-point-m"]')).toHaveCount(4);
  await expect(page.getByTestId('growth-legend')).toContainText('P50');
  await expect(page.getByTestId('growth-legend')).toContainText('遗传靶身高范围');
  // 0-18岁: the chart itself names the table of each stretch, WHO's three months between the two.
  const stretches = page.getByTestId('growth-stretch');
  await expect(stretches).toHaveCount(3);
  expect(await stretches.evaluateAll((els) => els.map((el) => el.getAttribute('data-source')))).toEqual([
    'WS/T 423-2022',
    'WHO 2007',
    'WS/T 612-2018',
  ]);
  await expect(page.getByTestId('growth-stretches')).toContainText('WHO 2007 6岁9月–7岁');
  await screenshot(page, 'growth-5-chart-height');

  await page.getByTestId('growth-tab-weight').click();
  await page.getByTestId('growth-range-0-18').click();
  await expect(chart).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('growth-legend')).not.toContainText('遗传靶身高范围');
  await page.getByTestId('growth-all-centiles').check();
  await expect(page.getByTestId('growth-legend')).toContainText('P90');
  await page.locator('[data-testid^="growth-point-m"]').last().click();
  const card = page.getByTestId('growth-point-card');
  await expect(card).toContainText('27.8 公斤');
  await expect(card).toContainText(/\d+岁\d+月\d+天/);
  await expect(card).toContainText(/P\d|<P3|>P97/);
  await screenshot(page, 'growth-6-chart-weight-point');

  // The parent's own switch of reference: WHO for this account, then back to the clinic's default.
  const sources = page.getByTestId('growth-sources');
  await expect(sources).toContainText('WS/T 423-2022');
  await expect(page.getByTestId('growth-reference')).toContainText('使用门诊默认的参考标准');
  await page.getByTestId('growth-reference-who').click();
  await expect(page.getByText('已切换为WHO标准')).toBeVisible();
  await expect(sources).toContainText('WHO 2006');
  await expect(sources).not.toContainText('WS/T');
  await expect(page.getByTestId('growth-stretches')).toContainText('WHO 2006');
  await expect(page.getByTestId('growth-stretches')).not.toContainText('WS/T');
  await expect(page.getByTestId('growth-reference-who')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('growth-reference')).toContainText('门诊默认为中国标准');
  // The tapped point was read against the old reference: it is let go.
  await expect(page.getByTestId('growth-point-card')).toHaveCount(0);
  await screenshot(page, 'growth-7-chart-reference-who');
  await page.getByTestId('growth-reference-china').click();
  await expect(sources).toContainText('WS/T 423-2022');
  await expect(page.getByTestId('growth-reference')).toContainText('使用门诊默认的参考标准');
});

test('a baby born early is on the curve twice before 2 years: calendar and corrected age, joined', async ({
  page,
  server,
}) => {
  const mobile = specMobile(17);
  await loginThroughPage(page, server.url, mobile);
  await expect(page).toHaveURL(/#\/pages\/home\/index/);
  const token: string = await sessionToken(page);
  // Born at 32 weeks, eight weeks early; measured at about 3 and 6 months of calendar age.
  const birthday = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10);
  const baby = await apiPost<Baby>(
    '/online/usercenter/addBabyInfo',
    { babyName: '早早', sex: '男', birthday, gestationalWeeks: 32, guardianConsent: true },
    token,
  );
  const day = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
  for (const [measuredOn, heightCm, weightKg] of [
    [day(110), 56.5, 4.9],
    [day(20), 64.0, 6.8],
  ] as const)
    await apiPost(
      '/api/growth/addMeasurement',
      { babyId: baby.babyId, measuredOn, heightCm, weightKg },
      token,
    );
  await page.goto('/appointment/#/pages/newFun/lineCharts');
  await page.reload();
  await expect(page.getByTestId('growth-chart')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('growth-legend-corrected')).toContainText('矫正年龄');
  await expect(page.getByText('宝宝早产：2岁前每次测量同时按矫正年龄标出')).toBeVisible();
  await page.locator('[data-testid^="growth-point-m"]').last().click();
  const card = page.getByTestId('growth-point-card');
  await expect(card).toContainText('矫正年龄');
  await expect(card).toContainText('按矫正年龄百分位');
  await screenshot(page, 'growth-8-chart-preterm-corrected');
});
