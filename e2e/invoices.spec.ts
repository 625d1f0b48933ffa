import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { simpleParser } from 'mailparser';
import { apiGet, screenshot } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { bookPaid, payOnCashier } from './support/invoice-flows.ts';
import { loginThroughPage, sessionToken, specMobile } from './support/parent-flows.ts';

/**
 * 消费记录 and 发票 (issue 15): a parent pays a registration on the sandbox cashier, finds it in
 * 消费记录 and its 消费详情, issues an electronic invoice for it from 发票, sees it issued, and the
 * test reads the e-mail the development mail transport kept (/dev/mail-outbox) with its PDF, whose
 * text names the invoice's title in Chinese.
 */

/** The text of a PDF as pdf.js reads it back (through the font's ToUnicode map). */
const pdfText = async (bytes: Uint8Array) => {
  const doc = await getDocument({ data: bytes, useSystemFonts: false }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  return parts.join('\n');
};

test('a parent finds the paid registration in 消费记录, issues an invoice and gets it by e-mail', async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  await loginThroughPage(page, server.url, specMobile(191));
  await expect(page).toHaveURL(/home\/index/);
  const token = await sessionToken(page);
  const { orderNo, amountFen } = await bookPaid(token, server.url);
  const yuan = (amountFen / 100).toFixed(2);

  await payOnCashier(page, orderNo);

  // 消费记录 from the home entry, then 消费详情.
  await page.goto('/appointment/#/pages/home/index');
  await page.getByText('消费记录', { exact: true }).first().click();
  await expect(page).toHaveURL(/newFun\/consumerRecord/);
  const row = page.getByTestId('consumption-row').first();
  await expect(row).toContainText(`-¥${yuan}`);
  await expect(row).toContainText('已支付');
  await screenshot(page, 'invoices-1-consumption');
  await row.click();
  await expect(page).toHaveURL(new RegExp(`consumeDetail\\?orderNo=${orderNo}`));
  await expect(page.getByText(orderNo)).toBeVisible();
  await screenshot(page, 'invoices-2-consume-detail');

  // 发票: pick the order, fill a personal title and an e-mail, issue.
  await page.getByRole('button', { name: '开具发票' }).click();
  await expect(page).toHaveURL(/newFun\/webPages/);
  const item = page.getByTestId('invoice-wait-item').filter({ hasText: orderNo });
  await expect(item).toContainText(`¥${yuan}`);
  await item.locator('input[type=checkbox]').check();
  await page.getByTestId('invoice-next').click();
  await expect(page.getByTestId('invoice-form')).toBeVisible();
  await page.getByTestId('invoice-type-company').click();
  await page.getByTestId('invoice-name').fill('杭州小芽科技有限公司');
  await page.getByTestId('invoice-tax').fill('91330100799655058C');
  await page.getByTestId('invoice-submit').click();
  await expect(page.getByTestId('invoice-form')).toContainText('税号有误');
  await screenshot(page, 'invoices-3-form-error');
  await page.getByTestId('invoice-type-personal').click();
  await page.getByTestId('invoice-name').fill('王玥');
  const email = `e2e-${Date.now()}@example.cn`;
  await page.getByTestId('invoice-email').fill(email);
  await page.getByTestId('invoice-submit').click();

  // 我的发票: 开具中 until the job has run, then 已开具 with its PDF.
  await expect(page).toHaveURL(/tab=mine/);
  const card = page.getByTestId('invoice-card').filter({ hasText: '王玥' }).first();
  await expect(card).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(card.getByTestId('invoice-state')).toHaveText('已开具', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(card.getByTestId('invoice-pdf')).toBeVisible();
  await screenshot(page, 'invoices-4-mine-issued');
  const pdfHref = (await card.getByTestId('invoice-pdf').getAttribute('href')) ?? '';
  const pdf = await page.request.get(new URL(pdfHref, server.url).toString());
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  // The mail the development transport kept: the PDF attached, its text the title in Chinese.
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
  }).toPass({ timeout: 30_000 });
  const mail = await simpleParser(raw);
  expect(mail.subject).toContain('电子发票');
  const attachment = mail.attachments[0];
  expect(attachment?.contentType).toBe('application/pdf');
  const text = await pdfText(new Uint8Array(attachment?.content ?? []));
  expect(text).toContain('名称：王玥');
  expect(text).toContain('电子发票（普通发票）');
  expect(text).toContain(`¥${yuan}`);
});
