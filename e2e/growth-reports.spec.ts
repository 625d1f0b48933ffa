import { apiPost, screenshot } from './support/api.ts';
import { checkAnswers, expect, test } from './support/fixtures.ts';
import { loginThroughPage, specMobile, sessionToken } from './support/parent-flows.ts';

const MOBILE_VIEW = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } as const;

test.use(MOBILE_VIEW);

test('a parent makes a 身高报告, reads it, shares it, and a revoked link stops opening', async ({
  page,
  browser,
  server,
}) => {
  // One long journey across two browsers: more than the default 30 s on a shared machine.
  test.setTimeout(120_000);
  const mobile = specMobile(41);
  await loginThroughPage(page, server.url, mobile);
  await expect(page).toHaveURL(/#\/pages\/home\/index/);
  const token: string = await sessionToken(page);
  await apiPost(
    '/online/usercenter/addBabyInfo',
    {
      babyName: '王小树',
      sex: '男',
      birthday: '2022-03-01',
      dadHeight: 176,
      momHeight: 161,
      guardianConsent: true,
    },
    token,
  );

  // 身高评估: enter a height and save: the assessment is its 身高报告 at once.
  await page.goto('/appointment/#/pages/evaluationFun/addNewFile');
  await page.reload();
  await page.getByTestId('growth-height').fill('104.5');
  await page.getByTestId('growth-weight').fill('17.2');
  await page.getByTestId('growth-submit').click();
  await expect(page.getByTestId('growth-result')).toBeVisible();
  await expect(page.getByTestId('growth-report-saved')).toBeVisible();
  await expect(page.getByTestId('growth-make-report')).toHaveCount(0);
  await screenshot(page, 'reports-1-assess-saved');

  // Without tapping anything more, 评估记录 lists it and 综合报告 counts it.
  await page.goto('/appointment/#/pages/evaluationFun/babyInfo/index');
  await expect(page.getByTestId('comprehensive-report')).toContainText('共 1 份身高报告；测量 1 次');
  await screenshot(page, 'reports-1b-comprehensive-counts-the-assessment');
  await page.goto('/appointment/#/pages/evaluationFun/assessment');
  const listed = page.locator('[data-testid^="evaluation-delete-"]');
  await expect(listed).toHaveCount(1);
  await expect(page.getByTestId('paged-list')).toContainText('104.5 厘米');
  await screenshot(page, 'reports-1c-assessment-listed');
  await page.locator('[data-testid^="evaluation-"]').first().locator('button').first().click();

  // The report: the baby, the home measurement, every indicator with its reading, the target.
  await expect(page).toHaveURL(/evaluationFun\/presentation\?evaluationId=\d+/);
  const report = page.getByTestId('evaluation-report');
  await expect(report).toBeVisible();
  await expect(page.getByTestId('report-baby')).toContainText('王小树');
  await expect(page.getByTestId('report-measurement')).toContainText('104.5 厘米');
  await expect(page.getByTestId('report-measurement')).toContainText('家庭测量');
  await expect(page.getByTestId('report-indicator-lengthHeightForAge')).toContainText(/P\d|<P3|>P97/);
  await expect(page.getByTestId('report-genetic')).toContainText('厘米');
  await expect(page.getByTestId('report-reference')).toContainText('参考');
  await expect(page.getByTestId('report-trend')).toBeVisible();
  await screenshot(page, 'reports-2-report-top');
  await page.getByTestId('report-predictions').scrollIntoViewIfNeeded();
  // No bone age yet: the percentile is read at the calendar age, and the report says so.
  await expect(page.getByTestId('report-prediction-placed-percentile')).toHaveText(
    '按实际年龄定位（没有骨龄时）',
  );
  await screenshot(page, 'reports-3-report-predictions');

  // The curve: weight, 0-18岁; then back to the report.
  await page.getByTestId('report-open-chart').click();
  await expect(page).toHaveURL(/newFun\/lineCharts/);
  await page.getByTestId('growth-tab-weight').click();
  await page.getByTestId('growth-range-0-18').click();
  await expect(page.getByTestId('growth-chart')).toHaveAttribute('data-state', 'ready');
  await screenshot(page, 'reports-4-chart-weight-0-18');
  await page.goBack();
  await expect(page.getByTestId('evaluation-report')).toBeVisible();

  // Share: the link and its expiry.
  await page.getByTestId('report-share').click();
  const link = page.getByTestId('share-link');
  await expect(link).toContainText('shareWebview/index?token=');
  await expect(page.getByTestId('share-expires')).toContainText('有效期至');
  await page.getByTestId('share-copy').click();
  await screenshot(page, 'reports-5-share-link');
  const shareUrl = (await link.textContent())?.trim() ?? '';
  expect(shareUrl).toMatch(/^http/);

  // A fresh browser with no login opens the link: masked name, the report, no login page.
  const stranger = await browser.newContext({ ...MOBILE_VIEW, baseURL: server.url });
  await checkAnswers(stranger);
  const view = await stranger.newPage();
  await view.goto(shareUrl);
  await expect(view.getByTestId('shared-report')).toBeVisible();
  await expect(view.getByTestId('shared-report')).toContainText('王**');
  await expect(view.getByTestId('shared-report')).not.toContainText('王小树');
  await expect(view.getByTestId('report-indicator-lengthHeightForAge')).toBeVisible();
  await expect(view).toHaveURL(/shareWebview\/index/);
  await screenshot(view, 'reports-6-shared-view');

  // 分享历史报告: the link is active and was opened; revoke it.
  await page.goto('/appointment/#/pages/evaluationFun/shareReport/index');
  const revoke = page.locator('[data-testid^="share-revoke-"]');
  await expect(revoke).toHaveCount(1);
  await expect(page.locator('[data-testid^="share-status-"]')).toHaveText('有效');
  await expect(page.getByText('打开 1 次')).toBeVisible();
  // The active link can be copied again: the clipboard holds the very link that was sent.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.locator('[data-testid^="share-copy-"]').click();
  await expect(page.getByText('链接已复制')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
  await screenshot(page, 'reports-7-share-history');
  await revoke.click();
  await page.locator('.adm-dialog-button', { hasText: '撤销' }).click();
  await expect(page.locator('[data-testid^="share-status-"]')).toHaveText('已撤销');
  await expect(page.locator('[data-testid^="share-copy-"]')).toHaveCount(0);
  await screenshot(page, 'reports-8-share-revoked');

  // The revoked link now says so, calmly.
  await view.reload();
  await expect(view.getByTestId('shared-report-error')).toContainText('分享链接已失效');
  await screenshot(view, 'reports-9-shared-revoked');
  await stranger.close();

  // 分享一份报告 on the same page: the new link is in the history under it at once, no reload.
  await page.getByTestId('share-new').click();
  await page.locator('[data-testid^="share-pick-"]').first().click();
  await expect(page.getByTestId('share-card')).toBeVisible();
  await expect(page.getByText('选择要分享的报告')).toBeHidden();
  await expect(page.locator('[data-testid^="share-status-"]')).toHaveCount(2);
  await expect(page.locator('[data-testid^="share-status-"]').first()).toHaveText('有效');
  await expect(page.locator('[data-testid^="share-revoke-"]')).toHaveCount(1);
  await screenshot(page, 'reports-9b-share-history-new-link');

  // Home shows the latest report and opens it.
  await page.goto('/appointment/#/pages/home/index');
  await page.reload();
  await expect(page.getByTestId('home-report-card')).toContainText('104.5 厘米');
  await screenshot(page, 'reports-10-home-card');
  await page.getByTestId('home-report-card').click();
  await expect(page.getByTestId('evaluation-report')).toBeVisible();
});

test('评估记录, 儿保记录, 儿童体格生长评价报告 and 综合报告 of a baby', async ({ page, server }) => {
  test.setTimeout(90_000);
  const mobile = specMobile(42);
  await loginThroughPage(page, server.url, mobile);
  await expect(page).toHaveURL(/#\/pages\/home\/index/);
  const token: string = await sessionToken(page);
  const baby = await apiPost<{ babyId: number }>(
    '/online/usercenter/addBabyInfo',
    {
      babyName: '李小禾',
      sex: '女',
      birthday: '2021-06-15',
      dadHeight: 172,
      momHeight: 158,
      guardianConsent: true,
    },
    token,
  );
  const saved: { measurementId: number }[] = [];
  for (const [measuredOn, heightCm, weightKg] of [
    ['2025-06-20', 101.0, 15.8],
    ['2026-06-20', 107.5, 17.6],
  ] as const)
    saved.push(
      await apiPost<{ measurementId: number }>(
        '/api/growth/addMeasurement',
        { babyId: baby.babyId, measuredOn, heightCm, weightKg },
        token,
      ),
    );
  for (const m of saved)
    await apiPost(
      '/online/usercenter/addEvaluating',
      { babyId: baby.babyId, measurementId: m.measurementId },
      token,
    );

  // 评估记录: two reports; delete the older one after confirming.
  await page.goto('/appointment/#/pages/evaluationFun/assessment');
  await page.reload();
  const rows = page.locator('[data-testid^="evaluation-delete-"]');
  await expect(rows).toHaveCount(2);
  await screenshot(page, 'reports-11-assessment');
  await rows.last().click();
  await page.locator('.adm-dialog-button', { hasText: '删除' }).click();
  await expect(rows).toHaveCount(1);

  // 儿保记录 → 儿童体格生长评价报告 of one measurement.
  await page.goto('/appointment/#/pages/evaluationFun/babyProtect');
  await expect(page.locator('[data-testid^="measurement-"]')).toHaveCount(2);
  await screenshot(page, 'reports-12-baby-protect');
  await page.getByTestId(`measurement-${saved[0]?.measurementId}`).click();
  await expect(page.getByTestId('measurement-report')).toContainText('101 厘米');
  await expect(page.getByTestId('report-indicator-lengthHeightForAge')).toBeVisible();
  await screenshot(page, 'reports-13-measurement-report');

  // 综合报告: velocity from the two heights, the latest values.
  await page.goto('/appointment/#/pages/synthPage/index');
  await expect(page.getByTestId('comprehensive-report')).toContainText('107.5 厘米');
  await expect(page.getByTestId('report-velocity')).toContainText('厘米');
  await screenshot(page, 'reports-14-comprehensive');
});
