import { addDays, clinicToday } from '@sprout/domain';
import type { Page } from '@playwright/test';
import { apiPost, screenshot } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { loginThroughPage, sessionToken, specMobile } from './support/parent-flows.ts';
import { signInStaff } from './support/staff-flows.ts';

/**
 * Issue 12, items 1 and 4, in the browser. A parent's 确认无误 on a weight far beyond the age is saved
 * as 待核对: the curve draws it as an orange diamond apart from the line (not a blue point), the lists
 * say 待核对, and a doctor confirms it on the console's 生长测量; then it is an ordinary point. A baby
 * born at 28 weeks, normal at its corrected age at 10 months, gets no 有指标低于P3 hint.
 */
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

interface Baby {
  babyId: number;
}

/**
 * The colours uPlot drew around a tap target (a 15 x 15 CSS-pixel box on the chart's canvas): how many
 * pixels are the 待核对 orange (#d46b08) and how many the child's blue (#1f5fd6).
 */
const coloursUnder = async (page: Page, testId: string) => {
  const box = await page.getByTestId(testId).boundingBox();
  if (!box) throw new Error(`${testId} has no box`);
  return page.evaluate(
    ({ x, y }) => {
      const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="growth-chart"] canvas');
      const rect = canvas?.getBoundingClientRect();
      const ctx = canvas?.getContext('2d');
      if (!canvas || !rect || !ctx) throw new Error('no chart canvas');
      const scale = canvas.width / rect.width;
      const half = Math.round(7.5 * scale);
      const cx = Math.round((x - rect.left) * scale);
      const cy = Math.round((y - rect.top) * scale);
      const { data } = ctx.getImageData(cx - half, cy - half, 2 * half, 2 * half);
      let orange = 0;
      let blue = 0;
      for (let i = 0; i < data.length; i += 4) {
        const [r = 0, g = 0, b = 0] = [data[i], data[i + 1], data[i + 2]];
        if (r > 190 && r < 230 && g > 90 && g < 125 && b < 30) orange++;
        if (r < 70 && g > 70 && g < 130 && b > 180) blue++;
      }
      return { orange, blue };
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
};

test('a parent’s confirmed-unusual weight is drawn as 待核对, and a doctor confirms it in the console', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  const mobile = specMobile(71);
  await loginThroughPage(page, server.url, mobile);
  await expect(page).toHaveURL(/#\/pages\/home\/index/);
  const token: string = await sessionToken(page);
  const today = clinicToday();
  const baby = await apiPost<Baby>(
    '/online/usercenter/addBabyInfo',
    { babyName: '核对宝', sex: '男', birthday: addDays(today, -400), guardianConsent: true },
    token,
  );
  for (const [ago, weightKg] of [
    [300, 6.4],
    [150, 8.6],
  ] as const)
    await apiPost(
      '/api/growth/addMeasurement',
      { babyId: baby.babyId, measuredOn: addDays(today, -ago), weightKg },
      token,
    );

  // 身高评估: 40 kg at 13 months is questioned; the parent insists (确认无误).
  await page.goto('/appointment/#/pages/evaluationFun/addNewFile');
  await page.reload();
  await page.getByTestId('growth-weight').fill('40');
  await page.getByTestId('growth-submit').click();
  await expect(page.getByTestId('growth-weight-error')).toContainText('请核对');
  await page.getByTestId('growth-weight-confirm').click();
  await expect(page.getByTestId('growth-result-pending')).toContainText('待核对');
  await expect(page.getByTestId('growth-centile-weightForAge')).toHaveText('待核对');
  await expect(page.getByTestId('growth-make-report')).toHaveCount(0);
  await screenshot(page, 'review-1-assess-pending');

  // The curve: three points, the new one a separate 待核对 mark, not joined to the line.
  await page.getByTestId('growth-open-chart').click();
  await page.getByTestId('growth-tab-weight').click();
  await expect(page.getByTestId('growth-chart')).toHaveAttribute('data-state', 'ready');
  const points = page.locator('[data-testid^="growth-point-m"]');
  await expect(points).toHaveCount(3);
  const pending = page.locator('[data-testid^="growth-point-m"][data-pending="true"]');
  await expect(pending).toHaveCount(1);
  await expect(page.getByTestId('growth-legend-pending')).toContainText('待核对');
  const pendingId = (await pending.getAttribute('data-testid')) ?? '';
  const ordinaryId = (await points.first().getAttribute('data-testid')) ?? '';
  const atPending = await coloursUnder(page, pendingId);
  const atOrdinary = await coloursUnder(page, ordinaryId);
  expect(atPending.orange).toBeGreaterThan(20);
  expect(atPending.blue).toBe(0);
  expect(atOrdinary.blue).toBeGreaterThan(20);
  expect(atOrdinary.orange).toBe(0);
  await pending.click();
  await expect(page.getByTestId('growth-point-card')).toContainText('待核对');
  await expect(page.getByTestId('growth-point-pending')).toBeVisible();
  await screenshot(page, 'review-2-chart-pending');

  // 儿保记录 lists it as 待核对.
  await page.goto('/appointment/#/pages/evaluationFun/babyProtect');
  await expect(page.getByTestId('review-pending')).toHaveCount(1);
  await screenshot(page, 'review-3-list-pending');
  // Its one-visit report: the value, 待核对, no percentile and no hint.
  await page.getByTestId('review-pending').click();
  await expect(page.getByTestId('report-measurement')).toContainText('待核对');
  await expect(page.getByTestId('report-indicator-weightForAge')).toContainText('待核对');
  await expect(page.getByTestId('report-indicator-weightForAge')).not.toContainText('P97');
  await expect(page.getByTestId('report-doctor-hint')).toHaveCount(0);
  await screenshot(page, 'review-3b-visit-report-pending');

  // The doctor finds the child on 生长测量, sees 待核对 and confirms it.
  const staff = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const desk = await staff.newPage();
  await signInStaff(desk, 'doctor');
  await desk.goto(`/console/#/growth/measurements?babyId=${baby.babyId}`);
  const row = desk.getByTestId(`growth-measurement-row-${today}`);
  await expect(row.getByTestId('growth-measurement-pending')).toHaveText('待核对');
  await expect(row).toContainText('40 公斤');
  await expect(desk.getByTestId('growth-pending-hint')).toBeVisible();
  await screenshot(desk, 'review-4-console-pending');
  await row.getByTestId('growth-measurement-confirm').click();
  await desk.getByTestId('growth-measurement-confirm-ok').click();
  await expect(row.getByTestId('growth-measurement-confirmed')).toHaveText('林晓岚已核对');
  await expect(row).toContainText('>P97');
  await expect(desk.getByTestId('growth-pending-hint')).toHaveCount(0);
  await screenshot(desk, 'review-5-console-confirmed');
  await staff.close();

  // Back on the parent's curve it is an ordinary point now.
  await page.goto('/appointment/#/pages/newFun/lineCharts');
  await page.reload();
  await page.getByTestId('growth-tab-weight').click();
  await expect(page.getByTestId('growth-chart')).toHaveAttribute('data-state', 'ready');
  await expect(points).toHaveCount(3);
  await expect(pending).toHaveCount(0);
  await expect(page.getByTestId('growth-legend-pending')).toHaveCount(0);
});

test('a 28-week baby at 10 months, normal at corrected age, gets no 有指标低于P3 hint', async ({
  page,
  server,
}) => {
  const mobile = specMobile(72);
  await loginThroughPage(page, server.url, mobile);
  await expect(page).toHaveURL(/#\/pages\/home\/index/);
  const token: string = await sessionToken(page);
  const today = clinicToday();
  const baby = await apiPost<Baby>(
    '/online/usercenter/addBabyInfo',
    {
      babyName: '早早',
      sex: '男',
      birthday: addDays(today, -304),
      gestationalWeeks: 28,
      guardianConsent: true,
    },
    token,
  );
  // Below P3 at 10 months of calendar age, between P3 and P97 at 7 months corrected.
  const { measurementId } = await apiPost<{ measurementId: number }>(
    '/api/growth/addMeasurement',
    { babyId: baby.babyId, measuredOn: today, heightCm: 68, weightKg: 7.4, headCircumferenceCm: 42.5 },
    token,
  );
  const report = await apiPost<{ evaluationId: number }>(
    '/online/usercenter/addEvaluating',
    { babyId: baby.babyId, measurementId },
    token,
  );
  await page.goto(`/appointment/#/pages/evaluationFun/presentation?evaluationId=${report.evaluationId}`);
  const results = page.getByTestId('report-results');
  await expect(results).toHaveAttribute('data-basis', 'corrected');
  await expect(results.locator('h3').first()).toContainText('按矫正年龄');
  await expect(page.getByTestId('report-results-secondary')).toContainText('按实际年龄');
  await expect(page.getByTestId('report-indicator-lengthHeightForAge')).not.toContainText('<P3');
  await expect(page.getByTestId('report-indicator-2-lengthHeightForAge')).toContainText('<P3');
  await expect(page.getByTestId('report-doctor-hint')).toHaveCount(0);
  await results.screenshot({ path: 'test-results/e2e/screens/review-6-preterm-report-results.png' });
});
