import type { Locator, Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { DEMO, screenshot } from './support/api.ts';
import { checkAnswers, expect, test } from './support/fixtures.ts';
import { openRecordReports, signInStaff } from './support/staff-flows.ts';
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

/** A one-page PDF with a line of dark text, made here so the test needs no file on disk. */
const makePdf = async (): Promise<Buffer> => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([595, 842]);
  page.drawText('Liver function - E2E sheet', { x: 50, y: 780, size: 24, font });
  page.drawText('ALT 68 U/L (7-40) H', { x: 50, y: 740, size: 18, font });
  return Buffer.from(await doc.save());
};

/** Fills one row of the results editor: item, value, unit, low and high limit. */
const fillResult = async (
  page: Page,
  index: number,
  values: readonly [string, string, string, string, string],
) => {
  const row = page.getByTestId(`reports-result-row-${index}`);
  const [item, value, unit, low, high] = values;
  await row.getByTestId('result-item').fill(item);
  await row.getByTestId('result-value').fill(value);
  await row.getByTestId('result-unit').fill(unit);
  await row.getByTestId('result-low').fill(low);
  await row.getByTestId('result-high').fill(high);
};

/** Bold and #c62828: an abnormal result as both apps show it (issue 13). */
const expectAbnormalRed = async (value: Locator) => {
  await expect(value).toHaveCSS('color', 'rgb(198, 40, 40)');
  // antd's strong text is a <strong> inside the coloured span.
  const weight = await value.evaluate((el) => getComputedStyle(el.querySelector('strong') ?? el).fontWeight);
  expect(Number(weight)).toBeGreaterThanOrEqual(600);
};

test('a doctor enters a visit, a report with one high value and a PDF; the parent reads it and its sheet', async ({
  browser,
  server,
}) => {
  // Two apps and two sign-ins in one story.
  test.setTimeout(120_000);
  const console = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const staff = await console.newPage();
  await signInStaff(staff, 'doctor');
  await openRecordReports(staff, 'P10000001', '乐乐');

  await staff.getByTestId('reports-new-encounter').click();
  await staff.getByTestId('reports-encounter-department').fill('儿童保健科');
  await staff.getByTestId('reports-encounter-doctor').fill('周医生');
  await staff.getByTestId('reports-encounter-submit').click();
  const visit = staff.locator('[data-testid^="reports-encounter-"]', { hasText: '儿童保健科' });
  await expect(visit).toBeVisible();

  await visit.locator('[data-testid^="reports-new-report-"]').click();
  await staff.getByTestId('reports-report-name').fill('肝功能');
  await fillResult(staff, 0, ['谷丙转氨酶', '68', 'U/L', '7', '40']);
  await staff.getByTestId('reports-result-add').click();
  await fillResult(staff, 1, ['白蛋白', '42.5', 'g/L', '35', '55']);
  await screenshot(staff, 'reports-1-console-new-report');
  await staff.getByTestId('reports-report-submit').click();
  await expect(visit).toContainText('肝功能');
  await expect(visit).toContainText('1项异常');
  await screenshot(staff, 'reports-2-console-visit');

  await visit.locator('[data-testid^="reports-open-"]').click();
  const drawer = staff.getByRole('dialog', { name: '肝功能' });
  await expect(drawer).toContainText('68 ↑');
  // Abnormal values are bold and red, a red that reads on white (#c62828, 5.6:1).
  await expectAbnormalRed(drawer.locator('[data-flag="high"]'));
  await drawer.locator('input[type=file]').setInputFiles({
    name: 'liver-function.pdf',
    mimeType: 'application/pdf',
    buffer: await makePdf(),
  });
  await expect(drawer).toContainText('liver-function.pdf');
  await screenshot(staff, 'reports-3-console-uploaded');
  await console.close();

  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  await checkAnswers(phone);
  const page = await phone.newPage();
  await openAsParent(page, server.url);
  const report = page.locator('[data-testid^="report-"]', { hasText: '肝功能' });
  await expect(report).toContainText('1项异常');
  await expect(report).toContainText('1份报告单');
  await screenshot(page, 'reports-4-parent-list');
  await report.click();
  await expect(page.locator('[data-flag="high"]')).toContainText('68 ↑');
  await expectAbnormalRed(page.locator('[data-flag="high"] > td').nth(1));
  await expect(page.getByTestId('report-results')).toContainText('白蛋白');
  await screenshot(page, 'reports-5-parent-detail');
  await page.locator('[data-testid^="report-file-"]', { hasText: 'liver-function.pdf' }).click();
  await expect(page.getByTestId('pdf-viewer')).toHaveAttribute('data-state', 'done');
  expect(await canvasHasInk(page, '[data-testid="pdf-viewer"] canvas')).toBe(true);
  await screenshot(page, 'reports-6-parent-pdf');

  // 检查报告单 lists both sheets of the record; the seeded 血常规 shows its low mark.
  await page.goto('/appointment/#/pages/newFun/pdfList');
  await expect(
    page.locator('[data-testid^="report-file-"]', { hasText: 'liver-function.pdf' }),
  ).toBeVisible();
  await page.locator('[data-testid^="report-file-"]', { hasText: '血常规' }).click();
  await expect(page.getByTestId('pdf-viewer')).toHaveAttribute('data-state', 'done');
  // The seeded sheet is the laboratory's, in Chinese (its text is checked in the API's tests).
  expect(await canvasHasInk(page, '[data-testid="pdf-viewer"] canvas')).toBe(true);
  await screenshot(page, 'reports-6b-parent-seeded-pdf');
  await page.goto('/appointment/#/pages/newFun/pdfList');
  await screenshot(page, 'reports-7-parent-pdf-list');
  await page.goto('/appointment/#/pages/newFun/jcReport');
  await page.locator('[data-testid^="report-"]', { hasText: '血常规' }).click();
  await expect(page.locator('[data-flag="low"]')).toContainText('↓');
  await expectAbnormalRed(page.locator('[data-flag="low"] > td').nth(1));
  await screenshot(page, 'reports-8-parent-seeded-detail');

  // An unknown sheet (or another family's): the server's 4004 message, no broken PDF.
  await page.goto('/appointment/#/pages/newFun/jcPdf?fileId=999999');
  await expect(page.getByTestId('pdf-error')).toContainText('不存在');
  await screenshot(page, 'reports-9-parent-pdf-refused');
  await phone.close();
});
