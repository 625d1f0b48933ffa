import type { Page } from '@playwright/test';
import { apiGet, apiPost, screenshot } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { loginThroughPage, sessionToken, specMobile } from './support/parent-flows.ts';
import {
  claimCoupon,
  feeDoctor,
  managerToken,
  memberWithPoints,
  registrationCampaign,
  registrationCard,
} from './support/registration-checkout.ts';

/**
 * 预约挂号 through checkout (issue 22) on the parent's phone: 确认信息 shows the server's quote for the
 * registration fee (a coupon for 预约挂号, points, a package card), each discount with its reason, 合计
 * is what is left, and the booking costs exactly that: the pay page asks for the discounted amount,
 * and a fee the card covers books at once. A coupon named on the page and spent meanwhile is refused
 * and the page quotes again. Each test has its own doctor, so no seat of another spec is taken.
 */

const app = (path: string) => `/appointment/#/pages/${path}`;

interface Appointment {
  weId: number;
  status: string;
  orderNo: string | null;
  amountFen: number;
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
    { babyName, sex: '女', birthday: '2022-05-06', guardianConsent: true },
    token,
  );

/** 填写订单 for the slot (the only baby is chosen), a reason, then 下一步 to 确认信息. */
const toConfirm = async (page: Page, orderPage: string) => {
  await page.goto(app(orderPage));
  await page.reload(); // the app may hold what it fetched before the API set things up
  await page.getByRole('textbox').fill('发热两天，咳嗽');
  await page.getByTestId('booking-order-next').click();
  await expect(page).toHaveURL(/newFun\/sureInfo/);
};

const myAppointments = async (token: string) =>
  (
    await apiPost<{ list: Appointment[] }>(
      '/opordering/wechatapp/pageAppointment',
      { pageNum: 1, pageSize: 10 },
      token,
    )
  ).list;

test('a member with a 挂号 coupon and points sees each discount on 确认信息, books, and the pay page asks for what is left', async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  const tag = String(Date.now()).slice(-6);
  const manager = await managerToken();
  const doctor = await feeDoctor(manager, tag, 5_000);
  const couponName = `挂号立减10元·${tag}`;
  const campaignId = await registrationCampaign(manager, couponName, 1_000);
  const { token, userId } = await parentOf(page, server.url, 251);
  await memberWithPoints(token, userId, manager, 1_000);
  await claimCoupon(token, campaignId);
  await addBaby(token, '郑小禾');

  await toConfirm(page, doctor.orderPage(doctor.slotIds[0] ?? 0));
  const checkout = page.getByTestId('booking-checkout');
  const payAmount = page.getByTestId('booking-pay-amount');
  // ¥50.00, the coupon takes ¥10.00, 1,000 points pay ¥10.00 (at most half of the ¥40.00 left).
  await expect(payAmount).toHaveText('￥30.00');
  await expect(checkout).toContainText('预约挂号');
  await expect(checkout).toContainText('挂号费');
  await expect(checkout).toContainText('￥50.00');
  const coupon = page.getByTestId('booking-adjustment-coupon');
  await expect(coupon).toContainText(`优惠券「${couponName}」`);
  await expect(coupon).toContainText('-￥10.00');
  const points = page.getByTestId('booking-adjustment-points');
  await expect(points).toContainText(/使用1000积分抵10(\.00)?元/);
  await expect(points).toContainText('最多抵扣应付金额的50%');
  await expect(points).toContainText('-￥10.00');
  await expect(page.getByTestId('booking-total')).toHaveText('¥30.00');
  await expect(page.getByTestId('booking-confirm')).toContainText('¥50.00'); // the fee itself, read back
  const submit = page.getByTestId('booking-submit');
  await expect(submit).toHaveText('提交并支付');
  await expect(submit).toBeEnabled();
  await screenshot(page, 'booking-checkout-1-discounts');

  // The picker marks the coupon the price assumes; without it the points pay ¥10.00 of ¥50.00.
  await checkout.getByRole('button', { name: /优惠券/ }).click();
  const offered = page.locator('[data-testid^="booking-coupon-"]').filter({ hasText: couponName });
  await expect(offered).toContainText('已选用');
  await expect(offered).not.toContainText('不可用');
  await screenshot(page, 'booking-checkout-2-coupon-picker');
  await page.locator('.adm-popup-body label').filter({ hasText: '不使用优惠券' }).click();
  await expect(payAmount).toHaveText('￥40.00');
  await expect(coupon).toHaveCount(0);
  await expect(page.getByTestId('booking-total')).toHaveText('¥40.00');
  // The coupon again, by name; then points off and on again.
  await checkout.getByRole('button', { name: /优惠券/ }).click();
  await offered.click();
  await expect(payAmount).toHaveText('￥30.00');
  await page.getByRole('switch', { name: '积分抵扣' }).click();
  await expect(payAmount).toHaveText('￥40.00');
  await expect(points).toHaveCount(0);
  await page.getByRole('switch', { name: '积分抵扣' }).click();
  await expect(payAmount).toHaveText('￥30.00');
  await expect(submit).toBeEnabled();

  await submit.click();
  await expect(page).toHaveURL(/newFun\/onlinePay\?orderNo=SP\d+/);
  await expect(page.getByTestId('pay-amount')).toHaveText('¥30.00');
  await screenshot(page, 'booking-checkout-3-pay');
  const [booked] = await myAppointments(token);
  expect(booked).toMatchObject({ status: 'pending_payment', amountFen: 3_000 });
  const ledger = await apiGet<{ balance: number }>(
    '/opordering/wechatapp/points/details',
    {
      pageNum: 1,
      pageSize: 10,
    },
    token,
  );
  expect(ledger.balance).toBe(0);
});

test('a package card with 预约挂号 covers the fee: 确认信息 shows nothing to pay and the booking is made at once', async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  const tag = String(Date.now()).slice(-6);
  const manager = await managerToken();
  const doctor = await feeDoctor(manager, tag, 3_000);
  const { token } = await parentOf(page, server.url, 252);
  const { babyId } = await addBaby(token, '郑小舟');
  const cardName = `挂号卡·${tag}`;
  const cardId = await registrationCard(manager, token, babyId, cardName);

  await toConfirm(page, doctor.orderPage(doctor.slotIds[0] ?? 0));
  await expect(page.getByTestId('booking-pay-amount')).toHaveText('￥0.00');
  const card = page.getByTestId('booking-adjustment-package');
  await expect(card).toContainText(`套餐卡「${cardName}」抵扣1项`);
  await expect(card).toContainText('-￥30.00');
  await expect(page.getByTestId('booking-total')).toHaveText('¥0.00');
  await expect(page.getByRole('switch', { name: '套餐卡抵扣' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('分钟内完成支付')).toHaveCount(0); // nothing to pay, nothing held for payment
  const submit = page.getByTestId('booking-submit');
  await expect(submit).toHaveText('确认预约');
  await expect(submit).toBeEnabled();
  await screenshot(page, 'booking-checkout-4-card-covers');

  await submit.click();
  await expect(page).toHaveURL(/newFun\/orderDetail\?weId=\d+/);
  await expect(page.getByTestId('appointment-detail-status')).toHaveText('已预约');
  const [booked] = await myAppointments(token);
  expect(booked).toMatchObject({ status: 'booked', amountFen: 0 });
  const { list } = await apiGet<{ list: { cardId: number; usesLeft: number }[] }>(
    '/opordering/wechatapp/setMeal/myCards',
    {},
    token,
  );
  expect(list.find((c) => c.cardId === cardId)?.usesLeft).toBe(1);
});

test('a coupon named on 确认信息 and spent meanwhile: the booking is refused with the reason and the page quotes again', async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  const tag = String(Date.now()).slice(-6);
  const manager = await managerToken();
  const doctor = await feeDoctor(manager, tag, 5_000);
  const couponName = `挂号立减8元·${tag}`;
  const campaignId = await registrationCampaign(manager, couponName, 800);
  const { token } = await parentOf(page, server.url, 253);
  await claimCoupon(token, campaignId);
  await addBaby(token, '郑小满');
  const [slotId, otherSlot] = doctor.slotIds;

  await toConfirm(page, doctor.orderPage(slotId ?? 0));
  const payAmount = page.getByTestId('booking-pay-amount');
  await expect(payAmount).toHaveText('￥42.00');
  // The parent names the coupon in the picker.
  await page
    .getByTestId('booking-checkout')
    .getByRole('button', { name: /优惠券/ })
    .click();
  const offered = page.locator('[data-testid^="booking-coupon-"]').filter({ hasText: couponName });
  const couponId = Number((await offered.getAttribute('data-testid'))?.replace('booking-coupon-', ''));
  await offered.click();
  await expect(payAmount).toHaveText('￥42.00');

  // Meanwhile the same coupon pays another booking (another child of the family, from another phone).
  const { babyId: sister } = await addBaby(token, '郑小溪');
  await apiPost(
    '/opordering/wechatapp/addAppointment',
    { babyId: sister, slotId: otherSlot, visitReason: '复诊', coupon: couponId },
    token,
  );

  await page.getByTestId('booking-submit').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('优惠券已不可用');
  await expect(dialog).toContainText('所选优惠券已不可用');
  await screenshot(page, 'booking-checkout-5-coupon-gone');
  await dialog.getByRole('button', { name: '重新选择' }).click();
  // Still on 确认信息, quoted again: the coupon is gone, the whole fee is to pay.
  await expect(page).toHaveURL(/newFun\/sureInfo/);
  await expect(payAmount).toHaveText('￥50.00');
  await expect(page.getByTestId('booking-adjustment-coupon')).toHaveCount(0);
  await expect(page.getByTestId('booking-total')).toHaveText('¥50.00');
  const mine = (await myAppointments(token)).filter((a) => a.status === 'pending_payment');
  expect(mine).toHaveLength(1); // only the sister's: nothing was written for the refused one

  await page.getByTestId('booking-submit').click();
  await expect(page).toHaveURL(/newFun\/onlinePay\?orderNo=SP\d+/);
  await expect(page.getByTestId('pay-amount')).toHaveText('¥50.00');
});
