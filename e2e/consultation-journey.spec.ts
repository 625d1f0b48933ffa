import type { Page } from '@playwright/test';
import { apiGet, apiPost, screenshot } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { loginThroughPage, sessionToken, specMobile } from './support/parent-flows.ts';
import { noisePng } from './support/png.ts';
import { offerConsultation } from './support/consult-services.ts';
import { signInStaff } from './support/staff-flows.ts';

/**
 * Issue 14 end to end, two people in two browsers: a parent asks with two pictures and pays; the doctor
 * accepts in the console and replies in the chat; the parent sees the reply without reloading; the
 * doctor writes the summary; the parent reads it and rates. And the guarantee: a missed accept deadline
 * refunds in full and the parent's page shows 已退款.
 */

const app = (path: string) => `/appointment/#/pages/${path}`;

const offer = (doctorId: number, acceptMinutes: number) =>
  offerConsultation(doctorId, { acceptMinutes, answerMinutes: 120 });

const parentWithBaby = async (page: Page, serverUrl: string, n: number, babyName: string) => {
  await loginThroughPage(page, serverUrl, specMobile(n));
  await expect(page).toHaveURL(/home\/index/);
  const token = await sessionToken(page);
  const { babyId } = await apiPost<{ babyId: number }>(
    '/online/usercenter/addBabyInfo',
    { babyName, sex: '女', birthday: '2022-04-12', guardianConsent: true },
    token,
  );
  await page.reload();
  return { token, babyId };
};

const payOnCashier = async (page: Page) => {
  await expect(page).toHaveURL(/newFun\/onlinePay\?orderNo=/);
  await page.getByTestId('pay-submit').click();
  await expect(page).toHaveURL(/\/dev\/pay\/cashier/);
  await page.getByTestId('cashier-pay').click();
  await expect(page).toHaveURL(/otherFun\/success\?orderNo=/, { timeout: 20_000 });
};

test('a parent asks with two pictures and pays; the doctor accepts, replies, sums up; the parent reads and rates', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(180_000);
  await offer(1, 30);
  const { token } = await parentWithBaby(page, server.url, 135, '图图');

  // 提交问诊 with two pictures uploaded from the album.
  await page.goto(app('otherFun/addSubmit?doctorId=1'));
  await page.getByTestId('ask-complaint').fill('宝宝咳嗽四天，夜里加重，嗓子有点红，想请医生看看照片');
  await page.getByTestId('ask-duration').fill('4天');
  await page.getByTestId('hasFever-no').check({ force: true });
  await page.getByTestId('ask-allergies').fill('无');
  await page
    .getByTestId('picture-picker-album')
    .locator('input')
    .setInputFiles([
      { name: '咽部.png', mimeType: 'image/png', buffer: noisePng(120, 3) },
      { name: '皮疹.png', mimeType: 'image/png', buffer: noisePng(120, 5) },
    ]);
  await expect(page.getByTestId('picture-picker-chosen')).toHaveCount(2, { timeout: 30_000 });
  await page.getByTestId('ask-agree').check();
  await screenshot(page, 'journey-1-ask-with-pictures');
  await page.getByTestId('ask-submit').click();
  await payOnCashier(page);
  const list = await apiGet<{ list: { inquiryId: number; status: string }[] }>(
    '/api/consult/inquiryList',
    { pageNum: 1, pageSize: 10 },
    token,
  );
  const inquiryId = list.list[0]?.inquiryId ?? 0;
  expect(list.list[0]?.status).toBe('waiting');

  // The parent waits on 问诊详情, which shows what the doctor sees: both pictures and the fever answer.
  await page.goto(app(`otherFun/appointmentInfo?inquiryId=${inquiryId}`));
  await expect(page.getByTestId(`inquiry-status-${inquiryId}`)).toHaveText('待接诊');
  await expect(page.getByTestId('inquiry-fever')).toHaveText('否');
  await expect(page.getByTestId('picture-strip').getByTestId('picture-thumb')).toHaveCount(2);
  await screenshot(page, 'journey-1b-detail-waiting');
  await page.getByTestId('picture-thumb').first().click();
  await expect(page.getByTestId('picture-viewer')).toBeVisible();
  await page.getByTestId('picture-viewer').getByRole('button', { name: '关闭' }).click();
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const doctor = await desk.newPage();
  try {
    await signInStaff(doctor, 'doctor');
    await doctor.getByTestId('nav-consult-inbox').click();
    const row = doctor.getByTestId(`consult-inquiry-${inquiryId}`);
    await expect(row.getByTestId('consult-countdown')).toContainText('剩余');
    await row.getByTestId('consult-accept').click();
    await doctor.getByTestId('consult-inbox-tabs').getByText('问诊中').click();
    await doctor.getByTestId(`consult-inquiry-${inquiryId}`).getByTestId('consult-open').click();
    await expect(doctor.getByTestId('consult-pictures').locator('img')).toHaveCount(2);

    // Accepted: 问诊详情 says so at once through the chat's socket (its fallback poll is a minute away).
    await expect(page.getByTestId(`inquiry-status-${inquiryId}`)).toHaveText('问诊中', { timeout: 5_000 });
    await page.getByTestId('inquiry-chat').click();
    await expect(page.getByTestId('chat-inquiry-state')).toHaveText('问诊中');
    await doctor.getByTestId('console-chat-input').fill('看了照片，咽部有些充血。宝宝精神和胃口怎么样？');
    await doctor.getByTestId('console-chat-send').click();
    await expect(page.getByTestId('chat-peer')).toContainText('咽部有些充血', { timeout: 15_000 });
    await page.getByTestId('chat-input').fill('精神还好，吃饭比平时少一点');
    await page.getByTestId('chat-send').click();
    await expect(doctor.getByTestId('console-chat-peer')).toContainText('吃饭比平时少一点', {
      timeout: 15_000,
    });
    await screenshot(page, 'journey-2-parent-chat');

    // The summary, written in the console, closes the inquiry: the parent's chat shows 已完成.
    await doctor.getByTestId('consult-summary-findings').fill('咽部充血，无发热，精神好');
    await doctor.getByTestId('consult-summary-advice').fill('多喝温水，清淡饮食，保持室内湿润');
    await doctor.getByTestId('consult-summary-watchFor').fill('发热超过38.5度、呼吸急促或精神差');
    await doctor.getByTestId('consult-summary-returnAdvice').fill('三天不见好转到门诊复诊');
    await doctor.getByTestId('consult-close-submit').click();
    await expect(doctor.getByTestId('consult-status')).toHaveText('已完成');
    await expect(page.getByTestId('chat-inquiry-state')).toHaveText('已完成', { timeout: 15_000 });
  } finally {
    await desk.close();
  }

  // The finished chat leads on: one free follow-up spent, the count is the same on 问诊详情; the
  // summary's line opens 问诊小结, and 查看小结 / 去评价 sit under the messages.
  await page.getByTestId('chat-input').fill('谢谢医生，晚上需要用加湿器吗？');
  await page.getByTestId('chat-send').click();
  await expect(page.getByTestId('chat-follow-up')).toContainText('还可免费追问2条', { timeout: 15_000 });
  await expect(page.getByTestId('chat-next-steps')).toBeVisible();
  await expect(page.getByTestId('chat-rate')).toHaveText('去评价');
  await screenshot(page, 'journey-2b-finished-chat');
  await page.getByTestId('chat-system').filter({ hasText: '问诊小结' }).click();
  await expect(page).toHaveURL(/otherFun\/summary\?inquiryId=/);
  await expect(page.getByTestId('summary-findings')).toHaveText('咽部充血，无发热，精神好');
  await page.goto(app(`otherFun/chat?inquiryId=${inquiryId}`));
  await page.getByTestId('chat-view-summary').click();
  await expect(page.getByTestId('summary-findings')).toHaveText('咽部充血，无发热，精神好');

  // 问诊小结, then 评价 once.
  await page.goto(app(`otherFun/appointmentInfo?inquiryId=${inquiryId}`));
  await expect(page.getByTestId(`inquiry-status-${inquiryId}`)).toHaveText('已完成');
  await expect(page.getByTestId('inquiry-follow-up')).toContainText('可免费追问2条');
  await page.getByTestId('inquiry-summary').click();
  await expect(page.getByTestId('summary-findings')).toHaveText('咽部充血，无发热，精神好');
  await expect(page.getByTestId('summary-returnAdvice')).toHaveText('三天不见好转到门诊复诊');
  await page.getByTestId('summary-rate').click();
  await page.getByTestId('rate-star-5').click();
  await page.getByTestId('rate-text').fill('看照片很仔细，回复及时');
  await page.getByTestId('rate-submit').click();
  await expect(page.getByTestId('rating-given')).toContainText('看照片很仔细，回复及时');
  await screenshot(page, 'journey-3-rated');
});

test('a missed accept deadline refunds in full, and the parent sees 已退款', async ({ page, server }) => {
  test.setTimeout(180_000);
  // One minute to accept (the least a clinic may set), on duty all week: nobody accepts.
  await offer(4, 1);
  const { token, babyId } = await parentWithBaby(page, server.url, 136, '等等');
  const created = await apiPost<{ inquiryId: number; orderNo: string }>(
    '/api/consult/inquiryCreate',
    {
      babyId,
      doctorId: 4,
      complaint: '宝宝发热一天，最高38.6度，精神尚可',
      duration: '1天',
      hasFever: true,
      temperature: 38.6,
      agreeNotice: true,
      allowReassign: false,
    },
    token,
  );
  await page.goto(app(`newFun/onlinePay?orderNo=${created.orderNo}`));
  await payOnCashier(page);
  await page.goto(app(`otherFun/appointmentInfo?inquiryId=${created.inquiryId}`));
  await expect(page.getByTestId(`inquiry-status-${created.inquiryId}`)).toHaveText('待接诊');
  await expect(page.getByTestId('inquiry-countdown')).toContainText('医生接诊倒计时');

  // The deadline job refunds once the minute is past; the page (refreshing itself) shows it.
  await expect(page.getByTestId(`inquiry-status-${created.inquiryId}`)).toHaveText('已退款', {
    timeout: 120_000,
  });
  await expect(page.getByTestId('inquiry-countdown')).toHaveCount(0);
  await expect(page.getByTestId('inquiry-fever')).toHaveText('是，最高 38.6℃');
  const order = await apiGet<{ status: string }>(
    '/api/pay/v1/order_status',
    { orderNo: created.orderNo },
    token,
  );
  expect(order.status).toMatch(/refund/i);
  await screenshot(page, 'journey-4-refunded');
  // A refunded consult has no thread to continue: 再次咨询 asks the same doctor afresh.
  await page.getByTestId('inquiry-again').click();
  await expect(page).toHaveURL(/otherFun\/addSubmit\?doctorId=4/);
});
