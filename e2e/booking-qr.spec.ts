import { addCalendarDays, clinicToday } from '@sprout/domain';
import { apiPost, baseUrl, DEMO, loginParentViaApi, screenshot } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { specMobile } from './support/parent-flows.ts';

/**
 * The QR entry (newAppoinmentQr/index?facilityId&doctorId, as the console prints it): a doctor who
 * sees patients opens on their own page and is booked from there (a free doctor: straight to the
 * appointment, 预约成功); once the clinic stops the doctor, the same link lands on 状态异常, whose
 * buttons lead to 预约挂号 and home. The doctor and department are this spec's own.
 */

const P = '/api/console/clinic';

const qrLink = (doctorId: number) =>
  `/appointment/#/pages/newAppoinmentQr/index?facilityId=1&doctorId=${doctorId}`;

test('a QR link opens its doctor for booking, and 状态异常 once the doctor is stopped', async ({ page }) => {
  test.setTimeout(90_000);
  const tag = String(Date.now()).slice(-6);
  const manager = (await apiPost<{ token: string }>('/api/console/auth/login', DEMO.staff.manager)).token;
  const dept = await apiPost<{ departmentId: number }>(
    `${P}/department/create`,
    { facilityId: 1, name: `E2E扫码科${tag}`, sort: 9999 },
    manager,
  );
  const doctor = await apiPost<{ doctorId: number }>(
    `${P}/doctor/create`,
    {
      name: `扫码医生${tag}`,
      title: '副主任医师',
      speciality: '湿疹、食物过敏',
      introduction: '从事儿童过敏性疾病诊治十余年。',
      registrationFeeFen: 0,
      departmentId: dept.departmentId,
    },
    manager,
  );
  for (let weekday = 1; weekday <= 7; weekday++) {
    await apiPost(
      `${P}/schedule/saveTemplate`,
      {
        doctorId: doctor.doctorId,
        weekday,
        period: 'pm',
        startTime: '14:00',
        endTime: '16:00',
        slotMinutes: 30,
        capacityPerSlot: 1,
      },
      manager,
    );
  }
  const today = clinicToday();
  await apiPost(
    `${P}/schedule/generate`,
    { facilityId: 1, doctorId: doctor.doctorId, from: today, to: addCalendarDays(today, 8) },
    manager,
  );
  // The link the console prints for this doctor is the one the parent opens.
  const printed = (await fetch(`${baseUrl()}${P}/doctorQrCode?doctorId=${doctor.doctorId}`, {
    headers: { authorization: `Bearer ${manager}` },
  }).then((r) => r.json())) as { data: { url: string } };
  expect(printed.data.url).toContain(qrLink(doctor.doctorId));

  // A parent with a bound phone and one baby.
  const mobile = specMobile(8);
  const token = await loginParentViaApi(mobile);
  await apiPost(
    '/online/usercenter/addBabyInfo',
    { babyName: '小扫', sex: '女', birthday: '2023-06-01', guardianConsent: true },
    token,
  );
  const sibling = await apiPost<{ babyId: number }>(
    '/online/usercenter/addBabyInfo',
    { babyName: '小码', sex: '男', birthday: '2024-02-01', guardianConsent: true },
    token,
  );
  // A third child, whose booking takes the last seat in the race below (小扫 already holds that
  // half-day, and one live booking per child, doctor and half-day is the clinic's rule).
  const cousin = await apiPost<{ babyId: number }>(
    '/online/usercenter/addBabyInfo',
    { babyName: '小表', sex: '女', birthday: '2022-08-01', guardianConsent: true },
    token,
  );
  await page.addInitScript(
    ([t, m]) =>
      localStorage.setItem(
        'sprout.user',
        JSON.stringify({ state: { token: t, uid: 'u', userId: 0, phone: m }, version: 1 }),
      ),
    [token, mobile],
  );

  // The doctor's page: photo or initials, name, title, department, speciality, introduction, calendar.
  await page.goto(qrLink(doctor.doctorId));
  await expect(page).toHaveTitle('预约挂号');
  const profile = page.getByTestId('booking-doctor-profile');
  for (const text of [
    `扫码医生${tag}`,
    '副主任医师',
    `E2E扫码科${tag}`,
    '湿疹、食物过敏',
    '十余年',
    '免挂号费',
  ])
    await expect(profile).toContainText(text);
  await expect(page.locator('[data-testid^="booking-day-"][data-status="open"]').first()).toBeVisible();
  await page.locator('[data-testid^="booking-slot-"][data-can-book="true"]').first().click();
  await screenshot(page, 'booking-qr-1-doctor');
  await page.getByTestId('booking-next').click();

  // On into 填写订单 and 确认信息 like the full flow; a free doctor books at once.
  await expect(page).toHaveURL(/newFun\/orderPage\?entry=qr/);
  await expect(page.locator('[data-testid^="booking-baby-"]').filter({ hasText: '小扫' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('textbox').fill('反复湿疹');
  await page.getByTestId('booking-order-next').click();
  await expect(page.getByTestId('booking-confirm')).toContainText('免挂号费');
  await expect(page.getByTestId('booking-submit')).toHaveText('确认预约');
  await page.getByTestId('booking-submit').click();
  await expect(page.getByText('预约成功')).toBeVisible();
  await expect(page).toHaveURL(/newFun\/orderDetail\?weId=\d+/);
  const weId = Number(new URL(page.url().replace('#', '')).searchParams.get('weId'));
  const booked = await apiPost<{ list: { weId: number; status: string }[] }>(
    '/opordering/wechatapp/pageAppointment',
    { pageNum: 1, pageSize: 10 },
    token,
  );
  expect(booked.list).toEqual([expect.objectContaining({ weId, status: 'booked' })]);

  // A slot taken while the parent confirms: the server's reason, then the same day with fresh slots.
  // A new scan (a new page, not the cached month of the one above): when the booking above took today's
  // last seat (a run at about 15:30 clinic time), today is full now, and the parent taps a day that
  // still has seats, as a parent would.
  await page.goto('about:blank');
  await page.goto(qrLink(doctor.doctorId));
  const bookable = page.locator('[data-testid^="booking-slot-"][data-can-book="true"]').first();
  await expect(async () => {
    await page.locator('[data-testid^="booking-day-"][data-status="open"]').first().click();
    await expect(bookable).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await bookable.click();
  await page.getByTestId('booking-next').click();
  await expect(page).toHaveURL(/newFun\/orderPage/);
  const lastSeat = Number(new URL(page.url().replace('#', '')).searchParams.get('slotId'));
  await page.getByTestId(`booking-baby-${sibling.babyId}`).click();
  await page.getByRole('textbox').fill('复诊');
  await page.getByTestId('booking-order-next').click();
  await expect(page.getByTestId('booking-confirm')).toBeVisible();
  await apiPost(
    '/opordering/wechatapp/addAppointment',
    { babyId: cousin.babyId, slotId: lastSeat, visitReason: '同一时段的最后一个号' },
    token,
  );
  await page.getByTestId('booking-submit').click();
  const dialog = page.locator('.adm-dialog');
  await expect(dialog).toContainText('预约未成功');
  await expect(dialog).toContainText('号源已约满');
  await screenshot(page, 'booking-qr-2-slot-taken');
  await dialog.getByRole('button', { name: '重新选择时间' }).click();
  await expect(page).toHaveURL(/newAppoinmentQr\/index\?.*date=/);
  await expect(page.getByTestId(`booking-slot-${lastSeat}`)).toBeDisabled();
  await expect(page.getByTestId(`booking-slot-${lastSeat}`)).toContainText('号源已约满');

  // The clinic stops the doctor: the same QR link now lands on 状态异常.
  await apiPost(`${P}/doctor/setStatus`, { doctorId: doctor.doctorId, status: 'stopped' }, manager);
  await page.goto('about:blank'); // a new scan opens a new page
  await page.goto(qrLink(doctor.doctorId));
  await expect(page).toHaveURL(/newAppoinmentQr\/doctorError/);
  await expect(page).toHaveTitle('状态异常');
  await expect(page.getByTestId('booking-doctor-error')).toContainText('该医生已停诊');
  await screenshot(page, 'booking-qr-3-doctor-error');
  // Its ways back: the full booking flow, and home.
  await page.getByTestId('doctor-error-booking').click();
  await expect(page).toHaveURL(/#\/pages\/newFun\/index$/);
  await expect(page.getByTestId('booking-facility-1')).toBeVisible();
  await page.goto(qrLink(doctor.doctorId));
  await page.getByTestId('doctor-error-home').click();
  await expect(page).toHaveURL(/#\/pages\/home\/index/);

  // A link with no doctor, or an unknown one, lands there too.
  for (const query of ['facilityId=1', 'facilityId=1&doctorId=abc', 'facilityId=1&doctorId=99999']) {
    await page.goto(`/appointment/#/pages/newAppoinmentQr/index?${query}`);
    await expect(page).toHaveURL(/newAppoinmentQr\/doctorError/);
    await expect(page.getByTestId('booking-doctor-error')).toBeVisible();
  }
});
