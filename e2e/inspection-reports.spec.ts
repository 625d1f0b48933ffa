import type { Page } from '@playwright/test';
import { DEMO, screenshot } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { loginThroughPage } from './support/parent-flows.ts';

/**
 * Inspection reports as the parent reads them: 报告查询 lists the visits of the baby's clinic record
 * with their reports, 报告单 shows the results with ↑/↓ marks, and the PDF sheet is drawn inside the
 * page by pdf.js (a canvas with ink on it), as on Android WeChat, which cannot show a PDF itself.
 */

/** True when the canvas has at least one pixel that is not white or transparent. */
const canvasHasInk = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      if (!(el instanceof HTMLCanvasElement)) return false;
      const ctx = el.getContext('2d');
      if (!ctx) return false;
      const { data } = ctx.getImageData(0, 0, el.width, el.height);
      for (let i = 0; i < data.length; i += 4)
        if ((data[i + 3] ?? 0) > 0 && ((data[i] ?? 255) < 200 || (data[i + 1] ?? 255) < 200)) return true;
      return false;
    });

const openAsParent = async (page: Page, baseUrl: string) => {
  await loginThroughPage(page, baseUrl, DEMO.parentMobile);
  await expect(page).toHaveURL(/#\/pages\/home\/index/);
  await page.goto('/appointment/#/pages/newFun/jcReport');
  await page.reload();
  await page.getByTestId('growth-baby-switch').getByRole('button', { name: '乐乐' }).click();
};

test.describe('parent pages', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the demo parent reads 乐乐’s 血常规 with its low mark and its PDF sheet', async ({
    page,
    server,
  }) => {
    await openAsParent(page, server.url);
    const report = page.locator('[data-testid^="report-"]', { hasText: '血常规' }).first();
    await expect(report).toBeVisible();
    await expect(report).toContainText('项异常');
    await screenshot(page, 'reports-seeded-1-list');

    await report.click();
    await expect(page).toHaveURL(/newFun\/webPage\?reportId=\d+/);
    await expect(page.getByTestId('report-results')).toBeVisible();
    await expect(page.locator('[data-flag="low"]').first()).toContainText('↓');
    await screenshot(page, 'reports-seeded-2-detail');

    await page.locator('[data-testid^="report-file-"]').first().click();
    await expect(page).toHaveURL(/newFun\/jcPdf\?fileId=\d+/);
    await expect(page.getByTestId('pdf-viewer')).toHaveAttribute('data-state', 'done');
    expect(await canvasHasInk(page, '[data-testid="pdf-viewer"] canvas')).toBe(true);
    await screenshot(page, 'reports-seeded-3-pdf');

    // Someone else's or an unknown sheet: the server's 4004 message, no broken PDF.
    await page.goto('/appointment/#/pages/newFun/jcPdf?fileId=999999');
    await expect(page.getByTestId('pdf-error')).toBeVisible();
    await screenshot(page, 'reports-seeded-4-pdf-refused');

    await page.goto('/appointment/#/pages/newFun/pdfList');
    await expect(page.locator('[data-testid^="report-file-"]').first()).toContainText('血常规');
    await screenshot(page, 'reports-seeded-5-pdf-list');
  });
});
