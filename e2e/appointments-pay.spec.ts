import { DatabaseSync } from 'node:sqlite';
import type { Page } from '@playwright/test';
import { apiGet, apiPost, screenshot } from './support/api.ts';
import { checkAnswers, expect, test } from './support/fixtures.ts';
import { loginThroughPage, specMobile, WECHAT_UA } from './support/parent-flows.ts';

/**
 * A parent pays a registration on the sandbox cashier, finds it in 预约记录, cancels it and sees the
 * fee come back; and a parent who cancels on the cashier can still pay. Appointments are made through
 * the API on the first bookable slot of a demo doctor with a fee (another spec books those doctors
 * too, so nothing here assumes a date or a seat count).
 */

const B = '/opordering/wechatapp';

interface Slot {
  slotId: number;
  canBook: boolean;
}
interface Appointment {
  weId: number;
  orderNo: string | null;
  amountFen: number;
  doctorName: string;
}

/**
 * Lets an unpaid booking's 15-minute hold run out in `seconds`: the hold, the order's expiry and the
 * hold-expiry job move together, straight in the server's database (nothing else waits 15 minutes).
 */
const shortenHold = (sqlitePath: string, weId: number, seconds: number) => {
  const at = new Date(Date.now() + seconds * 1000).toISOString();
  const db = new DatabaseSync(sqlitePath);
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    db.prepare('UPDATE appointments SET hold_expires_at = ? WHERE id = ?').run(at, weId);
    db.prepare('UPDATE orders SET expires_at = ? WHERE kind = ? AND subject_id = ?').run(
      at,
      'registration',
      weId,
    );
    db.prepare('UPDATE jobs SET run_at = ? WHERE dedupe_key = ?').run(at, `appointment-hold:${weId}`);
  } finally {
    db.close();
  }
};

/** The session token the app stored at login (the app's own storage, copied as it is). */
const storedUser = (page: Page) => page.evaluate(() => localStorage.getItem('sprout.user') ?? '');
const tokenOf = (stored: string): string => (JSON.parse(stored) as { state: { token: string } }).state.token;

/** Logs in through the page, adds a baby and books the first free paid slot; returns the appointment. */
const bookPaidAppointment = async (page: Page, base: string, mobile: string, babyName: string) => {
  await loginThroughPage(page, base, mobile);
  await expect(page).toHaveURL(/home\/index/);
  const token = tokenOf(await storedUser(page));
  const baby = await apiPost<{ babyId: number }>(
    '/online/usercenter/addBabyInfo',
    { babyName, sex: '女', birthday: '2023-03-08', guardianConsent: true },
    token,
    base,
  );
  const doctors = await apiGet<{ doctorId: number; feeFen: number }[]>(
    `${B}/getDoctorList`,
    { facilityId: 1 },
    undefined,
    base,
  );
  const paid = doctors.filter((d) => d.feeFen > 0).reverse();
  for (const doctor of paid) {
    // From tomorrow: a slot later today may already be inside the cancellation cut-off.
    for (let day = 1; day <= 7; day++) {
      const date = new Date(Date.now() + 8 * 3_600_000 + day * 86_400_000).toISOString().slice(0, 10);
      const { slots } = await apiGet<{ slots: Slot[] }>(
        `${B}/getDaySlots`,
        { doctorId: doctor.doctorId, date },
        undefined,
        base,
      );
      const slot = slots.find((s) => s.canBook);
      if (!slot) continue;
      const appointment = await apiPost<Appointment>(
        `${B}/addAppointment`,
        { babyId: baby.babyId, slotId: slot.slotId, visitReason: '发热两天，咳嗽' },
        token,
        base,
      );
      return { appointment, token };
    }
  }
  throw new Error('no bookable paid slot among the demo doctors');
};

test('a parent pays on the sandbox cashier, sees the booking, cancels it and gets the fee back', async ({
  page,
  server,
}) => {
  test.setTimeout(90_000);
  const { appointment } = await bookPaidAppointment(page, server.url, specMobile(9), '小满');
  const orderNo = appointment.orderNo ?? '';
  expect(orderNo).toMatch(/^SP\d{20}$/);
  const yuan = `¥${(appointment.amountFen / 100).toFixed(2)}`;

  // 在线支付: amount, countdown, both channels outside WeChat.
  await page.goto(`/appointment/#/pages/newFun/onlinePay?orderNo=${orderNo}`);
  await expect(page.getByTestId('pay-amount')).toHaveText(yuan);
  await expect(page.getByTestId('pay-countdown')).toContainText(/1[0-5]:\d\d|0\d:\d\d/);
  await expect(page.getByTestId('pay-channel-wxpay')).toBeVisible();
  await expect(page.getByTestId('pay-channel-alipay')).toBeVisible();
  await screenshot(page, 'pay-1-online-pay');

  // The sandbox cashier, then back through 确认支付 to 支付成功.
  await page.getByTestId('pay-submit').click();
  await expect(page).toHaveURL(/\/dev\/pay\/cashier/);
  await expect(page.getByTestId('cashier-amount')).toContainText((appointment.amountFen / 100).toFixed(2));
  await screenshot(page, 'pay-2-sandbox-cashier');
  await page.getByTestId('cashier-pay').click();
  await expect(page).toHaveURL(/otherFun\/success\?orderNo=/, { timeout: 20_000 });
  await expect(page.getByTestId('pay-success-amount')).toHaveText(yuan);
  await expect(page.getByTestId('pay-success-time')).toContainText(/\d{4}\/\d\d\/\d\d \d\d:\d\d:\d\d/);
  await expect(page.getByTestId('appointment-visit-card')).toContainText('请于就诊当天提前15分钟到院');
  await expect(page.getByTestId('visit-card-status')).toHaveText('已预约');
  await screenshot(page, 'pay-3-success');

  // 预约记录: the paid booking reads 已预约.
  await page.goto('/appointment/#/pages/newFun/orderHistory');
  const card = page.getByTestId(`appointment-card-${appointment.weId}`);
  await expect(page.getByTestId(`appointment-status-${appointment.weId}`)).toHaveText('已预约');
  await expect(card).toContainText(appointment.doctorName);
  await expect(card).toContainText(yuan);
  await screenshot(page, 'pay-4-history');
  // The 待支付 filter does not list it; 已预约 does.
  await page.getByRole('tab', { name: '待支付' }).click();
  await expect(page).toHaveURL(/status=pending_payment/);
  await expect(card).toHaveCount(0);
  await page.getByRole('tab', { name: '已预约' }).click();
  await expect(card).toBeVisible();

  // 预约详情, its receipt (支付完成), then cancel: the fee goes back, 退款中 then 已退款.
  await card.click();
  await expect(page).toHaveURL(new RegExp(`orderDetail\\?weId=${appointment.weId}`));
  await expect(page.getByTestId('appointment-detail-status')).toHaveText('已预约');
  await expect(page.getByTestId('appointment-order-no-value')).toHaveText(orderNo);
  await screenshot(page, 'pay-5-detail-booked');
  await page.getByTestId('appointment-copy-order-no').click();
  await expect(page.locator('.adm-toast-main')).toHaveText('已复制');
  await page.getByTestId('appointment-payment').getByRole('button').click();
  await expect(page).toHaveURL(/completePay\?orderNo=/);
  await expect(page.getByTestId('pay-receipt-status')).toHaveText('已支付');
  await expect(page.getByTestId('pay-receipt')).toContainText('微信支付');
  await screenshot(page, 'pay-6-receipt');
  await page.goBack();

  await page.getByTestId('appointment-cancel').click();
  const dialog = page.getByTestId('appointment-cancel-dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('appointment-cancel-refund')).toContainText(`${yuan} 将原路退回`);
  await page.getByTestId('appointment-cancel-reason').locator('textarea').fill('宝宝已退烧');
  await screenshot(page, 'pay-7-cancel-dialog');
  await page.getByRole('button', { name: '确定取消' }).click();
  await expect(page.getByTestId('appointment-detail-status')).toHaveText('已取消');
  // The cancel's answer shows the refund under way; the page asks again every few seconds.
  await expect(page.getByTestId('appointment-refund-state')).toHaveText('退款中');
  await expect(page.getByTestId('appointment-payment')).toContainText('已支付');
  await screenshot(page, 'pay-8-cancelled-refunding');
  // The job runner settles the refund within seconds; the page follows without a reload.
  await expect(page.getByTestId('appointment-refund-state')).toHaveText('已退款', { timeout: 20_000 });
  await expect(page.getByTestId('appointment-detail')).toContainText('宝宝已退烧');
  await screenshot(page, 'pay-9-refunded');

  // A cancelled booking can be deleted: it leaves 预约记录.
  await page.getByTestId('appointment-delete').click();
  await page.locator('.adm-dialog').getByRole('button', { name: '删除' }).click();
  await expect(page).toHaveURL(/orderHistory/);
  await page.getByRole('tab', { name: '全部' }).click();
  await expect(page.getByTestId('paged-list')).toBeVisible();
  await expect(page.getByTestId(`appointment-card-${appointment.weId}`)).toHaveCount(0);
  await screenshot(page, 'pay-10-history-after-delete');
});

test('cancelling on the cashier leaves the order payable: 支付已取消, then 继续支付', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(90_000);
  const { appointment, token } = await bookPaidAppointment(page, server.url, specMobile(10), '小米');
  const orderNo = appointment.orderNo ?? '';

  await page.goto(`/appointment/#/pages/newFun/onlinePay?orderNo=${orderNo}`);
  await page.getByTestId('pay-channel-alipay').click();
  await page.getByTestId('pay-submit').click();
  await expect(page).toHaveURL(/\/dev\/pay\/cashier\?.*channel=alipay/);
  await page.getByTestId('cashier-cancel').click();

  await expect(page).toHaveURL(/newFun\/surePay\?orderNo=.*result=cancel/);
  await expect(page.getByTestId('pay-cancelled')).toContainText('支付已取消');
  // The hold's end names its day when it falls after midnight (a run near 00:00 sees 11月25日 00:10).
  await expect(page.getByTestId('pay-cancelled')).toContainText(/订单已为您保留至 (\d+月\d+日 )?\d\d:\d\d，/);
  await expect(page.getByTestId('nav-bar')).toContainText('确认支付');
  const status = await apiGet<{ status: string }>('/api/pay/v1/order_status', { orderNo }, token, server.url);
  expect(status.status).toBe('created');
  await screenshot(page, 'pay-11-cancelled-on-cashier');

  await page.getByTestId('pay-continue').click();
  await expect(page).toHaveURL(/newFun\/onlinePay\?orderNo=/);
  await expect(page.getByTestId('pay-submit')).toBeEnabled();
  await expect(page.getByTestId('pay-countdown')).toBeVisible();

  // 预约详情 of the unpaid booking: 待支付 with the hold running and 去支付.
  await page.goto(`/appointment/#/pages/newFun/orderDetail?weId=${appointment.weId}`);
  await expect(page.getByTestId('appointment-detail-status')).toHaveText('待支付');
  await expect(page.getByTestId('appointment-hold-countdown')).toContainText(/\d\d:\d\d/);
  await expect(page.getByTestId('appointment-go-pay')).toBeVisible();
  await screenshot(page, 'pay-12-detail-pending');

  // In WeChat's browser only WeChat Pay is offered (same session, copied into a WeChat-like context).
  const stored = await storedUser(page);
  const wechat = await browser.newContext({ userAgent: WECHAT_UA, viewport: { width: 375, height: 812 } });
  await checkAnswers(wechat);
  await wechat.addInitScript((value) => localStorage.setItem('sprout.user', value), stored);
  const inWechat = await wechat.newPage();
  await inWechat.goto(`${server.url}/appointment/#/pages/newFun/onlinePay?orderNo=${orderNo}`);
  await expect(inWechat.getByTestId('pay-channel-wxpay')).toBeVisible();
  await expect(inWechat.getByTestId('pay-channel-alipay')).toHaveCount(0);
  await screenshot(inWechat, 'pay-13-online-pay-in-wechat');
  await wechat.close();

  // Left unpaid, the hold runs out while the detail is open: the page asks again and reads 已失效.
  shortenHold(server.sqlitePath, appointment.weId, 6);
  await page.reload();
  await expect(page.getByTestId('appointment-hold-countdown')).toContainText(/00:0\d/);
  await expect(page.getByTestId('appointment-detail-status')).toHaveText('已失效', { timeout: 20_000 });
  await expect(page.getByTestId('appointment-go-pay')).toHaveCount(0);
  await expect(page.getByTestId('appointment-payment')).toContainText('已关闭');
  await screenshot(page, 'pay-14-detail-expired');
  await page.goto(`/appointment/#/pages/newFun/onlinePay?orderNo=${orderNo}`);
  await expect(page.getByTestId('pay-not-payable')).toContainText('订单已关闭');
  await screenshot(page, 'pay-15-online-pay-closed');
});

test('paying on a cashier left open after the booking was cancelled: 订单已关闭, the money goes back, a message follows', async ({
  page,
  server,
}) => {
  test.setTimeout(90_000);
  const { appointment, token } = await bookPaidAppointment(page, server.url, specMobile(11), '小禾');
  const orderNo = appointment.orderNo ?? '';

  await page.goto(`/appointment/#/pages/newFun/onlinePay?orderNo=${orderNo}`);
  await page.getByTestId('pay-channel-alipay').click();
  await page.getByTestId('pay-submit').click();
  await expect(page).toHaveURL(/\/dev\/pay\/cashier\?.*channel=alipay/);
  // Meanwhile (another tab) the booking is cancelled, which closes its unpaid order.
  await apiPost(`${B}/cancelAppointment`, { weId: appointment.weId, reason: '改天再来' }, token, server.url);
  await page.getByTestId('cashier-pay').click();

  await expect(page).toHaveURL(/newFun\/surePay\?orderNo=.*result=ok/);
  const notice = page.getByTestId('pay-not-payable');
  await expect(notice).toHaveAttribute('data-reason', 'late-refund');
  await expect(notice).toContainText('订单已关闭');
  await expect(notice).toContainText(`已为您全额退款，款项将原路退回`);
  await screenshot(page, 'pay-16-late-payment-refunded');

  const status = await apiGet<{ status: string; lateRefund: { amountFen: number } | null }>(
    '/api/pay/v1/order_status',
    { orderNo },
    token,
    server.url,
  );
  expect(status).toMatchObject({ status: 'closed', lateRefund: { amountFen: appointment.amountFen } });
  // The server's job runner submits the refund and the sandbox settles it: the parent is told.
  const titles = async () => {
    const db = new DatabaseSync(server.sqlitePath);
    try {
      const user = db.prepare('SELECT user_id FROM orders WHERE order_no = ?').get(orderNo) as {
        user_id: number;
      };
      return db
        .prepare('SELECT title FROM system_messages WHERE user_id = ? ORDER BY id')
        .all(user.user_id)
        .map((r) => String((r as { title: string }).title));
    } finally {
      db.close();
    }
  };
  await expect
    .poll(titles, { timeout: 20_000 })
    .toEqual(expect.arrayContaining(['订单已关闭，款项将原路退回', '退款已完成']));
});
