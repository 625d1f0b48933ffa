import type { Page } from '@playwright/test';
import { apiPost, DEMO, screenshot } from './support/api.ts';
import { offerConsultation } from './support/consult-services.ts';
import { expect, test } from './support/fixtures.ts';
import { loginThroughPage, sessionToken, specMobile } from './support/parent-flows.ts';

/**
 * Issue 14, the parents' 图文问诊: find a doctor, ask, pay on the sandbox cashier (once cancelled, then
 * paid), watch the accept countdown, cancel before the doctor accepts and see 已退款; and an inquiry a
 * doctor accepts and closes (through the console API), whose summary the parent reads and rates.
 * The services are set through the console API on demo doctors, on duty all day, so any run time works.
 */

const K = '/api/console/consult';
const app = (path: string) => `/appointment/#/pages/${path}`;

const staffToken = async (who: keyof typeof DEMO.staff) =>
  (await apiPost<{ token: string }>('/api/console/auth/login', DEMO.staff[who])).token;

const addBaby = async (page: Page, babyName: string) =>
  apiPost<{ babyId: number }>(
    '/online/usercenter/addBabyInfo',
    { babyName, sex: '男', birthday: '2022-06-18', guardianConsent: true },
    await sessionToken(page),
  );

/** Pays the order on 在线支付 through the sandbox cashier and waits for 支付成功. */
const payOnCashier = async (page: Page) => {
  await page.getByTestId('pay-submit').click();
  await expect(page).toHaveURL(/\/dev\/pay\/cashier/);
  await page.getByTestId('cashier-pay').click();
  await expect(page).toHaveURL(/otherFun\/success\?orderNo=/, { timeout: 20_000 });
};

test('a parent finds a doctor, asks, pays after cancelling once, sees the countdown and cancels for a refund', async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  await offerConsultation(4); // 王建国, 儿科门诊
  await loginThroughPage(page, server.url, specMobile(101));
  await expect(page).toHaveURL(/home\/index/);
  const { babyId } = await addBaby(page, '小禾');
  await page.reload();

  // Home shows the doctors on duty; 找医生 from its entry, narrowed to 儿科门诊.
  await expect(page.getByTestId('home-doctor-4')).toContainText('王建国');
  await screenshot(page, 'consult-0-home');
  await page.getByTestId('home-entry-otherFun-doctor').click();
  await expect(page).toHaveURL(/otherFun\/doctor/);
  await page.getByTestId('consult-dept-filter').getByRole('button', { name: '儿科门诊' }).click();
  const card = page.getByTestId('consult-doctor-4');
  await expect(card).toContainText('王建国');
  await expect(card).toContainText('擅长：呼吸道感染、儿童哮喘');
  await expect(page.getByTestId('consult-doctor-price-4')).toHaveText('¥39.00');
  await expect(page.getByTestId('consult-doctor-online-4')).toHaveText('在线');
  await expect(page.getByTestId('consult-doctor-1')).toHaveCount(0);
  await page.getByTestId('consult-speciality-filter').getByRole('button', { name: '儿童哮喘' }).click();
  await expect(page).toHaveURL(/speciality=/);
  await expect(card).toBeVisible();
  await screenshot(page, 'consult-1-find-doctor');

  // 医生主页: the service, then 立即咨询.
  await card.click();
  await expect(page.getByTestId('doctor-home-price')).toHaveText('¥39.00');
  await expect(page.getByTestId('doctor-home-service')).toContainText('30分钟内接诊');
  await expect(page.getByTestId('doctor-home-service')).toContainText('每天 00:00-24:00'); // seven days of the same hours: one line
  await expect(page.getByTestId('doctor-home-online')).toHaveText('在线');
  await screenshot(page, 'consult-2-doctor-home');
  await page.getByTestId('doctor-home-ask').click();

  // 提交问诊: a short complaint is refused under its field; what was typed survives a reload.
  await expect(page.getByTestId(`ask-baby-${babyId}`)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('ask-kind')).toContainText('健康咨询');
  await expect(page.getByTestId('ask-notice')).toContainText('不是诊断');
  await expect(page.getByTestId('ask-notice')).toContainText('本平台不开具处方'); // 互联网诊疗监管细则（试行）
  await expect(page.getByTestId('ask-notice')).toContainText('问诊记录不少于15年，图文聊天不少于3年');
  await expect(page.getByTestId('ask-notice')).toContainText('120');
  await page.getByTestId('ask-complaint').fill('咳嗽两天');
  await page.getByTestId('ask-submit').click();
  await expect(page.getByTestId('complaint-error')).toHaveText('主诉至少10个字，请描述症状、部位和程度');
  await expect(page.getByTestId('agreeNotice-error')).toBeVisible();
  const complaint = '咳嗽两天，夜里加重，有少量白痰，精神还可以';
  await page.getByTestId('ask-complaint').fill(complaint);
  await page.getByTestId('ask-duration').fill('2天');
  await page.getByTestId('hasFever-yes').check({ force: true });
  await page.getByTestId('ask-temperature').fill('38.5');
  await page.reload();
  await expect(page.getByTestId('ask-draft-restored')).toBeVisible();
  await expect(page.getByTestId('ask-complaint')).toHaveValue(complaint);
  await expect(page.getByTestId('ask-temperature')).toHaveValue('38.5');
  await page.getByTestId('ask-agree').check();
  await screenshot(page, 'consult-3-ask');
  await page.getByTestId('ask-submit').click();

  // 在线支付 → the cashier, cancelled: the inquiry stays payable; then paid.
  await expect(page).toHaveURL(/newFun\/onlinePay\?orderNo=/);
  await expect(page.getByTestId('pay-amount')).toHaveText('¥39.00');
  await page.getByTestId('pay-submit').click();
  await expect(page).toHaveURL(/\/dev\/pay\/cashier/);
  await page.getByTestId('cashier-cancel').click();
  await expect(page.getByTestId('pay-cancelled')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('pay-continue').click();
  await expect(page).toHaveURL(/newFun\/onlinePay\?orderNo=/);
  await payOnCashier(page);

  // 支付成功 shows the inquiry waiting for the doctor, with the accept countdown.
  await expect(page.getByTestId('inquiry-paid-card')).toBeVisible();
  await expect(page.getByTestId('inquiry-paid-card').getByText('待接诊')).toBeVisible();
  await expect(page.getByTestId('inquiry-countdown-clock')).toHaveText(/^(29|30):\d\d$/);
  await screenshot(page, 'consult-4-paid');
  await page.getByTestId('inquiry-paid-open').click();

  // 问诊详情: 待接诊 with the countdown; cancel before the doctor accepts → full refund, 已退款.
  await expect(page).toHaveURL(/otherFun\/appointmentInfo\?inquiryId=/);
  const inquiryId = Number(new URL(page.url().replace('#', '')).searchParams.get('inquiryId'));
  await expect(page.getByTestId(`inquiry-status-${inquiryId}`)).toHaveText('待接诊');
  await expect(page.getByTestId('inquiry-countdown')).toContainText('医生接诊倒计时');
  await expect(page.getByTestId('inquiry-complaint')).toHaveText(complaint);
  await screenshot(page, 'consult-5-waiting');
  await page.getByTestId('inquiry-cancel').click();
  await expect(page.getByText('医生尚未接诊，取消后费用将全额原路退回。确定取消吗？')).toBeVisible();
  await page.getByRole('button', { name: '确定取消' }).click();
  await expect(page.getByTestId(`inquiry-status-${inquiryId}`)).toHaveText('已退款');
  await expect(page.getByTestId('inquiry-countdown')).toHaveCount(0);
  await expect(page.getByTestId('inquiry-cancel')).toHaveCount(0);
  await screenshot(page, 'consult-6-refunded');

  // 问诊记录: under 已退款, not under 待接诊; the draft was cleared once sent.
  await page.goto(app('otherFun/interrogationList?tab=refunded'));
  await expect(page.getByTestId(`inquiry-status-${inquiryId}`)).toHaveText('已退款');
  await page.getByRole('tab', { name: '待接诊' }).click();
  await expect(page).toHaveURL(/tab=waiting/);
  await expect(page.getByTestId(`inquiry-card-${inquiryId}`)).toHaveCount(0);
  await page.goto(app('otherFun/addSubmit?doctorId=4'));
  await expect(page.getByTestId('ask-complaint')).toHaveValue('');
});

test('a doctor accepts and closes an inquiry; the parent reads the summary, rates it once and books the doctor', async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  await offerConsultation(1); // 林晓岚, the demo doctor sign-in's own
  await loginThroughPage(page, server.url, specMobile(102));
  await expect(page).toHaveURL(/home\/index/);
  await addBaby(page, '小溪');
  // The app fetched the babies at home, before this one was added behind its back: start afresh.
  await page.goto(app('otherFun/addSubmit?doctorId=1'));
  await page.reload();
  await page.getByTestId('ask-complaint').fill('身高增长慢，一年只长了四厘米，想咨询是否需要检查');
  await page.getByTestId('ask-duration').fill('1年');
  await page.getByTestId('hasFever-no').check({ force: true });
  await page.getByTestId('ask-allergies').fill('无');
  await page.getByTestId('ask-agree').check();
  await page.getByTestId('ask-submit').click();
  await expect(page).toHaveURL(/newFun\/onlinePay\?orderNo=/);
  await payOnCashier(page);
  await page.getByTestId('inquiry-paid-open').click();
  const inquiryId = Number(new URL(page.url().replace('#', '')).searchParams.get('inquiryId'));

  // The doctor accepts: the parent's page turns to 问诊中 with the first-answer countdown, unreloaded.
  const doctor = await staffToken('doctor');
  await apiPost(`${K}/inquiry/accept`, { inquiryId }, doctor);
  await expect(page.getByTestId(`inquiry-status-${inquiryId}`)).toHaveText('问诊中', { timeout: 20_000 });
  await expect(page.getByTestId('inquiry-countdown')).toContainText('医生首次回复倒计时');
  await expect(page.getByTestId('inquiry-chat')).toBeVisible();

  await apiPost(
    `${K}/inquiry/close`,
    {
      inquiryId,
      findings: '年生长速度约4厘米，低于同龄儿童',
      advice: '建议到院测骨龄并复查身高体重',
      watchFor: '睡眠与饮食情况，有无头痛',
      returnAdvice: '两周内到生长发育门诊复诊',
    },
    doctor,
  );
  await page.reload();
  await expect(page.getByTestId(`inquiry-status-${inquiryId}`)).toHaveText('已完成');
  await page.getByTestId('inquiry-summary').click();

  // 问诊小结
  await expect(page.getByTestId('summary-findings')).toHaveText('年生长速度约4厘米，低于同龄儿童');
  await expect(page.getByTestId('summary-returnAdvice')).toHaveText('两周内到生长发育门诊复诊');
  await screenshot(page, 'consult-7-summary');

  // 评价: stars are required; labels come from the server; once rated, the rating is shown.
  await page.getByTestId('summary-rate').click();
  await page.getByTestId('rate-submit').click();
  await expect(page.getByTestId('rate-error')).toHaveText('请选择评分');
  await page.getByTestId('rate-star-5').click();
  const firstLabel = page.getByTestId('rate-labels').locator('label').first();
  const label = (await firstLabel.textContent()) ?? '';
  expect(label).not.toBe('');
  await firstLabel.click();
  await page.getByTestId('rate-text').fill('回复很详细，谢谢医生');
  await page.getByTestId('rate-anonymous').check();
  await screenshot(page, 'consult-8-rate');
  await page.getByTestId('rate-submit').click();
  await expect(page.getByTestId('rating-given')).toContainText('回复很详细，谢谢医生');
  await expect(page.getByTestId('rating-given')).toContainText('匿名用户');
  await expect(page.getByTestId('rating-given')).toContainText(label);
  await page.goto(app(`otherFun/appointmentInfo?inquiryId=${inquiryId}`));
  await expect(page.getByTestId(`inquiry-status-${inquiryId}`)).toHaveText('已评价');
  await expect(page.getByTestId('inquiry-rate')).toHaveCount(0);
  await expect(page.getByTestId('inquiry-my-rating')).toBeVisible();

  // 再次咨询 opens the form for the same doctor and child.
  await page.getByTestId('inquiry-again').click();
  await expect(page).toHaveURL(new RegExp(`otherFun/addSubmit\\?inquiryId=${inquiryId}`));
  await expect(page.getByTestId('ask-form')).toContainText('林晓岚');
  await expect(page.locator('[data-testid^="ask-baby-"]')).toHaveCount(1);

  // The summary's booking link opens the same doctor's month in the booking flow.
  await page.goto(app(`otherFun/summary?inquiryId=${inquiryId}`));
  await page.getByTestId('summary-book').click();
  await expect(page).toHaveURL(/otherFun\/scheduling\?doctorId=1/);
  await expect(page.getByTestId('booking-doctor-card')).toContainText('林晓岚');
  await expect(page.getByTestId('booking-slots')).toBeVisible();
});
