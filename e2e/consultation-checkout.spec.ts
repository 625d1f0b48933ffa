import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { apiGet, apiPost, screenshot } from './support/api.ts';
import { consultationCampaign, consultationCard, consultDoctor } from './support/consultation-checkout.ts';
import { expect, test } from './support/fixtures.ts';
import { loginThroughPage, sessionToken, specMobile } from './support/parent-flows.ts';
import { claimCoupon, managerToken, memberWithPoints } from './support/registration-checkout.ts';

/**
 * 图文问诊 through checkout (issue 22) on the parent's phone: 提交问诊 shows the server's quote for the
 * doctor's price (a coupon for 图文问诊, points, a package card), each discount with its reason, the
 * submit asks for what is left, and the inquiry costs exactly that: the pay page asks for the
 * discounted amount, and a price the card covers needs no payment, the inquiry waiting for the doctor
 * at once (再次咨询 too). A coupon named on the form and spent meanwhile is refused and the form quotes
 * again, keeping what was typed. Each test has its own doctor, so no other spec's price changes under it.
 */

const app = (path: string) => `/appointment/#/pages/${path}`;

interface Inquiry {
  inquiryId: number;
  status: string;
  statusLabel: string;
}

/** Logs the parent in through the page; answers the session token and the user id. */
const parentOf = async (page: Page, base: string, n: number) => {
  await loginThroughPage(page, base, specMobile(n));
  await expect(page).toHaveURL(/#\/pages\/home\/index/);
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0);
  const token = await sessionToken(page);
  const userId = await page.evaluate(
    () => JSON.parse(localStorage.getItem('sprout.user') ?? '{}').state?.userId as number,
  );
  return { token, userId };
};

const addBaby = (token: string, babyName: string) =>
  apiPost<{ babyId: number }>(
    '/online/usercenter/addBabyInfo',
    { babyName, sex: '男', birthday: '2022-06-18', guardianConsent: true },
    token,
  );

const COMPLAINT = '咳嗽三天，夜里加重，有少量白痰，精神还可以';

/** 提交问诊 for the doctor (the only baby is chosen): the complaint, no fever, the notice agreed. */
const fillAsk = async (page: Page, doctorId: number) => {
  await page.goto(app(`otherFun/addSubmit?doctorId=${doctorId}`));
  await page.reload(); // the app may hold what it fetched before the API set things up
  await page.getByTestId('ask-complaint').fill(COMPLAINT);
  await page.getByTestId('ask-duration').fill('3天');
  await page.getByTestId('hasFever-no').check({ force: true });
  await page.getByTestId('ask-agree').check();
};

/** What the parent's 375x812 screen shows, the checkout scrolled into view (the whole page is `screenshot`'s). */
const screen = async (page: Page, name: string) => {
  await page.getByTestId('ask-checkout').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join('test-results', 'e2e', 'screens', `${name}.png`) });
};

const myInquiries = async (token: string) =>
  (
    await apiGet<{ list: Inquiry[] }>(
      '/api/consult/inquiryList',
      { tab: 'all', pageNum: 1, pageSize: 10 },
      token,
    )
  ).list;

test('a member with a 问诊 coupon and points sees each discount on 提交问诊, submits, and the pay page asks for what is left', async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  const tag = String(Date.now()).slice(-6);
  const manager = await managerToken();
  const doctorId = await consultDoctor(manager, tag, 6_000);
  const couponName = `问诊立减20元·${tag}`;
  const campaignId = await consultationCampaign(manager, couponName, 2_000);
  const { token, userId } = await parentOf(page, server.url, 281);
  await memberWithPoints(token, userId, manager, 1_000);
  await claimCoupon(token, campaignId);
  await addBaby(token, '钱小禾');

  await fillAsk(page, doctorId);
  const checkout = page.getByTestId('ask-checkout');
  const payAmount = page.getByTestId('ask-pay-amount');
  // ¥60.00, the coupon takes ¥20.00, 1,000 points pay ¥10.00 (at most half of the ¥40.00 left).
  await expect(payAmount).toHaveText('￥30.00');
  await expect(checkout).toContainText('图文问诊');
  await expect(checkout).toContainText('问诊费');
  await expect(checkout).toContainText('￥60.00');
  const coupon = page.getByTestId('ask-adjustment-coupon');
  await expect(coupon).toContainText(`优惠券「${couponName}」`);
  await expect(coupon).toContainText('-￥20.00');
  const points = page.getByTestId('ask-adjustment-points');
  await expect(points).toContainText(/使用1000积分抵10(\.00)?元/);
  await expect(points).toContainText('最多抵扣应付金额的50%');
  await expect(points).toContainText('-￥10.00');
  const submit = page.getByTestId('ask-submit');
  await expect(submit).toHaveText('提交并支付 ¥30.00');
  await expect(submit).toBeEnabled();
  await screenshot(page, 'consult-checkout-1-discounts');
  await screen(page, 'consult-checkout-1-discounts-screen');

  // The picker marks the coupon the price assumes; without it the points pay ¥10.00 of ¥60.00.
  await checkout.getByRole('button', { name: /优惠券/ }).click();
  const offered = page.locator('[data-testid^="ask-coupon-"]').filter({ hasText: couponName });
  await expect(offered).toContainText('已选用');
  await expect(offered).not.toContainText('不可用');
  await screenshot(page, 'consult-checkout-2-coupon-picker');
  await screen(page, 'consult-checkout-2-coupon-picker-screen');
  await page.locator('.adm-popup-body label').filter({ hasText: '不使用优惠券' }).click();
  await expect(payAmount).toHaveText('￥50.00');
  await expect(coupon).toHaveCount(0);
  await expect(submit).toHaveText('提交并支付 ¥50.00');
  // The coupon again, by name; points off and on again.
  await checkout.getByRole('button', { name: /优惠券/ }).click();
  await offered.click();
  await expect(payAmount).toHaveText('￥30.00');
  await page.getByRole('switch', { name: '积分抵扣' }).click();
  await expect(payAmount).toHaveText('￥40.00');
  await expect(points).toHaveCount(0);
  await page.getByRole('switch', { name: '积分抵扣' }).click();
  await expect(payAmount).toHaveText('￥30.00');

  // What was typed survives a reload (the draft), and the checkout is quoted again.
  await page.reload();
  await expect(page.getByTestId('ask-draft-restored')).toBeVisible();
  await expect(page.getByTestId('ask-complaint')).toHaveValue(COMPLAINT);
  await expect(payAmount).toHaveText('￥30.00');
  await page.getByTestId('ask-agree').check();
  await expect(submit).toHaveText('提交并支付 ¥30.00');
  await expect(submit).toBeEnabled();

  await submit.click();
  await expect(page).toHaveURL(/newFun\/onlinePay\?orderNo=SP\d+/);
  await expect(page.getByTestId('pay-amount')).toHaveText('¥30.00');
  await screenshot(page, 'consult-checkout-3-pay');
  const [asked] = await myInquiries(token);
  expect(asked).toMatchObject({ status: 'pendingPayment' });
  const ledger = await apiGet<{ balance: number }>(
    '/opordering/wechatapp/points/details',
    { pageNum: 1, pageSize: 10 },
    token,
  );
  expect(ledger.balance).toBe(0);
});

test('a package card with 图文问诊 covers the price: 提交问诊 shows ¥0 and the inquiry waits for the doctor without payment', async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  const tag = String(Date.now()).slice(-6);
  const manager = await managerToken();
  const doctorId = await consultDoctor(manager, tag, 3_900);
  const { token } = await parentOf(page, server.url, 282);
  const { babyId } = await addBaby(token, '钱小舟');
  const cardName = `问诊卡·${tag}`;
  const cardId = await consultationCard(manager, token, babyId, cardName);

  await fillAsk(page, doctorId);
  await expect(page.getByTestId('ask-pay-amount')).toHaveText('￥0.00');
  const card = page.getByTestId('ask-adjustment-package');
  await expect(card).toContainText(`套餐卡「${cardName}」抵扣1项`);
  await expect(card).toContainText('-￥39.00');
  await expect(page.getByRole('switch', { name: '套餐卡抵扣' })).toHaveAttribute('aria-checked', 'true');
  const submit = page.getByTestId('ask-submit');
  await expect(submit).toHaveText('提交问诊');
  await expect(submit).toBeEnabled();
  await screenshot(page, 'consult-checkout-4-card-covers');
  await screen(page, 'consult-checkout-4-card-covers-screen');

  await submit.click();
  await expect(page).toHaveURL(/otherFun\/appointmentInfo\?inquiryId=\d+/);
  const inquiryId = Number(new URL(page.url().replace('#', '')).searchParams.get('inquiryId'));
  await expect(page.getByTestId(`inquiry-status-${inquiryId}`)).toHaveText('待接诊');
  await expect(page.getByTestId('inquiry-complaint')).toHaveText(COMPLAINT);
  await screenshot(page, 'consult-checkout-5-waiting');
  const [asked] = await myInquiries(token);
  expect(asked).toMatchObject({ inquiryId, status: 'waiting' });
  const { list } = await apiGet<{ list: { cardId: number; usesLeft: number }[] }>(
    '/opordering/wechatapp/setMeal/myCards',
    {},
    token,
  );
  expect(list.find((c) => c.cardId === cardId)?.usesLeft).toBe(1);
});

test('a coupon named on 提交问诊 and spent meanwhile: the inquiry is refused with the reason, the form quotes again and keeps what was typed', async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  const tag = String(Date.now()).slice(-6);
  const manager = await managerToken();
  const doctorId = await consultDoctor(manager, tag, 5_000);
  const couponName = `问诊立减8元·${tag}`;
  const campaignId = await consultationCampaign(manager, couponName, 800);
  const { token } = await parentOf(page, server.url, 284);
  await claimCoupon(token, campaignId);
  await addBaby(token, '钱小满');

  await fillAsk(page, doctorId);
  const payAmount = page.getByTestId('ask-pay-amount');
  await expect(payAmount).toHaveText('￥42.00');
  // The parent names the coupon in the picker.
  await page
    .getByTestId('ask-checkout')
    .getByRole('button', { name: /优惠券/ })
    .click();
  const offered = page.locator('[data-testid^="ask-coupon-"]').filter({ hasText: couponName });
  const couponId = Number((await offered.getAttribute('data-testid'))?.replace('ask-coupon-', ''));
  await offered.click();
  await expect(payAmount).toHaveText('￥42.00');

  // Meanwhile the same coupon pays another child's inquiry (from another phone of the family).
  const { babyId: sister } = await addBaby(token, '钱小溪');
  await apiPost(
    '/api/consult/inquiryCreate',
    {
      babyId: sister,
      doctorId,
      complaint: '流鼻涕两天，偶尔打喷嚏，胃口还可以',
      duration: '2天',
      hasFever: false,
      agreeNotice: true,
      allowReassign: false,
      pictureIds: [],
      coupon: couponId,
    },
    token,
  );

  const submit = page.getByTestId('ask-submit');
  await submit.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('优惠券已不可用');
  await expect(dialog).toContainText('所选优惠券已不可用');
  await screenshot(page, 'consult-checkout-6-coupon-gone');
  await dialog.getByRole('button', { name: '重新选择' }).click();
  // Still on 提交问诊, quoted again: the coupon is gone, the whole price is to pay, nothing typed lost.
  await expect(page).toHaveURL(/otherFun\/addSubmit/);
  await expect(payAmount).toHaveText('￥50.00');
  await expect(page.getByTestId('ask-adjustment-coupon')).toHaveCount(0);
  await expect(submit).toHaveText('提交并支付 ¥50.00');
  await expect(page.getByTestId('ask-complaint')).toHaveValue(COMPLAINT);
  const pending = (await myInquiries(token)).filter((i) => i.status === 'pendingPayment');
  expect(pending).toHaveLength(1); // only the sister's: nothing was written for the refused one

  await submit.click();
  await expect(page).toHaveURL(/newFun\/onlinePay\?orderNo=SP\d+/);
  await expect(page.getByTestId('pay-amount')).toHaveText('¥50.00');
});

test('再次咨询 goes through checkout too: the package card covers the follow-up and it waits for the doctor at once', async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  const tag = String(Date.now()).slice(-6);
  const manager = await managerToken();
  const doctorId = await consultDoctor(manager, tag, 3_900);
  const { token } = await parentOf(page, server.url, 285);
  const { babyId } = await addBaby(token, '钱小川');
  const cardName = `问诊卡·${tag}`;
  const cardId = await consultationCard(manager, token, babyId, cardName);
  // A first inquiry the card paid, accepted and closed by the doctor (the sign-in consultDoctor gave).
  const first = await apiPost<{ inquiryId: number; amountFen: number }>(
    '/api/consult/inquiryCreate',
    {
      babyId,
      doctorId,
      complaint: '湿疹一周，脸上和手肘反复发红发痒',
      duration: '1周',
      hasFever: false,
      agreeNotice: true,
      allowReassign: false,
      pictureIds: [],
      coupon: 'none',
      usePoints: false,
      usePackageCards: true,
    },
    token,
  );
  expect(first.amountFen).toBe(0);
  const doctor = (
    await apiPost<{ token: string }>('/api/console/auth/login', {
      username: `dr_e2e_${doctorId}`,
      password: `Doctor-${doctorId}-e2e-2026`,
    })
  ).token;
  await apiPost('/api/console/consult/inquiry/accept', { inquiryId: first.inquiryId }, doctor);
  await apiPost(
    '/api/console/consult/inquiry/close',
    {
      inquiryId: first.inquiryId,
      findings: '面部及肘窝湿疹，皮肤干燥',
      advice: '加强保湿，避免过热',
      watchFor: '渗液或发热',
      returnAdvice: '一周不见好转到皮肤科复诊',
    },
    doctor,
  );

  await page.goto(app(`otherFun/appointmentInfo?inquiryId=${first.inquiryId}`));
  await expect(page.getByTestId(`inquiry-status-${first.inquiryId}`)).toHaveText('已完成');
  await page.getByTestId('inquiry-again').click();
  await expect(page).toHaveURL(new RegExp(`otherFun/addSubmit\\?inquiryId=${first.inquiryId}`));
  const card = page.getByTestId('ask-adjustment-package');
  await expect(card).toContainText(`套餐卡「${cardName}」抵扣1项`);
  await expect(card).toContainText('-￥39.00');
  await expect(page.getByTestId('ask-pay-amount')).toHaveText('￥0.00');
  await page.getByTestId('ask-complaint').fill(COMPLAINT);
  await page.getByTestId('ask-duration').fill('3天');
  await page.getByTestId('hasFever-no').check({ force: true });
  await page.getByTestId('ask-agree').check();
  const submit = page.getByTestId('ask-submit');
  await expect(submit).toHaveText('提交问诊');
  await submit.click();

  await expect(page).toHaveURL(/otherFun\/appointmentInfo\?inquiryId=\d+/);
  const again = Number(new URL(page.url().replace('#', '')).searchParams.get('inquiryId'));
  expect(again).not.toBe(first.inquiryId);
  await expect(page.getByTestId(`inquiry-status-${again}`)).toHaveText('待接诊');
  const { list } = await apiGet<{ list: { cardId: number; usesLeft: number }[] }>(
    '/opordering/wechatapp/setMeal/myCards',
    {},
    token,
  );
  expect(list.find((c) => c.cardId === cardId)?.usesLeft).toBe(0);
});
