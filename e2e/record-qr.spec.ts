import { DatabaseSync } from 'node:sqlite';
import { screenshot, smsCode } from './support/api.ts';
import { checkAnswers, expect, test } from './support/fixtures.ts';
import { pickBirthday, specMobile, watchToasts } from './support/parent-flows.ts';
import { openRecordReports, signInStaff } from './support/staff-flows.ts';

/**
 * 档案二维码: the front desk prints a record's card in the console; a grandparent who has never used the
 * app scans it, logs in, adds the child, binds the record with one tap and reads the clinic's reports.
 */
const recordBirthday = (path: string, pid: string): string => {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    const row = db.prepare('SELECT birthday FROM patient_records WHERE pid = ?').get(pid);
    return String(row?.birthday);
  } finally {
    db.close();
  }
};

test('a guardian scans the record card, logs in, adds the child and binds the record to read its reports', async ({
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const staff = await desk.newPage();
  await signInStaff(staff, 'doctor');
  await openRecordReports(staff, 'P10000001', '乐乐');
  await staff.getByTestId('reports-record-qr').click();
  await expect(staff.getByTestId('record-qr-name')).toHaveText('乐乐');
  await expect(staff.getByTestId('record-qr-image')).toBeVisible();
  await expect(staff.getByText('请只交给核实过身份的监护人本人')).toBeVisible();
  await screenshot(staff, 'record-qr-1-console-card');
  const link = (await staff.getByTestId('record-qr-link').textContent()) ?? '';
  expect(link).toMatch(/\/appointment\/#\/pages\/newFun\/jcReport\?recordQr=P10000001\./);
  await desk.close();

  // The grandparent's phone: the scanned link asks for a login first and comes back to it.
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  await checkAnswers(phone);
  const page = await phone.newPage();
  const mobile = specMobile(65);
  await page.goto(link);
  await expect(page).toHaveURL(/#\/pages\/home\/register/);
  await page.getByTestId('login-mobile').fill(mobile);
  await page.getByTestId('login-agree').check();
  await page.getByTestId('login-send-code').click();
  await page.getByTestId('login-code').fill(await smsCode(server.url, mobile));
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/#\/pages\/newFun\/jcReport\?recordQr=P10000001\./);

  // No baby yet: the form returns to the page with the code still in the address.
  await page.getByTestId('reports-add-baby').click();
  await page.getByTestId('baby-form-name').fill('乐乐');
  await page.getByTestId('baby-form-sex-男').click();
  // The child's real birthday, as on the record: binding refuses a profile that differs.
  await pickBirthday(page, recordBirthday(server.sqlitePath, 'P10000001'));
  await page.getByTestId('baby-form-consent').check();
  await page.getByTestId('baby-form-submit').click();
  await expect(page).toHaveURL(/#\/pages\/newFun\/jcReport\?recordQr=P10000001\./);
  const card = page.getByTestId('qr-bind');
  await expect(card).toContainText('档案号 P10000001');
  // One offer at a time: the SMS way to bind is not listed under the QR one.
  await expect(page.getByTestId('bind-record')).toHaveCount(0);
  await screenshot(page, 'record-qr-2-parent-offer');

  const toasts = await watchToasts(page);
  await page.getByTestId('qr-bind-submit').click();
  await expect.poll(toasts).toContain('绑定成功');
  await expect(card).toHaveCount(0);
  await expect(page).not.toHaveURL(/recordQr/);
  await expect(page.locator('[data-testid^="report-"]', { hasText: '血常规' }).first()).toBeVisible();
  await screenshot(page, 'record-qr-3-parent-reports');
  await page.locator('[data-testid^="report-"]', { hasText: '血常规' }).first().click();
  await expect(page.getByText('血红蛋白')).toBeVisible();

  // The same card again (a second scan) says it is already bound and offers nothing to do.
  await page.goto(link);
  await page.reload();
  await expect(page.getByTestId('qr-bind')).toContainText('已绑定档案 P10000001');
  await page.getByTestId('qr-bind-ok').click();
  await expect(page.getByTestId('qr-bind')).toHaveCount(0);

  // A forged card is refused in words on the card, and nothing is bound.
  await page.goto(link.replace(/recordQr=P10000001\.[^&]+/, 'recordQr=P10000002.forged'));
  await page.reload();
  await expect(page.getByTestId('qr-bind')).toContainText('绑定后将改为 P10000002');
  await page.getByTestId('qr-bind-submit').click();
  await expect(page.getByTestId('qr-bind-error')).toHaveText('二维码无效，请扫描门诊打印的档案二维码');
  await screenshot(page, 'record-qr-4-forged');
  await page.getByTestId('qr-bind-later').click();
  await expect(page.locator('[data-testid^="report-"]', { hasText: '血常规' }).first()).toBeVisible();
  await phone.close();
});
