import { addCalendarDays, clinicToday } from '@sprout/domain';
import { apiGet, apiPost, DEMO, screenshot } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { loginThroughPage, pickInWheel, specMobile, sessionToken } from './support/parent-flows.ts';

/**
 * A parent books a paid clinic slot through 预约挂号: clinic → department → doctor → calendar → slot
 * → 填写订单 (adding the first baby on the way, and a reload that keeps the typed reason) → 确认信息 →
 * submit, which lands on 在线支付 with the order number; the appointment is then there in the API.
 * The doctor, department and schedule are this spec's own (made through the console API), so the
 * demo clinics that other specs book stay untouched.
 */

const P = '/api/console/clinic';

const managerToken = async (): Promise<string> =>
  (await apiPost<{ token: string }>('/api/console/auth/login', DEMO.staff.manager)).token;

/** A department (sorted last) with one paid doctor who sees patients every afternoon of the window. */
const createPaidDoctor = async (tag: string) => {
  const token = await managerToken();
  const dept = await apiPost<{ departmentId: number }>(
    `${P}/department/create`,
    { facilityId: 1, name: `E2E预约科${tag}`, intro: '端到端测试科室', sort: 9999 },
    token,
  );
  const doctor = await apiPost<{ doctorId: number }>(
    `${P}/doctor/create`,
    {
      name: `柯医生${tag}`,
      title: '主治医师',
      speciality: '儿童生长发育评估',
      introduction: '端到端测试医生。',
      registrationFeeFen: 2500,
      departmentId: dept.departmentId,
    },
    token,
  );
  for (let weekday = 1; weekday <= 7; weekday++) {
    await apiPost(
      `${P}/schedule/saveTemplate`,
      {
        doctorId: doctor.doctorId,
        weekday,
        period: 'pm',
        startTime: '14:00',
        endTime: '17:00',
        slotMinutes: 30,
        capacityPerSlot: 2,
      },
      token,
    );
  }
  const today = clinicToday();
  await apiPost(
    `${P}/schedule/generate`,
    { facilityId: 1, doctorId: doctor.doctorId, from: today, to: addCalendarDays(today, 8) },
    token,
  );
  return { deptId: dept.departmentId, doctorId: doctor.doctorId };
};

test('a parent chooses clinic, department, doctor, day and slot, fills in the order and submits it', async ({
  page,
  server,
}) => {
  test.setTimeout(90_000);
  const tag = String(Date.now()).slice(-6);
  const { deptId, doctorId } = await createPaidDoctor(tag);
  const mobile = specMobile(7);
  await loginThroughPage(page, server.url, mobile);
  await expect(page).toHaveURL(/#\/pages\/home\/index/);

  // 1. Clinic: address and running time shown.
  await page.goto('/appointment/#/pages/newFun/index');
  await expect(page).toHaveTitle('预约挂号');
  const facility = page.getByTestId('booking-facility-1');
  await expect(facility).toContainText('营业时间');
  await screenshot(page, 'booking-1-facility');
  await facility.click();

  // 2. Department (the choice is in the address).
  await expect(page).toHaveURL(/facilityId=1/);
  await page.getByTestId(`booking-dept-${deptId}`).click();
  await expect(page).toHaveURL(new RegExp(`deptId=${deptId}`));

  // 3. Doctor: initials avatar, title, speciality, fee in yuan.
  const doctorCard = page.getByTestId(`booking-doctor-${doctorId}`);
  await expect(doctorCard).toContainText(`柯医生${tag}`);
  await expect(doctorCard).toContainText('主治医师');
  await expect(doctorCard).toContainText('¥25.00');
  await screenshot(page, 'booking-2-doctors');
  await doctorCard.click();

  // 4. Calendar: the first day with free slots opens by itself; pick it again by hand and a slot.
  await expect(page.getByTestId('booking-calendar')).toBeVisible();
  await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}/);
  // A day after today, so that the booking can still be cancelled at the end (today's afternoon may
  // already be inside the cancellation cut-off); near a month's end it is in the next month.
  const openDays = page.locator('[data-testid^="booking-day-"][data-status="open"]');
  await expect(openDays.first()).toContainText('有号');
  const laterOpenDay = async () =>
    (await openDays.evaluateAll((days) => days.map((d) => d.getAttribute('data-testid') ?? '')))
      .map((id) => id.replace('booking-day-', ''))
      .find((d) => d > clinicToday());
  let laterDay = await laterOpenDay();
  if (!laterDay) {
    await page.getByTestId('booking-month-next').click();
    await expect(openDays.first()).toBeVisible();
    laterDay = await laterOpenDay();
  }
  const openDay = page.getByTestId(`booking-day-${laterDay}`);
  await expect(openDay).toContainText('有号');
  await openDay.click();
  const slot = page.locator('[data-testid^="booking-slot-"][data-can-book="true"]').first();
  await expect(slot).toContainText('余2');
  await slot.click();
  await expect(page).toHaveURL(/slotId=\d+/);
  const chosen = new URL(page.url().replace('#', '')).searchParams;
  const slotId = Number(chosen.get('slotId'));
  const date = chosen.get('date') ?? '';
  // Back and forth keeps the choice: a reload shows the same doctor, day and slot.
  await page.reload();
  await expect(page.getByTestId(`booking-slot-${slotId}`)).toHaveAttribute('aria-pressed', 'true');
  await screenshot(page, 'booking-3-calendar-and-slot');
  await page.getByTestId('booking-next').click();

  // 5. 填写订单: no baby yet, so add one and come back to the same order.
  await expect(page).toHaveURL(new RegExp(`newFun/orderPage\\?.*slotId=${slotId}`));
  await expect(page).toHaveTitle('填写订单');
  await expect(page.getByTestId('booking-visit-summary')).toContainText(`柯医生${tag}`);
  await page.getByRole('textbox').fill('身高增长慢，想做骨龄评估');
  await page.getByTestId('booking-add-baby').click();
  await expect(page).toHaveURL(/newFun\/addBaby/);
  await page.getByTestId('baby-form-name').fill('小柯');
  await page.getByTestId('baby-form-sex-男').click();
  await pickInWheel(page, 'birthday', ['2022年', '3月', '15日']);
  await page.getByTestId('baby-form-consent').check();
  await page.getByTestId('baby-form-submit').click();
  await expect(page).toHaveURL(/newFun\/orderPage/);
  const baby = page.locator('[data-testid^="booking-baby-"]').filter({ hasText: '小柯' });
  await expect(baby).toHaveAttribute('aria-pressed', 'true');
  // What was typed survived the detour, and survives a reload.
  await expect(page.getByRole('textbox')).toHaveValue('身高增长慢，想做骨龄评估');
  const reason = '身高增长慢，想做骨龄评估。近半年长高2厘米';
  await page.getByRole('textbox').fill(reason);
  await page.reload();
  await expect(page.getByRole('textbox')).toHaveValue(reason);
  await expect(page.getByText('已为您恢复上次填写的内容')).toBeVisible();
  await expect(page.getByText(`${reason.length}/200`)).toBeVisible();
  await screenshot(page, 'booking-4-order-page');
  await page.getByTestId('booking-order-next').click();

  // 6. 确认信息: everything read back.
  await expect(page).toHaveURL(/newFun\/sureInfo/);
  const confirm = page.getByTestId('booking-confirm');
  for (const text of [
    '小柯',
    `柯医生${tag}`,
    `E2E预约科${tag}`,
    '南山院区',
    '科发路8号',
    '下午',
    '近半年长高2厘米',
    '¥25.00',
  ])
    await expect(confirm).toContainText(text);
  await screenshot(page, 'booking-5-confirm');
  await page.getByTestId('booking-submit').click();

  // 7. A paid slot goes on to 在线支付 with its order number (that page is another feature's).
  await expect(page).toHaveURL(/newFun\/onlinePay\?orderNo=SP\d+/);
  const orderNo = new URL(page.url().replace('#', '')).searchParams.get('orderNo');
  const token = await sessionToken(page);
  const appointments = await apiPost<{
    list: { orderNo: string | null; status: string; doctorId: number }[];
  }>('/opordering/wechatapp/pageAppointment', { pageNum: 1, pageSize: 10 }, token);
  expect(appointments.list).toEqual([
    expect.objectContaining({ orderNo, status: 'pending_payment', doctorId }),
  ]);
  // The booking is final: back on the order page the draft is gone.
  await page.goto(
    `/appointment/#/pages/newFun/orderPage?entry=newFun&facilityId=1&deptId=${deptId}&doctorId=${doctorId}&date=${date}&slotId=${slotId}`,
  );
  await expect(page.getByRole('textbox')).toHaveValue('');

  // 8. The whole journey of the issue: pay on the sandbox cashier, see it in 预约记录, cancel, refund.
  await page.goto(`/appointment/#/pages/newFun/onlinePay?orderNo=${orderNo}`);
  await expect(page.getByTestId('pay-amount')).toHaveText('¥25.00');
  await page.getByTestId('pay-submit').click();
  await expect(page).toHaveURL(/\/dev\/pay\/cashier/);
  await page.getByTestId('cashier-pay').click();
  await expect(page).toHaveURL(/otherFun\/success\?orderNo=/, { timeout: 20_000 });
  await expect(page.getByTestId('appointment-visit-card')).toContainText('小柯');
  await expect(page.getByText(`柯医生${tag} 主治医师`)).toBeVisible();
  await page.goto('/appointment/#/pages/newFun/orderHistory');
  const booked = page.locator('[data-testid^="appointment-card-"]').filter({ hasText: `柯医生${tag}` });
  await expect(booked).toContainText('已预约');
  await expect(booked).toContainText('小柯');
  await screenshot(page, 'booking-6-history-paid');
  await booked.click();
  await page.getByTestId('appointment-cancel').click();
  await page.getByRole('button', { name: '确定取消' }).click();
  await expect(page.getByTestId('appointment-detail-status')).toHaveText('已取消');
  await expect(page.getByTestId('appointment-refund-state')).toHaveText('已退款', { timeout: 20_000 });
  await screenshot(page, 'booking-7-cancelled-refunded');
  // The seat is free again for the next parent.
  const slots = await apiGet<{ slots: { slotId: number; free: number }[] }>(
    '/opordering/wechatapp/getDaySlots',
    { doctorId, date },
    token,
  );
  expect(slots.slots.find((s) => s.slotId === slotId)?.free).toBe(2);
});
